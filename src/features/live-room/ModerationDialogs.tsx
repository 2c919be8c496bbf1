// The dialogs a chat line's menu or the selection bar opens: report messages under a category (chat/report/cate,
// report/add) with a confirmation, and for a chat admin delete messages (B06 for everyone) or ban their sender
// for one of the silence configs (B08 removes the sender's messages everywhere).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import type { SilenceConfig } from '../../domain/chatModeration';
import { BanTimeUnit } from '../../domain/liveEnums';
import { LANGUAGE_TAGS } from '../../i18n/languages';
import type { ChatActionResult } from '../../state/live/chatActions';
import { banUser, deleteMessages, reportMessages } from '../../state/live/moderation';
import { chatCatalog, loadReportCategories } from '../../state/live/chatCatalog';
import type { RoomState } from '../../state/live/rooms';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { adoptChatToolsCss } from './chatToolsCss';

/** What is being moderated: messages to report or delete, or a user to ban. */
export type Moderation =
  | { kind: 'report'; msgIds: string[] }
  | { kind: 'delete'; msgIds: string[] }
  | { kind: 'ban'; uid: string; nickName: string };

const UNIT: Record<number, 'minute' | 'hour' | 'day'> = {
  [BanTimeUnit.Min]: 'minute',
  [BanTimeUnit.Hour]: 'hour',
  [BanTimeUnit.Day]: 'day',
};

/** "10 minutes", "1 hour", "1 يوم": a ban duration in the user's language. */
export function useDuration(): (config: SilenceConfig) => string {
  const { lang } = useT();
  return (config) =>
    new Intl.NumberFormat(LANGUAGE_TAGS[lang], { style: 'unit', unit: UNIT[config.unit], unitDisplay: 'long' }).format(
      config.ttl,
    );
}

/** The open moderation dialog. */
export default function ModerationDialogs({
  room,
  moderation,
  onClose,
}: {
  room: RoomState;
  moderation: Moderation;
  onClose: () => void;
}) {
  if (moderation.kind === 'report') return <ReportDialog room={room} msgIds={moderation.msgIds} onClose={onClose} />;
  if (moderation.kind === 'delete') return <DeleteDialog room={room} msgIds={moderation.msgIds} onClose={onClose} />;
  return <BanDialog room={room} uid={moderation.uid} nickName={moderation.nickName} onClose={onClose} />;
}

/** A dialog's submit state: sending, done (its confirmation shown) or the key of a failure. */
function useSubmit(): [
  { sending: boolean; done: boolean; errorKey: string | null },
  (run: () => Promise<ChatActionResult>) => void,
] {
  const [state, setState] = useState({ sending: false, done: false, errorKey: null as string | null });
  const submit = (run: () => Promise<ChatActionResult>) => {
    if (state.sending) return;
    setState({ sending: true, done: false, errorKey: null });
    void run().then((result) =>
      setState({ sending: false, done: result.ok, errorKey: result.ok ? null : result.errorKey }),
    );
  };
  return [state, submit];
}

function Failure({ errorKey }: { errorKey: string | null }) {
  const { t } = useT(['live']);
  return errorKey ? (
    <p className="live-error" role="alert">
      {t(errorKey)}
    </p>
  ) : null;
}

