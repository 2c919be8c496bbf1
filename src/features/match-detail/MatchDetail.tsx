// <sport-match-detail> screen.
import { Shell, type ElementProps } from '../../ui/Shell';
import { StateView } from '../../ui/StateView';
import { useT } from '../../ui/i18n';

/** Shell of <sport-match-detail> until its feature lands. */
export function MatchDetail(props: ElementProps) {
  return (
    <Shell theme={props.theme} mode={props.mode}>
      <Title />
      <StateView kind="empty" />
    </Shell>
  );
}

function Title() {
  const { t } = useT();
  return <h2 className="sport-title">{t('common:element.matchDetail')}</h2>;
}
