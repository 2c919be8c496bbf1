// The scoreboard: league, teams, score (the leading side highlighted) and clock, sticking while the match scrolls;
// then the per-period lines.
import { useEffect, useRef, useState } from 'react';
import { matchStatusGroup } from '../../domain/matches';
import type { Snapshot } from 'valtio/vanilla';
import type { Match } from '../../domain/types';
import { formatMatchTime } from '../../i18n/dates';
import { MatchStatus, type SportKey } from '../../domain/enums';
import { matchStatusLabelKey } from '../../i18n/labelKeys';
import { getRuntime } from '../../runtime/runtime';
import { useT } from '../../ui/i18n';
import { useServerNames } from './useServerNames';
import { FULL_TIME_PERIOD, mainTypeGroup, tennisPoints } from '../../domain/matches';
import { clockSeconds, clockText, compactPeriods, leadingSide, periodShort, SCORE_TYPE, totalOf } from './score';
import { teamCodes } from '../../domain/teamCode';

type ReadonlyMatch = Snapshot<Match>;

/** Seconds since the clock value last changed, ticking once a second while it runs (a runtime-owned timer). */
function useClockElapsed(running: boolean, seconds: number): number {
  const since = useRef(Date.now());
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    since.current = Date.now();
    setNow(since.current);
  }, [seconds, running]);
  useEffect(() => (running ? getRuntime().lifecycle.every(1000, () => setNow(Date.now())) : undefined), [running]);
  return Math.max(0, Math.floor((now - since.current) / 1000));
}

function Clock({ match, sport }: { match: ReadonlyMatch; sport?: SportKey }) {
  const { t, lang } = useT(['detail']);
  const { periodName } = useServerNames();
  const clock = match.clock;
  const elapsed = useClockElapsed(!!clock?.running, clock?.seconds ?? 0);
  const live = matchStatusGroup(match.status) === 'live';
  if (!live || !clock) {
    return (
      <p className="detail-clock" part="clock">
        {match.status === MatchStatus.Upcoming
          ? formatMatchTime(match.beginTime, lang)
          : t(matchStatusLabelKey(match.status as MatchStatus))}
      </p>
    );
  }
  return (
    <p className="detail-clock" part="clock" data-live="true">
      <span className="detail-live-dot" aria-hidden="true" />
      <span>{periodName(clock.period)}</span>{' '}
      {/* A set sport has no running clock: its set and the match's length instead of a minute. */}
      {match.bestOf ? (
        <span className="detail-muted">{t('detail:score.bestOf', { count: match.bestOf, context: sport })}</span>
      ) : (
        <time>{clockText(clockSeconds(clock, elapsed))}</time>
      )}
    </p>
  );
}

/** The dot beside the side serving in a set sport (spec §3 ssi: 1 home, 2 away). */
function Serve({ match, side }: { match: ReadonlyMatch; side: 1 | 2 }) {
  const { t } = useT(['detail']);
  if (match.serveSide !== side || matchStatusGroup(match.status) !== 'live') return null;
  return <span className="detail-serve" part="serve" role="img" aria-label={t('detail:score.serving')} />;
}

/** A team's crest (spec §3 logoUrl), decorative beside its name. */
function Crest({ url }: { url?: string }) {
  return url ? <img className="detail-crest" src={url} alt="" width={24} height={24} /> : null;
}

