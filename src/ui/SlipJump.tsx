// "Bet slip (n)" after a pick (issue 28 item 8): the next key stop after a just-picked odds button, out of sight
// until focused; it takes focus to the pick's stake field in the slip element (Escape there comes back to the pick),
// and its arrival is said politely. Loaded with the first pick, with its rules and the slip's texts.
import { useEffect, useState, type RefObject } from 'react';
import { requestSlipFocus, slipListening } from '../state/slip/slipFocus';
import { slipSelections } from '../state/slip/selections';
import { useT } from './i18n';
import { useProxySelect } from './useProxySelect';
import { viewCssRef } from './viewCss';
import slipJumpCss from './SlipJump.css?inline';

const withJumpCss = viewCssRef(slipJumpCss);

export default function SlipJump({ matchId, pick }: { matchId: string; pick: RefObject<HTMLButtonElement | null> }) {
  const { t } = useT(['slip']);
  const count = useProxySelect(slipSelections(), (state) => state.slip.entries.length);
  // Filled after the region is on the page, so screen readers announce it.
  const [said, setSaid] = useState(false);
  useEffect(() => setSaid(true), []);
  if (!slipListening()) return null;
  return (
    <>
      <button
        ref={withJumpCss}
        type="button"
        className="sport-slip-jump"
        onClick={(event) => {
          event.stopPropagation();
          if (pick.current) requestSlipFocus({ matchId, returnTo: pick.current });
        }}
      >
        {t('slip:jump.go', { count })}
      </button>
      <span className="sport-visually-hidden" role="status">
        {said ? t('slip:jump.added', { count }) : ''}
      </span>
    </>
  );
}
