// Shows the bet state's queued notices (投注成功 / 投注失败 / 添加串关成功 …) as toasts in the user's language; a
// decided bet's toast opens the bet history on click.
import { useEffect } from 'react';
import { noticeDurationMs, noticePath } from '../../domain/noticeToasts';
import { useSnapshot } from 'valtio/react';
import { betState, takeNotices } from '../../state/slip/betState';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { pickSideText } from '../../ui/PickText';

/** Drains the notice queue into this element's toasts. */
export function NoticeToasts() {
  const { notices } = useSnapshot(betState());
  const toast = useToast();
  const { t } = useT(['slip']);
  useEffect(() => {
    for (const notice of takeNotices()) {
      toast({
        kind: notice.kind,
        title: t(notice.title),
        // A notice about a pick names its side in words (issue 28 items 1 and 7).
        message: notice.content
          ? t(notice.content.key, {
              ...notice.content.values,
              ...(notice.content.pick ? { pick: pickSideText(t, notice.content.pick) } : {}),
            })
          : undefined,
        path: noticePath(notice.title),
        durationMs: noticeDurationMs(notice.title),
      });
    }
  }, [notices.length, toast, t]);
  return null;
}
