// The anchor-proxy switch (spec §4, §7, §8): read when a live element shows and at every login or logout,
// then every 60 s while a user is logged in; any failure reads as off (0). An anonymous visitor sees the
// anchor-proxy cover only while it is on.
import { proxy } from 'valtio/vanilla';
import { PROXY_POLL_MS } from '../../domain/constants';
import { getRuntime } from '../../runtime/runtime';
import { liveApi } from '../page/liveApi';
import { shareWatch } from '../page/sharedWatch';

/** The page's switch (one proxy shared by every element). */
export function anchorProxy(): { enabled: boolean } {
  return getRuntime().singleton('state:anchor-proxy', () => proxy({ enabled: false }));
}

async function readSwitch(): Promise<void> {
  anchorProxy().enabled = await liveApi()
    .proxySwitch()
    .catch(() => false);
}

/** Follows the switch while any live element shows; returns the release (idempotent). */
export function watchAnchorProxy(): () => void {
  return shareWatch('anchor-proxy', () => {
    const runtime = getRuntime();
    let stopPoll = () => {};
    const unlisten = runtime.token.subscribe((token) => {
      stopPoll();
      void readSwitch();
      stopPoll = token ? runtime.lifecycle.every(PROXY_POLL_MS, () => void readSwitch()) : () => {};
    });
    return () => {
      unlisten();
      stopPoll();
    };
  });
}
