// One match of the list: time or clock, badges, teams and scores, market count, favourite star and the
// main markets as odds buttons. It reads only its own cache entry, so it re-renders only when its match changes.
import { lazy, memo, Suspense, useEffect, useMemo, type MouseEvent } from 'react';
import { mainTypeGroup, matchScore, matchStatusGroup, tennisPoints } from '../../domain/matches';
import type { MatchStatus } from '../../domain/enums';
import type { Option } from '../../domain/types';
import { serverText } from '../../i18n/serverTables';
import { matchStatusLabelKey } from '../../i18n/labelKeys';
import { groupKey } from '../../state/matches/merge';
import { matchCache, optionKey, watchMatch, type MatchEntry } from '../../state/matches/cache';
import { OddsButton, type PickContext } from '../../ui/OddsButton';
import { useWholeSnapshot } from '../../ui/useWholeSnapshot';
import { clockText, startTimeText } from './clock';
import { liveRoomPath } from '../../domain/liveRoomRoute';
import { matchDetailPath } from '../../domain/routes';
import { FavouriteStar } from './FavouriteStar';
import { ROW_MARKET_KINDS, rowMarketKind } from '../../domain/rowMarkets';
import { useListContext } from './listContext';

/** Main markets shown per row. */
const ROW_MARKETS = 3;

/** A row for a cached match; subscribes the match's push channels while it is on screen. */
export const MatchRow = memo(function MatchRow({ id }: { id: string }) {
  const entry = matchCache().entries[id];
  useEffect(() => watchMatch(id), [id]);
  return entry ? <RowBody entry={entry} /> : null;
});

// The parts of a row below are memoized on plain values: moved odds re-render the row, not its labels.

/** Live, video and animation badges and the market count. */
const Badges = memo(function Badges({
  live,
  video,
  animation,
  marketCount,
}: {
  live: boolean;
  video: boolean;
  animation: boolean;
  marketCount: number;
}) {
  const { t } = useListContext();
  return (
    <>
      {live && (
        <span className="sport-badge" data-kind="live">
          {t('matches:badge.live')}
        </span>
      )}
      {video && (
        <span className="sport-badge" data-kind="video">
          {t('matches:badge.video')}
        </span>
      )}
      {animation && (
        <span className="sport-badge" data-kind="animation">
          {t('matches:badge.animation')}
        </span>
      )}
      <span className="sport-market-count" aria-label={t('matches:marketCount', { count: marketCount })}>
        +{marketCount}
      </span>
    </>
  );
});

interface RowTitleProps {
  /** An outright's market name (it has no teams), else null. */
  outright: string | null;
  league: string;
  home: string;
  away: string;
  /** The score once the match started, else null (sets won in a set sport). */
  score: { home: number; away: number } | null;
  /** A live set sport: the side serving (1 home, 2 away), the current set's line and tennis's game points (sb.gp). */
  serve?: number;
  set?: { readonly home: number; readonly away: number };
  gamePoints?: readonly number[];
}

/** The teams and scores (or an outright's market) as the button that opens the detail. */
const RowTitle = memo(function RowTitle({
  outright,
  league,
  home,
  away,
  score,
  serve,
  set,
  gamePoints,
}: RowTitleProps) {
  const { t } = useListContext();
  if (outright !== null) {
    return (
      <button
        type="button"
        className="sport-row-open"
        aria-label={t('matches:openOutright', { league, market: outright })}
      >
        <span className="sport-team">
          <span className="sport-team-name">{outright}</span>
        </span>
      </button>
    );
  }
  const game = gamePoints && tennisPoints(gamePoints);
  // One line per side: serve dot, name, then the game's points, the set's games and the score (smallest first).
  const side = (name: string, i: 0 | 1, key: 'home' | 'away') => (
    <span className="sport-team">
      {serve === i + 1 && <span className="sport-serve" role="img" aria-label={t('matches:serving')} />}
      <span className="sport-team-name">{name}</span>
      {game && <span className="sport-set-score">{game[i]}</span>}
      {set && <span className="sport-set-score">{set[key]}</span>}
      {score && <span className="sport-score">{score[key]}</span>}
    </span>
  );
  return (
    // Named by what it shows, then what it does (WCAG 2.5.3: the visible names and scores are in the name).
    <button type="button" className="sport-row-open">
      {side(home, 0, 'home')}
      {side(away, 1, 'away')} <span className="sport-visually-hidden">{t('matches:openDetail', { home, away })}</span>
    </button>
  );
});

// An outright's contender list (show all, search) loads with the first outright row: most lists never show one.
const OutrightOptions = lazy(() => import('./OutrightOptions'));

