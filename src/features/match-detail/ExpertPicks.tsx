// Expert news in the match detail (spec §7 sports/message top, §3 bet source "expert news"): the experts' picks
// on this match, each followable into the shared slip (an anchor recommend when the detail was opened from the
// room of the host who wrote it). Loaded after the detail's first paint, with its rules and call.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { OddsType } from '../../domain/enums';
import { picksOfMatch, type ExpertPick } from '../../domain/expertNews';
import { formatOdds } from '../../domain/oddsDisplay';
import { expertNews, followExpertPick, loadSportNews } from '../../state/live/expertNews';
import { isPicked, slipSelections } from '../../state/slip/selections';
import { useT } from '../../ui/i18n';
import { Num } from '../../ui/Num';
import { useToast } from '../../ui/Toast';
import { viewCssRef } from '../../ui/viewCss';
import css from './expert-picks.css?inline';
import { useRoomSource } from './roomSource';

const withCss = viewCssRef(css);

/** The experts' picks on one match; nothing while loading, after a failure or when there are none. */
export default function ExpertPicks({ matchId, sportId }: { matchId: string; sportId: number }) {
  const { t, lang } = useT(['detail']);
  useEffect(() => void loadSportNews(sportId, lang), [sportId, lang]);
  const news = useSnapshot(expertNews())[`${sportId}:${lang}`];
  const picks = news?.status === 'ready' ? picksOfMatch(news.picks as ExpertPick[], matchId) : [];
  if (picks.length === 0) return null;
  return (
    <section ref={withCss} className="detail-experts" part="expert-picks" aria-label={t('detail:experts.title')}>
      <h3 className="detail-experts-title">{t('detail:experts.title')}</h3>
      {picks.map((pick) => (
        <PickRow key={pick.sportsMessageId} pick={pick} />
      ))}
    </section>
  );
}

function PickRow({ pick }: { pick: ExpertPick }) {
  const { t } = useT(['detail', 'rules']);
  const toast = useToast();
  const room = useRoomSource();
  const followed = isPicked(useSnapshot(slipSelections()), pick);
  const follow = () => {
    const refused = followExpertPick(pick, room);
    // The slip's own refusal is said in this element's words (the room's namespace is not loaded here).
    if (refused)
      toast({ title: t(refused === 'live:order.slipFull' ? 'detail:experts.slipFull' : refused), kind: 'error' });
  };
  return (
    <article className="detail-expert" data-message={pick.sportsMessageId} data-professor={pick.professorId}>
      <p className="detail-expert-name" dir="auto">
        {pick.professorName}
      </p>
      <p dir="auto">
        {pick.betName} <Num>@{formatOdds(pick.odds, OddsType.Europe)}</Num>
      </p>
      <p className="detail-expert-words" dir="auto">
        {pick.content}
      </p>
      <button type="button" className="sport-button" aria-pressed={followed} disabled={followed} onClick={follow}>
        {t(followed ? 'detail:experts.followed' : 'detail:experts.follow')}
      </button>
    </article>
  );
}
