// The favourite star of a row: follow / unfollow through the API, at most 50 (spec §5), login required.
import { memo, type MouseEvent } from 'react';
import { isApiError } from '../../api/errors';
import { session } from '../../state/session/session';
import { requireLogin } from '../../state/session/tracking';
import { useToast } from '../../ui/Toast';
import { useProxySelect } from '../../ui/useProxySelect';
import { useListContext } from './listContext';

/** A toggle button; a refusal (50 favourites) or a failure is shown in a toast. */
export const FavouriteStar = memo(function FavouriteStar({ matchId }: { matchId: string }) {
  const { t, host } = useListContext();
  const toast = useToast();
  // A yes/no, not a snapshot: a row re-rendered by moved odds skips the memoized star.
  const followed = useProxySelect(session(), (state) => state.favourites.includes(matchId));

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (!requireLogin('favourite', host())) return;
    // Loaded with the session once logged in; a failed download reads as a failed follow.
    import('../../state/session/userActions')
      .then((actions) => actions.toggleFavourite(matchId))
      .then(
        (refused) => refused && toast({ title: t(refused), kind: 'error' }),
        (error: unknown) =>
          toast({ title: t(isApiError(error) ? error.messageKey : 'errors:loadFailed'), kind: 'error' }),
      );
  };

  return (
    <button
      type="button"
      className="sport-star"
      part="favourite"
      aria-pressed={followed}
      aria-label={t(followed ? 'matches:favourite.remove' : 'matches:favourite.add')}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill={followed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"
        />
      </svg>
    </button>
  );
});