function RowBody({ entry }: { entry: MatchEntry }) {
  const { t, lang, tables, go } = useListContext();
  const snap = useWholeSnapshot(entry);
  const { match, moves, rowGroups } = snap;
  const group = matchStatusGroup(match.status);
  const live = group === 'live';
  // Same objects while the scores are (the snapshot keeps unchanged parts), so the memoized title skips odds moves.
  const typeGroup = mainTypeGroup(match.scores);
  const score = useMemo(() => matchScore(match, typeGroup), [match.scores]);
  // A live set sport shows its current set (the snapshot's own line object: the memoized title skips odds moves).
  const setLine =
    live && match.bestOf
      ? match.scores.find((s) => s.typeGroup === typeGroup && s.period === match.clock?.period)
      : undefined;
  const clock = live && !match.bestOf ? clockText(match.clock) : '';
  const period = live && match.clock ? serverText(tables, 'matchPeriod', match.clock.period, '') : '';
  // One object per match identity, so unchanged odds buttons skip re-rendering when the row does.
  const context = useMemo<PickContext>(
    () => ({
      matchId: match.id,
      home: match.home.name,
      away: match.away.name,
      league: match.league.name,
      sportId: match.sportId,
    }),
    [match.id, match.home.name, match.away.name, match.league.name, match.sportId],
  );
  const groups = match.groups.filter((g) => rowGroups.includes(groupKey(g))).slice(0, ROW_MARKETS);
  // An outright has no teams: its row is titled by its market (e.g. Winner) and lists every option.
  const outrightName =
    match.outright && groups[0] ? serverText(tables, 'marketType', groups[0].marketType, groups[0].name) : '';

  // The teams button (keyboard path) and any bare part of the row open the detail; other buttons do not.
  const onRowClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('button:not(.sport-row-open), input')) go(matchDetailPath(match.id));
  };

  return (
    <article
      className="sport-row"
      part="match"
      data-match-id={match.id}
      data-group={group}
      data-outright={match.outright || undefined}
      onClick={onRowClick}
    >
      <div className="sport-row-meta">
        {live ? (
          <span className="sport-clock" data-live="true">
            {period && <span>{period} </span>}
            {/* Isolated: in Arabic the minute still reads 68', not '68. */}
            <bdi>{clock}</bdi>
          </span>
        ) : (
          <time className="sport-clock" dateTime={new Date(match.beginTime).toISOString()}>
            {group === 'finished'
              ? t(matchStatusLabelKey(match.status as MatchStatus))
              : startTimeText(match.beginTime, lang)}
          </time>
        )}
        {match.liveRoomId && (
          <button
            type="button"
            className="sport-badge"
            data-kind="room"
            onClick={() => go(liveRoomPath(match.liveRoomId!, match.hostId))}
          >
            {t('matches:room.badge')}
          </button>
        )}
        <Badges live={live} video={!!match.hasVideo} animation={!!match.hasAnimation} marketCount={match.marketCount} />
        <FavouriteStar matchId={match.id} />
      </div>
      <RowTitle
        outright={match.outright ? outrightName : null}
        league={match.league.name}
        home={match.home.name}
        away={match.away.name}
        score={group === 'upcoming' ? null : score}
        serve={live ? match.serveSide : undefined}
        set={setLine}
        gamePoints={live ? match.gamePoints : undefined}
      />
      <div className="sport-row-markets">
        {groups.map((g) => {
          const market = g.markets[0];
          if (!market) return null;
          const marketName = serverText(tables, 'marketType', g.marketType, g.name);
          const button = (option: Option) => (
            <OddsButton
              key={option.type}
              context={context}
              marketName={marketName}
              market={market}
              option={option}
              move={moves[optionKey(market.id, option.type)]}
            />
          );
          // Its kind: a phone shows the one the list's market switcher chose (match-list.css), labelled.
          const kind = match.outright ? undefined : rowMarketKind(g);
          return (
            <div
              key={groupKey(g)}
              className="sport-market"
              role="group"
              aria-label={marketName}
              data-kind={kind ?? undefined}
            >
              {kind && (
                <span className="sport-market-label" aria-hidden="true">
                  {marketName}
                </span>
              )}
              {match.outright ? (
                <Suspense>
                  <OutrightOptions options={market.options} render={button} />
                </Suspense>
              ) : (
                market.options.map(button)
              )}
            </div>
          );
        })}
        {/* A kind the row does not offer: a phone says so in its place instead of showing another market. */}
        {!match.outright &&
          ROW_MARKET_KINDS.filter((k) => !groups.some((g) => rowMarketKind(g) === k)).map((k) => (
            <span key={k} className="sport-market sport-market-none" data-kind={k}>
              {t(`matches:market.none`)}
            </span>
          ))}
      </div>
    </article>
  );
}
