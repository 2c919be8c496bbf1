// The emoji picker (spec §7 live/emoji/list, rows of 8): a grid per group; arrow keys move between emojis,
// Home/End go to a row's ends, Enter or a click inserts one, Escape closes and gives focus back to the opener.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { chatCatalog, loadEmojiList } from '../../state/live/chatCatalog';
import { useT } from '../../ui/i18n';
import { adoptChatToolsCss } from './chatToolsCss';

interface EmojiPickerProps {
  id: string;
  onPick: (emoji: string) => void;
  onClose: () => void;
}

/** The picker, open under the composer's emoji button. */
export default function EmojiPicker({ id, onPick, onClose }: EmojiPickerProps) {
  const { t } = useT(['live']);
  const emojis = useSnapshot(chatCatalog().emojiList);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => void loadEmojiList(), []);
  useEffect(() => {
    if (emojis.status === 'ready') ref.current?.querySelector<HTMLButtonElement>('[role="gridcell"] button')?.focus();
  }, [emojis.status]);

  const cells = () => [...(ref.current?.querySelectorAll<HTMLButtonElement>('[data-row]') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const all = cells();
    const root = ref.current?.getRootNode() as Document | ShadowRoot;
    const current = root.activeElement as HTMLButtonElement | null;
    if (!current || !all.includes(current)) return;
    const row = Number(current.dataset.row);
    const col = Number(current.dataset.col);
    const rtl = getComputedStyle(ref.current!).direction === 'rtl';
    const at = (r: number, c: number) => all.find((b) => Number(b.dataset.row) === r && Number(b.dataset.col) === c);
    const inRow = all.filter((b) => Number(b.dataset.row) === row);
    const rows = Math.max(...all.map((b) => Number(b.dataset.row))) + 1;
    let target: HTMLButtonElement | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = at(row, col + (rtl ? -1 : 1));
        break;
      case 'ArrowLeft':
        target = at(row, col + (rtl ? 1 : -1));
        break;
      case 'ArrowDown':
        target =
          row + 1 < rows
            ? (at(row + 1, col) ?? all.filter((b) => Number(b.dataset.row) === row + 1).at(-1))
            : undefined;
        break;
      case 'ArrowUp':
        target = at(row - 1, col);
        break;
      case 'Home':
        target = inRow[0];
        break;
      case 'End':
        target = inRow.at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    target?.focus();
  };

  let row = -1;
  return (
    <div
      ref={(el) => {
        ref.current = el;
        adoptChatToolsCss(el);
      }}
      id={id}
      className="live-emoji"
      onKeyDown={onKeyDown}
      aria-label={t('live:chat.emojiPicker')}
      role="group"
    >
      {emojis.status === 'error' && (
        <p className="live-error" role="alert">
          {t(emojis.errorKey ?? 'errors:loadFailed')}{' '}
          <button type="button" className="live-link" onClick={() => void loadEmojiList()}>
            {t('common:retry')}
          </button>
        </p>
      )}
      {emojis.status !== 'ready' && emojis.status !== 'error' && <p className="live-muted">{t('common:loading')}</p>}
      {emojis.status === 'ready' && (
        // One grid for every group, so the arrow keys cross from one group into the next.
        <div role="grid" aria-label={t('live:chat.emojiPicker')} className="live-emoji-grid">
          {emojis.value.map((group) =>
            group.rows.map((emojiRow, i) => {
              row += 1;
              const r = row;
              return (
                <div role="row" key={`${group.name}-${i}`} className="live-emoji-row">
                  {emojiRow.map((emoji, c) => (
                    <span role="gridcell" key={`${emoji}-${c}`}>
                      <button
                        type="button"
                        data-row={r}
                        data-col={c}
                        tabIndex={r === 0 && c === 0 ? 0 : -1}
                        aria-label={emoji}
                        onClick={() => onPick(emoji)}
                      >
                        {emoji}
                      </button>
                    </span>
                  ))}
                </div>
              );
            }),
          )}
        </div>
      )}
    </div>
  );
}
