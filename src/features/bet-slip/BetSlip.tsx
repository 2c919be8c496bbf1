// <sport-bet-slip>: docked on desktop; on mobile (forced, or a phone's viewport) a bottom bar with the selection counter
// and a parlay's combined odds that opens the slip as a bottom sheet (a modal dialog: focus trapped, announced by
// its title).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio/react';
import { parseConfigValue } from '../../runtime/config';
import { getRuntime } from '../../runtime/runtime';
import { parlayPrice } from '../../domain/combinedOdds';
import { startBetService } from '../../state/slip/service';
import { slipSelections } from '../../state/slip/selections';
import { Dialog } from '../../ui/Dialog';
import { Shell, type ElementProps } from '../../ui/Shell';
import { NARROW_WIDTH_PX } from '../../ui/ShellFrame';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { NoticeToasts } from './NoticeToasts';
import { prefetchPendingBets } from './pendingChunk';
import { SlipPanel } from './SlipPanel';
import { useHost } from './useSlip';
import ownCss from './bet-slip.css?inline';

/** Translation namespaces of the element besides the base ones (preloaded as it connects). */
export const BET_SLIP_NAMESPACES = ['slip', 'notices'];

/** The element's stylesheet: the feature's own rules. */
export const BET_SLIP_CSS = ownCss;

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
  return (
    <div ref={ref} className="slip-root">
      <NoticeToasts />
      <PrefetchOnPick />
      {mobile ? (
        <MobileSlip host={host} />
      ) : (
        <aside className="slip-dock" part="dock">
          <SlipPanel sheet={false} host={host} />
        </aside>
      )}
    </div>
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

function MobileSlip({ host }: { host: () => EventTarget | undefined }) {
  const { t } = useT(['slip']);
  const { slip, info } = useSnapshot(slipSelections());
  const [open, setOpen] = useState(false);
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
