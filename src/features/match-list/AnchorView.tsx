// The anchor tab: hosts on air (and scheduled) with their popularity; a card opens the live room.
import { useEffect, useState } from 'react';
import { LiveState } from '../../domain/liveEnums';
import { liveRoomPath } from '../../domain/liveRoomRoute';
import type { Anchor } from '../../domain/types';
import { api } from '../../state/page/api';
import { Avatar } from '../../ui/Avatar';
import { useT } from '../../ui/i18n';
import { StateView } from '../../ui/StateView';
import { useListContext } from './listContext';
import { viewCssRef } from '../../ui/viewCss';
import viewCss from './views.css?inline';

/** Adopts the view's rules into the element's shadow root as its root element attaches. */
const withViewCss = viewCssRef(viewCss);

/** Anchor cards, live ones first; a failure offers a retry. */
export function AnchorView() {
  const { t, go } = useListContext();
  const { t: viewText } = useT(['explore']);
  const [anchors, setAnchors] = useState<Anchor[] | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setAnchors(null);
    api()
      .anchorList()
      .then(
        (list) =>
          alive &&
          setAnchors(
            [...list].sort(
              (a, b) =>
                Number(b.liveStatus === LiveState.Living) - Number(a.liveStatus === LiveState.Living) ||
                b.popularity - a.popularity,
            ),
          ),
        () => alive && setAnchors('failed'),
      );
    return () => {
      alive = false;
    };
  }, [attempt]);

  if (anchors === null) return <StateView kind="loading" />;
  if (anchors === 'failed') return <StateView kind="error" onRetry={() => setAttempt((n) => n + 1)} />;
  if (anchors.length === 0) return <StateView kind="empty" message={viewText('explore:anchors.none')} />;
  return (
    <ul ref={withViewCss} className="sport-anchors" part="anchors">
      {anchors.map((anchor) => (
        <li key={anchor.liveRoomId}>
          <button type="button" className="sport-anchor" onClick={() => go(liveRoomPath(anchor.liveRoomId))}>
            <Avatar photoId={anchor.hostPhotoId} name={anchor.hostName ?? anchor.hostId} />
            <span className="sport-anchor-name">{anchor.hostName ?? anchor.hostId}</span>
            {anchor.liveStatus === LiveState.Living && (
              <span className="sport-badge" data-kind="live">
                {t('matches:badge.live')}
              </span>
            )}
            <span className="sport-muted">{viewText('explore:anchors.popularity', { count: anchor.popularity })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
