// @vitest-environment happy-dom
// The slip's notices become toasts (spec §2): each queued notice shows once, in the order queued, even one queued
// while the one before it is being shown (a decided bet's 投注成功 right after its 投注已提交, on a busy page).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import type { ToastInput } from '../../../../src/ui/Toast';

const fakes = vi.hoisted(() => ({ toast: vi.fn(), t: (key: string) => key }));
vi.mock('../../../../src/ui/Toast', () => ({ useToast: () => fakes.toast }));
vi.mock('../../../../src/ui/i18n', () => ({ useT: () => ({ t: fakes.t }) }));

const { NoticeToasts } = await import('../../../../src/features/bet-slip/NoticeToasts');
const { notify } = await import('../../../../src/state/slip/betState');

it('a notice queued while the one before it is shown (between the drain and the next render) is shown too', async () => {
  const titles: string[] = [];
  fakes.toast.mockImplementation(({ title }: ToastInput) => {
    titles.push(title);
    if (title === 'notices:first') notify({ kind: 'success', title: 'notices:second' });
  });
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<NoticeToasts />));
  notify({ kind: 'info', title: 'notices:first' });
  for (const end = Date.now() + 2000; titles.length < 2 && Date.now() < end;)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(titles).toEqual(['notices:first', 'notices:second']);
  root.unmount();
});
