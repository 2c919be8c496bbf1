// <sport-bet-history> screen.
import { Shell, type ElementProps } from '../../ui/Shell';
import { StateView } from '../../ui/StateView';
import { useT } from '../../ui/i18n';

/** Shell of <sport-bet-history> until its feature lands. */
export function BetHistory(props: ElementProps) {
  return (
    <Shell theme={props.theme} mode={props.mode}>
      <Title />
      <StateView kind="empty" />
    </Shell>
  );
}

function Title() {
  const { t } = useT();
  return <h2 className="sport-title">{t('common:element.betHistory')}</h2>;
}
