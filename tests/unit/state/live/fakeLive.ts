// Fakes for the live-room stores: an API whose calls each test programs, and a fresh runtime per test.
import { vi } from 'vitest';

export const fakeApi = {
  anchorList: vi.fn(),
  matchDetail: vi.fn(),
  roomPermission: vi.fn(),
  chatToken: vi.fn(),
  messagePermission: vi.fn(),
  loadGift: vi.fn(),
  goldmallBalance: vi.fn(),
  presentGift: vi.fn(),
  redEnvelope: vi.fn(),
  receiveRedEnvelope: vi.fn(),
  lotteryWinList: vi.fn(),
  watch: vi.fn(),
  proxySwitch: vi.fn(),
  goldmallDailyLimit: vi.fn(),
  giftTop10: vi.fn(),
  guessingList: vi.fn(),
  guessingBet: vi.fn(),
  guessingRecord: vi.fn(),
  subscribeInfo: vi.fn(),
  followHost: vi.fn(),
  liveBetList: vi.fn(),
  report: vi.fn(),
  deleteMessage: vi.fn(),
  banUser: vi.fn(),
  orderShowRule: vi.fn(),
  betList: vi.fn(),
  showOrder: vi.fn(),
  lotteryWin: vi.fn(),
};

/** Resets every fake call to a harmless default answer. */
export function resetFakeApi(): void {
  for (const fn of Object.values(fakeApi)) fn.mockReset();
  fakeApi.anchorList.mockResolvedValue([]);
  fakeApi.matchDetail.mockRejectedValue(new Error('no match'));
  fakeApi.chatToken.mockResolvedValue({
    token: '',
    banInfo: { isBan: false, isPermission: false },
    isAvailable: true,
    betLimitCond: 0,
  });
  fakeApi.messagePermission.mockResolvedValue({ canSpeak: true });
  fakeApi.loadGift.mockResolvedValue({ gifts: [], coinBalance: '0' });
  fakeApi.goldmallBalance.mockRejectedValue(new Error('404'));
  fakeApi.redEnvelope.mockResolvedValue(null);
  fakeApi.lotteryWinList.mockResolvedValue([]);
  fakeApi.watch.mockResolvedValue(true);
  fakeApi.proxySwitch.mockResolvedValue(false);
  fakeApi.goldmallDailyLimit.mockResolvedValue({ dailyLimit: '500', leftToday: '500' });
  fakeApi.giftTop10.mockResolvedValue([]);
  fakeApi.guessingList.mockResolvedValue([]);
  fakeApi.guessingRecord.mockResolvedValue({ current: 1, pageTotal: 1, size: 20, total: 0, records: [] });
  fakeApi.subscribeInfo.mockResolvedValue({ hostIds: [], matchIds: [] });
  fakeApi.liveBetList.mockResolvedValue([]);
  fakeApi.lotteryWin.mockResolvedValue(false);
}

/** Forgets the page's runtime so each test starts with fresh singletons. */
export function resetRuntime(): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
}
