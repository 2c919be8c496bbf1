// <sport-bet-slip> screen.
import { Shell, type ElementProps } from '../../ui/Shell';
import { StateView } from '../../ui/StateView';
import { useT } from '../../ui/i18n';

/** Shell of <sport-bet-slip> until its feature lands. */
export function BetSlip(props: ElementProps) {
  return (
    <Shell theme={props.theme} mode={props.mode}>
      <Title />
      <StateView kind="empty" />
    </Shell>
  );
}

function Title() {
  const { t } = useT();
  return <h2 className="sport-title">{t('common:element.betSlip')}</h2>;
}
