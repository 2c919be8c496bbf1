import { describe, expect, it } from 'vitest';
import { rejoinLog } from '../../../src/domain/chatLog';

const line = (id: string, text: string, automatic = false) => ({ id, text, automatic });

describe('rejoinLog: the log when the server sends its history again (reconnect, language switch)', () => {
  it("words the server's lines as the history does and keeps gift and welcome lines after the line they followed", () => {
    const log = [
      line('1', 'What a game!'),
      line('g1', 'Rose', true),
      line('2', 'Come on!'),
      line('3', 'hello from me'),
      line('w1', 'welcome', true),
    ];
    const history = [line('1', '这场太精彩了！'), line('2', '加油！'), line('3', 'hello from me'), line('4', '666')];
    expect(rejoinLog(log, history).map((l) => `${l.id}:${l.text}`)).toEqual([
      '1:这场太精彩了！',
      'g1:Rose',
      '2:加油！',
      '3:hello from me',
      'w1:welcome',
      '4:666',
    ]);
  });

  it("drops a server line deleted from within the history's span (an automatic line after it moves to the line before); keeps lines older than the history as they were (issue 30: the history survives a switch whole)", () => {
    const log = [
      line('0', 'old'),
      line('g0', 'Rose', true),
      line('1', 'a'),
      line('2', 'deleted'),
      line('g1', 'Car', true),
    ];
    const history = [line('1', 'A')];
    expect(rejoinLog(log, history).map((l) => `${l.id}:${l.text}`)).toEqual(['0:old', 'g0:Rose', '1:A', 'g1:Car']);
  });

  it("a history that holds none of the shown lines (all newer) goes after them; an empty one keeps nothing of the server's", () => {
    const log = [line('1', 'a'), line('w', 'welcome', true)];
    expect(rejoinLog(log, [line('5', 'e')]).map((l) => l.id)).toEqual(['1', 'w', '5']);
    expect(rejoinLog(log, []).map((l) => l.id)).toEqual(['w']);
  });

  it('keeps only the newest lines past the limit', () => {
    const history = Array.from({ length: 5 }, (_, i) => line(String(i), 't'));
    expect(rejoinLog([line('g', 'x', true)], history, 3).map((l) => l.id)).toEqual(['2', '3', '4']);
  });
});
