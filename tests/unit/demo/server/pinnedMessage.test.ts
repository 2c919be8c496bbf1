import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChat, start, until, type TestServer } from './harness';

let srv: TestServer;

beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.stop());

describe('a room pinned automatic message (spec §3 Chat state pinedAutoMsg)', () => {
  it("comes with L01 in the joining socket's language", async () => {
    const init = async (languageType: string) => {
      const chat = await openChat(srv, { liveRoomId: 'LR1000', languageType });
      await until(() => chat.frames.some((f) => f.code === 'L01'), 'L01');
      chat.ws.close();
      return (chat.frames.find((f) => f.code === 'L01')!.data as { pinedAutoMsg: { msgId: string; content: string } })
        .pinedAutoMsg;
    };
    const [eng, cmn] = [await init('ENG'), await init('CMN')];
    expect(eng.msgId).toBe(cmn.msgId);
    expect(eng.content).toMatch(/Welcome/);
    expect(cmn.content).toMatch(/欢迎/);
  });
});
