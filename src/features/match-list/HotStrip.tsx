// The home screen's statistics (spec §3, §7 match/statistical, which the endpoint retries once after 1.5 s):
// the hot count (matches live now) and the hot leagues as buttons that show their live matches, and the match
// count of each play type, handed to the list's tabs. Asked again every MATCH_POLL_MS and on a language switch
// (league names); a failure shows nothing, as the spec's list calls do.
import { useEffect, useState } from 'react';
import { MATCH_POLL_MS } from '../../domain/constants';
import type { MatchStatistics } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { api } from '../../state/page/api';
import { useT } from '../../ui/i18n';
import { viewCssRef } from '../../ui/viewCss';
import { HotSpace } from './Spaces';
import exploreCss from './explore.css?inline';

/** Adopts the view's rules into the element's shadow root as its root element attaches. */
const withCss = viewCssRef(exploreCss);

/** Hot leagues shown in the strip (the busiest first, as the server orders them). */
export const HOT_LEAGUES_SHOWN = 8;

interface HotStripProps {
  sportId: number;
  /** Match counts per play type, or {} while unknown. */
  onCounts: (counts: Record<string, number>) => void;
  /** Show the live matches of a league ('' for every league). */
  onPick: (leagueId: string) => void;
}

/** The hot strip of one sport. */
export default function HotStrip({ sportId, onCounts, onPick }: HotStripProps) {
  const { t, lang } = useT(['explore']);
  const [stats, setStats] = useState<MatchStatistics | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    setStats(null);
    setFailed(false);
    onCounts({});
    const load = () =>
      api()
        .statistical({ sportId })
        .then(
          (next) => {
            if (!alive) return;
            setStats(next);
            onCounts(next.playTypeMap);
          },
          () => alive && setFailed(true),
        );
    load();
    const stop = getRuntime().lifecycle.every(MATCH_POLL_MS, load);
    return () => {
      alive = false;
      stop();
      onCounts({});
    };
  }, [sportId, lang]);

  // Its place is held until the first answer; closed when nothing is live or the call failed.
  if (!stats) return failed ? null : <HotSpace />;
  if (!stats.hotCount) return null;
  return (
    <nav ref={withCss} className="sport-hot" part="hot" aria-label={t('explore:hot.label')}>
      <button type="button" className="sport-chip" data-kind="hot" onClick={() => onPick('')}>
        {t('explore:hot.count', { count: stats.hotCount })}
      </button>
      {stats.hotLeagues.slice(0, HOT_LEAGUES_SHOWN).map((league) => (
        <button
          key={league.id}
          type="button"
          className="sport-chip"
          aria-label={t('explore:hot.league', { name: league.name, count: league.count })}
          onClick={() => onPick(league.id)}
        >
          {league.logoUrl && <img src={league.logoUrl} alt="" width="16" height="16" />}
          {league.name} <span className="sport-count">{league.count}</span>
        </button>
      ))}
    </nav>
  );
}
