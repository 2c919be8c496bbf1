// The logged-in user's own title and VIP level as icons (spec §6), e.g. in the bet slip's header; pressing them
// opens the title picker. Loaded only for a logged-in user (the titles call needs one).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { getRuntime } from '../../runtime/runtime';
import { loadMyTitles, myCurrentTitles, titlesState } from '../../state/session/titles';
import { session } from '../../state/session/session';
import { useT } from '../i18n';
import { useStore } from '../useStore';
import { TitleIcons, adoptTitleCss } from './TitleIcons';

const TitlePicker = lazy(() => import('./TitlePicker'));

/** The user's current titles, a button to the title picker; nothing while logged out or without titles. */
export default function MyTitles() {
  const { t } = useT(['titles']);
  const token = useStore(getRuntime().token);
  const state = useSnapshot(titlesState());
  const [open, setOpen] = useState(false);
  useEffect(() => void loadMyTitles(), [token]);
  const user = useSnapshot(session()).user;
  // Until the title lists are in, the user info's userTitleDO (spec 3.26) already names the current ones.
  const mine = state.status === 'ready' ? myCurrentTitles(state) : (user?.titles ?? []);
  if (!token || mine.length === 0) return null;
  return (
    <>
      <button
        ref={adoptTitleCss}
        type="button"
        className="sport-title-mine"
        aria-label={t('titles:mine')}
        title={t('titles:mine')}
        onClick={() => setOpen(true)}
      >
        <TitleIcons titles={mine} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <TitlePicker onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
