// <sport-bet-slip>: docked on desktop; on mobile (forced, or a phone's viewport) a bottom bar with the selection counter
// and a parlay's combined odds that opens the slip as a bottom sheet (a modal dialog: focus trapped, announced by
// its title).
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { useSnapshot } from 'valtio/react';
import { parseConfigValue } from '../../runtime/config';
import { getRuntime } from '../../runtime/runtime';
import { parlayPrice } from '../../domain/combinedOdds';
import { startBetService } from '../../state/slip/service';
import { slipSelections } from '../../state/slip/selections';
import { Dialog } from '../../ui/Dialog';
import { Shell, type ElementProps, SHELL_CSS } from '../../ui/Shell';
import { NARROW_WIDTH_PX } from '../../ui/ShellFrame';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import {
  focusWhenShown,
  onSlipFocusRequest,
  takeReturnTarget,
  type SlipFocusRequest,
} from '../../state/slip/slipFocus';
import { NoticeToasts } from './NoticeToasts';
import { prefetchPendingBets } from './pendingChunk';
import { SlipPanel } from './SlipPanel';
import { useHost } from './useSlip';
import ownCss from './bet-slip.css?inline';

/** Translation namespaces of the element besides the base ones (preloaded as it connects). */
export const BET_SLIP_NAMESPACES = ['slip', 'notices'];

/** The element's stylesheet: the shell's loading skeleton, then the feature's own rules. */
export const BET_SLIP_CSS = `${SHELL_CSS}\n${ownCss}`;

/** The bet slip element's root. */
export function BetSlip(props: ElementProps) {
  return (
    <Shell theme={props.theme} mode={props.mode} namespaces={BET_SLIP_NAMESPACES}>
      <SlipRoot mode={props.mode} />
    </Shell>
  );
}

/** A phone's viewport: a slip in mode 'auto' is the bottom bar there (its own width says nothing: a desktop
   page's slip is a narrow column too). */
const PHONE = matchMedia(`(max-width: ${NARROW_WIDTH_PX - 1}px)`);
const followPhone = (changed: () => void) => {
  PHONE.addEventListener('change', changed);
  return () => PHONE.removeEventListener('change', changed);
};

function SlipRoot({ mode }: { mode?: string }) {
  const config = useStore(getRuntime().config);
  const layout = parseConfigValue('mode', mode) ?? config.mode;
  const phone = useSyncExternalStore(followPhone, () => PHONE.matches);
  const mobile = layout === 'mobile' || (layout === 'auto' && phone);
  const [ref, host] = useHost();
  useEffect(startBetService, []);
  // "Bet slip (n)" after a pick (issue 28 item 8): the docked slip takes focus to the pick's stake field.
  useEffect(() => (mobile ? undefined : onSlipFocusRequest((request) => focusStake(ref, request))), [mobile, ref]);
  // Escape in the slip gives focus back to the pick that came here (a dialog's own Escape closes the dialog).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (event.target as Element).closest?.('dialog')) return;
    const pick = takeReturnTarget();
    if (!pick) return;
    event.preventDefault();
    pick.focus();
  };
  return (
    <div ref={ref} className="slip-root" onKeyDown={onKeyDown}>
      <NoticeToasts />
      <PrefetchOnPick />
      {mobile ? (
        <MobileSlip host={host} root={ref} />
      ) : (
        <aside className="slip-dock" part="dock">
          <SlipPanel sheet={false} host={host} />
        </aside>
      )}
    </div>
  );
}

/** Focuses the stake field of the request's pick (else the first), as soon as the slip's entries are drawn. */
function focusStake(root: RefObject<HTMLElement | null>, { matchId }: SlipFocusRequest): void {
  focusWhenShown(
    () =>
      root.current?.querySelector<HTMLElement>(`.slip-stake input[data-stake-key="${CSS.escape(matchId)}"]`) ??
      root.current?.querySelector<HTMLElement>('.slip-stake input'),
  );
}

/** A pick may become a bet: the receipt's view downloads with the first pick, not after the click. */
function PrefetchOnPick() {
  const picked = useSnapshot(slipSelections()).slip.entries.length > 0;
  useEffect(() => {
    if (picked) prefetchPendingBets();
  }, [picked]);
  return null;
}

function MobileSlip({ host, root }: { host: () => EventTarget | undefined; root: RefObject<HTMLElement | null> }) {
  const { t } = useT(['slip']);
  const { slip, info } = useSnapshot(slipSelections());
  const [open, setOpen] = useState(false);
  // "Bet slip (n)" after a pick opens the sheet at the pick's stake field; closing it returns to the pick.
  useEffect(
    () =>
      onSlipFocusRequest((request) => {
        setOpen(true);
        focusStake(root, request);
      }),
    [root],
  );
  useEffect(() => {
    if (!open) takeReturnTarget()?.focus();
  }, [open]);
  const count = slip.entries.length;
  // A parlay's combined price at the picks' accepted prices (European, as the receipt's).
  const parlayOdds = parlayPrice(slip, info);
  return (
    <>
      <div className="slip-bar" part="bar">
        <button
          type="button"
          className="sport-button slip-bar-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {t('slip:title')} <span className="slip-count">{count}</span>
          {parlayOdds && <span className="slip-bar-odds">@{parlayOdds}</span>}
        </button>
        <span className="sport-visually-hidden" role="status" aria-live="polite">
          {t('slip:selections', { count })}
        </span>
      </div>
      <Dialog open={open} sheet title={t('slip:title')} onClose={() => setOpen(false)}>
        <SlipPanel sheet host={host} />
      </Dialog>
    </>
  );
}
