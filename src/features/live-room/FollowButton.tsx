// Follow or unfollow the room's host (spec §7 user/subscribe/info, subscribe, unsubscribe); an anonymous viewer
// is asked to log in first. Followed hosts come first in the anchor list.
import { useSnapshot } from 'valtio/react';
import { follows, toggleFollow } from '../../state/live/follows';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { useHostElement } from './useHostElement';

/** The follow toggle of a host. */
export function FollowButton({ hostId, hostName }: { hostId: string; hostName: string }) {
  const { t } = useT(['room']);
  const toast = useToast();
  const [ref, host] = useHostElement();
  const { hostIds, busy } = useSnapshot(follows());
  const following = hostIds.includes(hostId);
  const click = async () => {
    if (!requireLogin('live-follow', host())) return;
    const failed = await toggleFollow(hostId);
    if (failed) toast({ title: t(failed), kind: 'error' });
  };
  return (
    <div ref={ref} className="live-follow-slot">
      <button
        type="button"
        className="live-follow"
        part="follow"
        aria-pressed={following}
        aria-label={t(following ? 'room:follow.unfollowLabel' : 'room:follow.followLabel', { name: hostName })}
        disabled={busy === hostId || !hostId}
        onClick={() => void click()}
      >
        <span aria-hidden="true">{following ? '✓' : '+'}</span>{' '}
        {t(following ? 'room:follow.following' : 'room:follow.follow')}
      </button>
    </div>
  );
}
