// "Hosts covering this match" in the match detail (spec §3 Anchor match item, §7 ssapi/anchor/search): each host
// streaming the match, with the audience; a click asks the host page to open that room (sport-navigate, as the
// live-room badge does). Loaded after the detail's first paint with its call; asked again on a language switch.
import { useEffect, useRef, useState } from 'react';
import { anchorsOfMatch } from '../../api/endpoints/anchorSearch';
import { liveRoomPath } from '../../domain/liveRoomRoute';
import type { AnchorMatch } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { client } from '../../state/page/client';
import { useT } from '../../ui/i18n';
import { viewCssRef } from '../../ui/viewCss';
import css from './expert-picks.css?inline';

const withCss = viewCssRef(css);

/** The hosts on air or scheduled on this match; nothing while loading, after a failure or when there are none. */
export default function MatchHosts({ matchId }: { matchId: string }) {
  const { t, lang } = useT(['detail']);
  const ref = useRef<HTMLElement | null>(null);
  const [hosts, setHosts] = useState<{ key: string; list: AnchorMatch[] } | null>(null);
  const key = `${matchId}:${lang}`;
  useEffect(() => {
    let live = true;
    anchorsOfMatch(client(), matchId).then(
      (list) => live && setHosts({ key, list }),
      () => live && setHosts({ key, list: [] }),
    );
    return () => void (live = false);
  }, [matchId, key]);
  const list = hosts?.key === key ? hosts.list.filter((h) => h.chId) : [];
  if (list.length === 0) return null;
  const open = (host: AnchorMatch) => {
    const element = (ref.current?.getRootNode() as ShadowRoot | undefined)?.host;
    getRuntime().emit(
      'sport-navigate',
      { path: liveRoomPath(host.chId!, host.hostId), element: 'sport-match-detail' },
      element ?? undefined,
    );
  };
  return (
    <section
      ref={(el) => {
        ref.current = el;
        withCss(el);
      }}
      className="detail-experts detail-hosts"
      part="match-hosts"
      aria-label={t('detail:hosts.title')}
    >
      <h3 className="detail-experts-title">{t('detail:hosts.title')}</h3>
      <ul className="detail-host-list">
        {list.map((host) => (
          <li key={host.hostId}>
            <button type="button" className="sport-button" data-room={host.chId} onClick={() => open(host)}>
              <span dir="auto">{host.hostName}</span>{' '}
              <span className="detail-expert-words">{t('detail:hosts.watching', { n: host.popularity })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
