// Shows the bet state's queued notices (投注成功 / 投注失败 / 添加串关成功 …) as toasts in the user's language; a
// decided bet's toast opens the bet history on click.
import { useEffect, useRef } from 'react';
import { noticeDurationMs, noticePath } from '../../domain/noticeToasts';
import { useSnapshot } from 'valtio/react';
import { betState, takeNotices } from '../../state/slip/betState';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import type { pickSideText } from '../../ui/PickText';

// A notice about a pick (a decided bet, a reserved one) names its side in words (issue 28 items 1 and 7). Those words
// come with ui/PickText, which the slip loads with its first pick: a page that only shows the slip never downloads them.
const loadSideText = () => import('../../ui/PickText').then((m) => m.pickSideText);

/** Drains the notice queue into this element's toasts, in the order they were queued. */
export function NoticeToasts() {
  // The newest queued notice's id, not the queue's length: a notice queued after a drain and before the next render
  // leaves the length as it was (1, 0, 1), so that notice waited, unshown, for the one after it.
  const newest = useSnapshot(betState()).notices.at(-1)?.id ?? 0;
  const toast = useToast();
  const { t } = useT(['slip']);
  const shown = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    const taken = takeNotices();
    if (!taken.length) return;
    const show = (sideText?: typeof pickSideText) => {
      for (const notice of taken) {
        const pick = notice.content?.pick;
        toast({
          kind: notice.kind,
          title: t(notice.title),
          message: notice.content
            ? t(notice.content.key, {
                ...notice.content.values,
                ...(pick ? { pick: sideText ? sideText(t, pick) : pick.optionName } : {}),
              })
            : undefined,
          path: noticePath(notice.title),
          durationMs: noticeDurationMs(notice.title),
        });
      }
    };
    // A batch waits for the one before it, so a later toast never overtakes one still waiting for its words.
    shown.current = shown.current.then(() =>
      taken.some((n) => n.content?.pick) ? loadSideText().then(show, () => show()) : show(),
    );
  }, [newest, toast, t]);
  return null;
}
