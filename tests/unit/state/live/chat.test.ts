// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeApi, resetRuntime } from './fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('./fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { applyChatFrame, sendChat } = await import('../../../../src/state/live/chat');
const { CHAT_LOG_LIMIT } = await import('../../../../src/domain/chatLog');
const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');
const { LiveState } = await import('../../../../src/domain/liveEnums');

const ROOM = 'LR1';
const msg = (msgId: string, uid: string, content = `text ${msgId}`) => ({
  msgId,
  uid,
  nickName: `nick-${uid}`,
  content,
  t: 1,
});
const room = () => liveRooms().byId[ROOM];
const frame = (code: string, data: unknown) => applyChatFrame(ROOM, { code, data });
const ids = () => room().chat.messages.map((m) => m.id);
/** New lines go in with the next animation frame (state/live/chatLog.ts). */
const nextFrame = () => vi.advanceTimersToNextFrame();

beforeEach(() => {
  vi.useFakeTimers();
  resetRuntime();
  resetFakeApi();
  liveRooms().byId[ROOM] = emptyRoom(ROOM);
});

describe('chat frames applied to the room (spec §8 chat codes)', () => {
  it('L01 init sets host, match, live state and online count', () => {
    frame('L01', {
      liveRoomId: ROOM,
      hostId: 'H1',
      hostName: 'Lily',
      matchId: 'm9',
      online: 12,
      liveStatus: LiveState.Living,
    });
    expect(room()).toMatchObject({
      hostId: 'H1',
      hostName: 'Lily',
      matchId: 'm9',
      online: 12,
      liveStatus: LiveState.Living,
    });
  });

  it('L03 history replaces the log; M01 appends; malformed rows and frames are dropped', () => {
    frame('L03', { list: [msg('1', 'a'), { msgId: '2' }, msg('3', 'b')] });
    expect(ids()).toEqual(['1', '3']);
    frame('M01', msg('4', 'c'));
    frame('M01', { content: 'no id' });
    nextFrame();
    expect(ids()).toEqual(['1', '3', '4']);
    expect(room().chat.messages[2]).toMatchObject({ nickName: 'nick-c', text: 'text 4', automatic: false });
  });

  it('L03 again (a reconnect in another language) words the lines shown anew and keeps the gift lines', () => {
    frame('L03', { list: [msg('1', 'v-1', 'What a game!'), msg('2', 'me', 'hi')] });
    frame('G01', { uid: 'v-2', nickName: 'nick-v-2', giftId: 1, giftName: 'Rose', price: '1', count: 2 });
    nextFrame();
    frame('L03', { list: [msg('1', 'v-1', '这场太精彩了！'), msg('2', 'me', 'hi')] });
    expect(room().chat.messages.map((m) => `${m.kind}:${m.text}`)).toEqual([
      'chat:这场太精彩了！',
      'chat:hi',
      'gift:Rose',
    ]);
  });

  it("a rejoin (L03 again: reconnect or language switch) does not add the viewer's own welcome a second time; a later join's welcome is added (issue 30)", () => {
    frame('L03', { list: [msg('1', 'a')] });
    frame('P02', { nickName: 'demo' });
    nextFrame();
    frame('L03', { list: [msg('1', 'a')] });
    frame('P02', { nickName: 'demo' });
    nextFrame();
    expect(room().chat.messages.map((m) => `${m.kind}:${m.nickName}`)).toEqual(['chat:nick-a', 'welcome:demo']);
    frame('P02', { nickName: 'someone' });
    nextFrame();
    expect(
      room()
        .chat.messages.filter((m) => m.kind === 'welcome')
        .map((m) => m.nickName),
    ).toEqual(['demo', 'someone']);
  });

  it("a rejoin after a login adds the welcome naming the user: the guest's welcome before it named no one", () => {
    frame('L03', { list: [msg('1', 'a')] });
    frame('P02', { nickName: '' });
    nextFrame();
    frame('L03', { list: [msg('1', 'a')] });
    frame('P02', { nickName: 'demo' });
    nextFrame();
    expect(
      room()
        .chat.messages.filter((m) => m.kind === 'welcome')
        .map((m) => m.nickName),
    ).toEqual(['', 'demo']);
  });

  it('a rejoin keeps the lines older than the history the server sends again (issue 30: a switch keeps the whole log)', () => {
    frame('L03', { list: Array.from({ length: 40 }, (_, i) => msg(String(i), 'a', `line ${i}`)) });
    frame('L03', { list: Array.from({ length: 30 }, (_, i) => msg(String(i + 10), 'a', `行 ${i + 10}`)) });
    expect(ids()).toHaveLength(40);
    expect(
      room()
        .chat.messages.map((m) => m.text)
        .slice(9, 11),
    ).toEqual(['line 9', '行 10']);
  });

  it('the log keeps the newest 300 messages (CHAT_LOG_LIMIT)', () => {
    for (let i = 0; i < CHAT_LOG_LIMIT + 5; i += 1) frame('M01', msg(String(i), 'u'));
    nextFrame();
    expect(room().chat.messages).toHaveLength(CHAT_LOG_LIMIT);
    expect(ids()[0]).toBe('5');
  });

  it('B06 deletes the named message; automatic lines (welcome, gift) are kept', () => {
    frame('L03', { list: [msg('1', 'a'), msg('2', 'b')] });
    frame('P02', { nickName: 'demo' });
    frame('B06', { msgId: '1' });
    expect(room().chat.messages.map((m) => m.kind)).toEqual(['chat', 'welcome']);
    expect(ids()[0]).toBe('2');
  });

  it('B08 bans a user: every message of that uid goes (deleteChatMessages by uid), others and automatic lines stay', () => {
    frame('L03', { list: [msg('1', 'spammer'), msg('2', 'b'), msg('3', 'spammer')] });
    frame('G01', { uid: 'spammer', nickName: 'nick-spammer', giftId: 1, giftName: 'Rose', price: '1', count: 2 });
    frame('B08', { uid: 'spammer', msgIds: ['3'] });
    expect(room().chat.messages.map((m) => `${m.kind}:${m.uid}`)).toEqual(['chat:b', 'gift:spammer']);
  });

  it('R00-R06 refusals show as translated messages; R01 (token expired) also ends chat for this session', () => {
    const keys = ['R00', 'R02', 'R03', 'R04', 'R05', 'R06'].map((code) => {
      frame(code, { msg: 'server text' });
      return room().chat.refusal;
    });
    expect(keys).toEqual([
      'live:chat.refusal.R00',
      'live:chat.refusal.R02',
      'live:chat.refusal.R03',
      'live:chat.refusal.R04',
      'live:chat.refusal.R05',
      'live:chat.refusal.R06',
    ]);
    frame('R01', { msg: 'token expired' });
    expect(room().chat).toMatchObject({
      refusal: 'live:chat.refusal.R01',
      chatError: 'live:chat.refusal.R01',
      inputDisabled: true,
    });
  });

  it('E03 invalid channel disables chat with its message', () => {
    frame('E03', { msg: 'invalid channel id' });
    expect(room().chat).toMatchObject({ chatError: 'live:chat.invalidChannel', inputDisabled: true });
  });

  it('H01 counts the off-air countdown down each second and ends the room at 0', () => {
    room().liveStatus = LiveState.Living;
    frame('H01', { seconds: 3 });
    expect(room().chat.offCountdown).toBe(3);
    vi.advanceTimersByTime(2_000);
    expect(room().chat.offCountdown).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(room().chat.offCountdown).toBe(0);
    expect(room().liveStatus).toBe(LiveState.Ended);
  });

  it('an anonymous (read-only) viewer cannot send; an empty message is never sent', () => {
    expect(sendChat(ROOM, 'hello')).toBe(false);
    room().chat.readOnly = false;
    room().chat.inputDisabled = false;
    expect(sendChat(ROOM, '   ')).toBe(false);
    expect(sendChat(ROOM, 'hello')).toBe(false);
    expect(room().chat.refusal).toBe('live:chat.notConnected');
  });
});
