// One option of a market as a button: odds in the user's format, locked options disabled with a lock,
// selected when it is in the shared bet slip, and a short up/down flash when its price moved.
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';
import { MarketSwitch, type OddsType } from '../domain/enums';
import { formatOdds, isOptionLocked, priceFormat } from '../domain/oddsDisplay';
import type { Market, Option } from '../domain/types';
import { getRuntime } from '../runtime/runtime';
import type { OddsMove } from '../state/matches/cache';
import type { PickInfo } from '../domain/slip';
import { isPicked, slipSelections, togglePick } from '../state/slip/selections';
import { useT } from './i18n';
import { useProxySelect } from './useProxySelect';
import oddsButtonCss from './OddsButton.css?inline';

/** The button's rules, for the stylesheet of every element that shows odds buttons. */
export const ODDS_BUTTON_CSS = oddsButtonCss;

/** How long a moved price flashes. */
export const ODDS_FLASH_MS = 1000;

/** The match a button's option belongs to: what the slip shows for the pick besides the option. */
export type PickContext = Pick<PickInfo, 'matchId' | 'home' | 'away' | 'league' | 'sportId' | 'source'>;

export interface OddsButtonProps {
  context: PickContext;
  /** The market's display name (the slip shows it). */
  marketName: string;
  market: Pick<Market, 'id' | 'saleStatus' | 'allowParlay'>;
  option: Option;
  /** The option's last price move, if any. */
  move?: OddsMove;
}

// Module-level, so every button keeps one subscription across its renders instead of renewing it each time.
const listenConfig = (onChange: () => void) => getRuntime().config.listen(onChange);
const readOddsFormat = () => getRuntime().config.get().oddsFormat;

/** The runtime's odds format; re-renders only when the format itself changes. */
export function useOddsFormat(): OddsType {
  return useSyncExternalStore(listenConfig, readOddsFormat);
}

const listenConnection = (onChange: () => void) => getRuntime().connection.listen(onChange);
const readFeedStale = () => {
  const state = getRuntime().connection.get();
  return state === 'reconnecting' || state === 'closed';
};

/** True while the push feed is down or reconnecting: prices on screen may be stale, so none can be picked. */
function useFeedStale(): boolean {
  return useSyncExternalStore(listenConnection, readFeedStale);
}

/** The flash direction while a move is younger than ODDS_FLASH_MS; re-renders once when it ends. */
function useFlash(move: OddsMove | undefined): OddsMove['dir'] | undefined {
  const [, expire] = useReducer((n: number) => n + 1, 0);
  const age = move ? Date.now() - move.at : Infinity;
  const flashing = age < ODDS_FLASH_MS;
  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(expire, ODDS_FLASH_MS - age);
    return () => clearTimeout(timer);
    // Restarts only for a new move, not for every render of the same one.
  }, [move?.at, move?.dir]);
  return flashing ? move?.dir : undefined;
}

/** Lock mark with the reason for screen readers (rendered only for locked options, so few buttons load text). */
function LockMark({ closed }: { closed: boolean }) {
  const { t } = useT();
  return (
    <span className="sport-odds-lock" part="odds-lock">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
        <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
      </svg>
      <span className="sport-visually-hidden">{t(closed ? 'rules:marketClosed' : 'rules:marketSuspended')}</span>
    </span>
  );
}

// After a pick, the next key stop (issue 28 item 8): loaded with the first pick, so the list's first download has none of it.
const SlipJump = lazy(() => import('./SlipJump'));

/** A pickable option; a click toggles it in the shared slip (a full slip ignores it silently, spec §5). */
export const OddsButton = memo(function OddsButton({ context, marketName, market, option, move }: OddsButtonProps) {
  const format = useOddsFormat();
  const flash = useFlash(move);
  const locked = isOptionLocked(market, option);
  const stale = useFeedStale();
  const pick = { matchId: context.matchId, marketId: market.id, type: option.type };
  // A yes/no, not a snapshot: a pick re-renders only the buttons whose answer changed.
  const selected = useProxySelect(slipSelections(), (slip) => isPicked(slip, pick)) && !locked;
  const button = useRef<HTMLButtonElement>(null);
  // Picked here in this visit (SlipJump shows only with a slip element on the page to go to).
  const [jump, setJump] = useState(false);

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (locked || stale) return;
    setJump(!selected);
    togglePick({
      ...context,
      ...pick,
      odds: option.odds,
      line: option.line,
      optionName: option.name,
      marketName,
      allowParlay: market.allowParlay,
    });
  };

  const value = formatOdds(option.odds, priceFormat(format, option.line));
  return (
    <>
      <button
        ref={button}
        type="button"
        // Read as "Liverpool 1, 1.47" or "Liverpool +1, 2.01", not "11.47": the team, then the words on the button in
        // their order (WCAG 2.5.3, label in name); a locked one reads its lock's reason.
        aria-label={locked ? undefined : `${[option.teamName, option.name].filter(Boolean).join(' ')}, ${value}`}
        className={flash ? `sport-odds sport-odds--${flash}` : 'sport-odds'}
        part={selected ? 'odds odds-selected' : 'odds'}
        aria-pressed={selected}
        disabled={locked || stale}
        data-locked={locked || undefined}
        data-stale={stale || undefined}
        data-market-id={market.id}
        data-option={option.type}
        onClick={onClick}
      >
        <span className="sport-odds-name">{option.name}</span>{' '}
        {locked ? (
          <LockMark closed={market.saleStatus === MarketSwitch.Off} />
        ) : (
          <span className="sport-odds-value">{value}</span>
        )}
      </button>
      {jump && selected && (
        <Suspense fallback={null}>
          <SlipJump matchId={context.matchId} pick={button} />
        </Suspense>
      )}
    </>
  );
});