/** Score board of the match. */
export function Scoreboard({ match, sport }: { match: ReadonlyMatch; sport?: SportKey }) {
  const { t } = useT(['detail']);
  const { periodName, marketName } = useServerNames();
  const scores = match.scores;
  const typeGroup = mainTypeGroup(scores);
  const total = totalOf(scores, typeGroup);
  const lead = leadingSide(total);
  const started = matchStatusGroup(match.status) !== 'upcoming' || scores.length > 0;
  const lines = compactPeriods(scores);
  const corners = scores.some((s) => s.typeGroup === SCORE_TYPE.corners) ? totalOf(scores, SCORE_TYPE.corners) : null;
  const cards = scores.some((s) => s.typeGroup === SCORE_TYPE.cards) ? totalOf(scores, SCORE_TYPE.cards) : null;
  // Tennis: the points of the game being played, as called (15, 30, 40, A).
  const game = match.gamePoints && matchStatusGroup(match.status) === 'live' ? tennisPoints(match.gamePoints) : null;
  const codes = teamCodes(match.home.name, match.away.name);
  const short = (period: number) => {
    const p = periodShort(period);
    if (!p) return periodName(period);
    if (p.kind === 'half') return t(`detail:score.short.h${p.n}`);
    return t(`detail:score.short.${({ quarter: 'q', set: 's', segment: 'seg', part: 'p' } as const)[p.kind]}`, {
      n: p.n,
    });
  };
  type Column = { key: string; short: string; title: string; score: { home: number | string; away: number | string } };
  const columns: Column[] = [
    ...lines.map((line) => ({
      key: String(line.period),
      short: short(line.period),
      title: periodName(line.period),
      score: line,
    })),
    { key: 't', short: t('detail:score.short.t'), title: periodName(FULL_TIME_PERIOD), score: total },
  ];
  if (corners)
    columns.push({
      key: 'c',
      short: t('detail:score.short.corners'),
      title: t('detail:score.corners'),
      score: corners,
    });
  if (cards)
    columns.push({ key: 'y', short: t('detail:score.short.cards'), title: t('detail:score.cards'), score: cards });
  if (game)
    columns.push({
      key: 'g',
      short: t('detail:score.short.game'),
      title: t('detail:score.game'),
      score: { home: game[0], away: game[1] },
    });
  // The board (league, teams, score, clock) sticks while the match scrolls; the period lines scroll away under it.
  return (
    <>
      <section className="detail-board" part="scoreboard" aria-label={t('detail:score.label')}>
        <p className="detail-league" part="league">
          {match.league.name}
          {/* Spec §9: the European-football special's league (configured: it differs between test and production). */}
          {match.league.id === getRuntime().config.get().specialLeagueId && (
            <span className="detail-special" part="special">
              {t('detail:score.special')}
            </span>
          )}
        </p>
        {match.outright ? (
          // An outright has no teams or score: its market (e.g. Winner) names it.
          <p className="detail-teams detail-outright" part="outright">
            {match.groups[0] ? marketName(match.groups[0], false) : ''}
          </p>
        ) : (
          <h2 className="detail-teams">
            <span className="detail-team" part="team team-home">
              <Serve match={match} side={1} />
              <Crest url={match.home.logoUrl} />
              {match.home.name}
            </span>
            <span className="detail-score" part="score" aria-live="polite" aria-atomic="true">
              {started ? (
                <>
                  <span data-side="home" data-leading={lead === 'home' || undefined}>
                    {total.home}
                  </span>
                  <span aria-hidden="true"> : </span>
                  <span data-side="away" data-leading={lead === 'away' || undefined}>
                    {total.away}
                  </span>
                </>
              ) : (
                t('detail:vs')
              )}
            </span>
            <span className="detail-team" part="team team-away">
              {match.away.name}
              <Crest url={match.away.logoUrl} />
              <Serve match={match} side={2} />
            </span>
          </h2>
        )}
        <Clock match={match} sport={sport} />
      </section>
      {(lines.length > 0 || corners || cards) && (
        // Compact (issue 29): one row per team, one column per period in play order, then the total, corners, cards.
        <table className="detail-periods" part="period-scores">
          <thead>
            <tr>
              <td />
              {columns.map((col) => (
                <th key={col.key} scope="col">
                  <abbr title={col.title}>{col.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side, i) => (
              <tr key={side}>
                <th scope="row">
                  {/* A phone shows the team's short code (match-detail.css); the name stays for screen readers. */}
                  <span className="detail-period-team">{match[side].name}</span>
                  <span className="detail-period-code" aria-hidden="true">
                    {codes[i]}
                  </span>
                </th>
                {columns.map((col) => (
                  <td key={col.key} data-total={col.key === 't' || undefined}>
                    {col.score[side]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
