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
import { mainTypeGroup, tennisPoints } from '../../domain/matches';
import { clockSeconds, clockText, leadingSide, periodLines, SCORE_TYPE, totalOf } from './score';

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
  const lines = periodLines(scores);
  const corners = scores.some((s) => s.typeGroup === SCORE_TYPE.corners) ? totalOf(scores, SCORE_TYPE.corners) : null;
  const cards = scores.some((s) => s.typeGroup === SCORE_TYPE.cards) ? totalOf(scores, SCORE_TYPE.cards) : null;
  // Tennis: the points of the game being played, as called (15, 30, 40, A).
  const game = match.gamePoints && matchStatusGroup(match.status) === 'live' ? tennisPoints(match.gamePoints) : null;
  // The board (league, teams, score, clock) sticks while the match scrolls; the period lines scroll away under it.
  return (
    <>
      <section className="detail-board" part="scoreboard" aria-label={t('detail:score.label')}>
        <p className="detail-league" part="league">
          {match.league.name}
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
        <table className="detail-periods" part="period-scores">
          <thead>
            <tr>
              <th scope="col">{t('detail:score.period')}</th>
              <th scope="col">{match.home.name}</th>
              <th scope="col">{match.away.name}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.period}:${line.typeGroup}`}>
                <th scope="row">{periodName(line.period)}</th>
                <td>{line.home}</td>
                <td>{line.away}</td>
              </tr>
            ))}
            {corners && (
              <tr>
                <th scope="row">{t('detail:score.corners')}</th>
                <td>{corners.home}</td>
                <td>{corners.away}</td>
              </tr>
            )}
            {cards && (
              <tr>
                <th scope="row">{t('detail:score.cards')}</th>
                <td>{cards.home}</td>
                <td>{cards.away}</td>
              </tr>
            )}
            {game && (
              <tr>
                <th scope="row">{t('detail:score.game')}</th>
                <td>{game[0]}</td>
                <td>{game[1]}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </>
  );
}
