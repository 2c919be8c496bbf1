// @vitest-environment happy-dom
// The chat socket never carries the session token, and a replaced session (505) keeps it closed (issue: no exposed token).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../support/fakeSocket';
import { fakeApi, resetFakeApi, resetRuntime } from './fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('./fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { connectChat } = await import('../../../../src/state/live/chat');
const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');
const { getRuntime } = await import('../../../../src/runtime/runtime');
const { markSessionEnded } = await import('../../../../src/runtime/sessionEnd');

const ROOM = 'LR1';
const SESSION_TOKEN = 'session-secret-token';

beforeEach(() => {
  resetRuntime();
  resetFakeApi();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  getRuntime().setToken(SESSION_TOKEN);
  liveRooms().byId[ROOM] = emptyRoom(ROOM);
});
afterEach(() => vi.unstubAllGlobals());

describe('chat socket URL and the session token', () => {
  it('with a chat token the socket URL carries it and never the session token', async () => {
    fakeApi.chatToken.mockResolvedValue({
      token: 'chat-abc',
      banInfo: { isBan: false, isPermission: false },
      isAvailable: true,
      betLimitCond: 0,
    });
    await connectChat(ROOM);
    expect(FakeSocket.last().url).toContain('token=chat-abc');
    expect(FakeSocket.last().url).not.toContain(SESSION_TOKEN);
  });

  it('when the chat-token call fails the socket opens without any token and the chat says it is read-only', async () => {
    fakeApi.chatToken.mockRejectedValue(new Error('500'));
    await connectChat(ROOM);
    expect(FakeSocket.last().url).not.toContain(SESSION_TOKEN);
    expect(FakeSocket.last().url).not.toContain('token=');
    expect(liveRooms().byId[ROOM].chat).toMatchObject({
      readOnly: true,
      inputDisabled: true,
      placeholderKey: 'live:chat.noChatToken',
    });
  });

  it('after a kick (505) the chat does not reopen anonymously, and a new login opens it again', async () => {
    markSessionEnded('replaced');
    getRuntime().setToken(null);
    await connectChat(ROOM);
    expect(FakeSocket.instances).toHaveLength(0);
    expect(liveRooms().byId[ROOM].chat.placeholderKey).toBe('live:chat.sessionReplaced');
    fakeApi.chatToken.mockResolvedValue({
      token: 'chat-new',
      banInfo: { isBan: false, isPermission: false },
      isAvailable: true,
      betLimitCond: 0,
    });
    getRuntime().setToken('new-login');
    await connectChat(ROOM);
    expect(FakeSocket.last().url).toContain('token=chat-new');
  });

  it("a chat rule's bet limit the user does not meet disables the input and keeps the rule to word it; one met leaves chat open (spec §5 cond 1 AND, 2 OR)", async () => {
    const token = (betLimit: object) => ({
      token: 'chat-1',
      banInfo: { isBan: false, isPermission: false },
      isAvailable: true,
      betLimitCond: (betLimit as { cond: number }).cond,
      betLimit,
    });
    const unmet = { cond: 1, minBets: 1, minVip: 2, placed: 0, vip: 3 };
    fakeApi.chatToken.mockResolvedValue(token(unmet));
    await connectChat(ROOM);
    expect(fakeApi.chatToken).toHaveBeenLastCalledWith(ROOM);
    expect(liveRooms().byId[ROOM].chat).toMatchObject({ inputDisabled: true, betLimit: unmet, readOnly: false });
    fakeApi.chatToken.mockResolvedValue(token({ ...unmet, cond: 2 }));
    await connectChat(ROOM);
    expect(liveRooms().byId[ROOM].chat).toMatchObject({ inputDisabled: false, betLimit: null });
  });

  it('the chat is connecting while its token is asked for, so a language switch then connects again (issue 30: the ban text in the new language)', async () => {
    let answer!: (value: unknown) => void;
    fakeApi.chatToken.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const connecting = connectChat(ROOM);
    expect(liveRooms().byId[ROOM].chat.connection).toBe('connecting');
    answer({ token: 'chat-1', banInfo: { isBan: false, isPermission: false }, isAvailable: true, betLimitCond: 0 });
    await connecting;
  });

  it('a token answer overtaken by a newer connect is dropped, whichever comes first: the newer ban text shows, one socket opens', async () => {
    const answers: ((value: unknown) => void)[] = [];
    fakeApi.chatToken.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const banned = (banText: string) => ({
      token: 'chat-1',
      banInfo: { isBan: true, isPermission: false, banText },
      isAvailable: true,
      betLimitCond: 0,
    });
    const first = connectChat(ROOM);
    const second = connectChat(ROOM);
    answers[1](banned('banned from chatting until 12:10'));
    await second;
    answers[0](banned('禁言至 12:10'));
    await first;
    expect(liveRooms().byId[ROOM].chat.placeholderText).toBe('banned from chatting until 12:10');
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