function Done({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useT(['live']);
  return (
    <div ref={adoptChatToolsCss} className="live-dialog-body">
      <p role="status" className="live-done">
        {text}
      </p>
      <div className="live-dialog-actions">
        <button type="button" className="sport-button" onClick={onClose} autoFocus>
          {t('common:close')}
        </button>
      </div>
    </div>
  );
}

function ReportDialog({ room, msgIds, onClose }: { room: RoomState; msgIds: string[]; onClose: () => void }) {
  const { t } = useT(['live']);
  const categories = useSnapshot(chatCatalog().reportConfigList);
  const [cateId, setCateId] = useState<string | null>(null);
  const [state, submit] = useSubmit();
  const name = useId();
  useEffect(() => void loadReportCategories(), []);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (cateId) submit(() => reportMessages(room.liveRoomId, msgIds, cateId));
  };
  return (
    <Dialog open title={t('live:chat.reportTitle', { n: msgIds.length })} onClose={onClose}>
      {state.done ? (
        <Done text={t('live:chat.reportDone')} onClose={onClose} />
      ) : (
        <form ref={adoptChatToolsCss} className="live-dialog-body" onSubmit={send}>
          <fieldset className="live-choices">
            <legend>{t('live:chat.reportWhy')}</legend>
            {categories.status === 'error' && (
              <p className="live-error" role="alert">
                {t(categories.errorKey ?? 'errors:loadFailed')}{' '}
                <button type="button" className="live-link" onClick={() => void loadReportCategories()}>
                  {t('common:retry')}
                </button>
              </p>
            )}
            {categories.status === 'loading' && <p className="live-muted">{t('common:loading')}</p>}
            {categories.value.map((category) => (
              <label key={category.id}>
                <input
                  type="radio"
                  name={name}
                  value={category.id}
                  checked={cateId === category.id}
                  onChange={() => setCateId(category.id)}
                />
                {category.name}
              </label>
            ))}
          </fieldset>
          <Failure errorKey={state.errorKey} />
          <div className="live-dialog-actions">
            <button type="submit" className="sport-button" disabled={!cateId || state.sending}>
              {t('live:chat.reportSend')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function DeleteDialog({ room, msgIds, onClose }: { room: RoomState; msgIds: string[]; onClose: () => void }) {
  const { t } = useT(['live']);
  const [state, submit] = useSubmit();
  return (
    <Dialog open title={t('live:chat.deleteTitle')} onClose={onClose}>
      {state.done ? (
        <Done text={t('live:chat.deleteDone', { n: msgIds.length })} onClose={onClose} />
      ) : (
        <div ref={adoptChatToolsCss} className="live-dialog-body">
          <p>{t('live:chat.deleteConfirm', { n: msgIds.length })}</p>
          <Failure errorKey={state.errorKey} />
          <div className="live-dialog-actions">
            <button type="button" className="live-link" onClick={onClose}>
              {t('live:chat.cancel')}
            </button>
            <button
              type="button"
              className="sport-button live-danger"
              disabled={state.sending}
              onClick={() => submit(() => deleteMessages(room.liveRoomId, msgIds))}
            >
              {t('live:chat.delete')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function BanDialog({
  room,
  uid,
  nickName,
  onClose,
}: {
  room: RoomState;
  uid: string;
  nickName: string;
  onClose: () => void;
}) {
  const { t } = useT(['live']);
  const { silenceConfigs } = useSnapshot(room.chat);
  const duration = useDuration();
  const [choice, setChoice] = useState(0);
  const [state, submit] = useSubmit();
  const name = useId();
  const config = silenceConfigs[choice];
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (config) submit(() => banUser(room.liveRoomId, uid, config));
  };
  return (
    <Dialog open title={t('live:chat.banTitle', { name: nickName })} onClose={onClose}>
      {state.done && config ? (
        <Done text={t('live:chat.banDone', { name: nickName, duration: duration(config) })} onClose={onClose} />
      ) : (
        <form ref={adoptChatToolsCss} className="live-dialog-body" onSubmit={send}>
          <fieldset className="live-choices">
            <legend>{t('live:chat.banFor')}</legend>
            {silenceConfigs.map((c, i) => (
              <label key={`${c.ttl}-${c.unit}`}>
                <input type="radio" name={name} checked={choice === i} onChange={() => setChoice(i)} />
                {duration(c)}
              </label>
            ))}
          </fieldset>
          <p className="live-muted">{t('live:chat.banNote')}</p>
          <Failure errorKey={state.errorKey} />
          <div className="live-dialog-actions">
            <button type="submit" className="sport-button live-danger" disabled={!config || state.sending}>
              {t('live:chat.ban')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
