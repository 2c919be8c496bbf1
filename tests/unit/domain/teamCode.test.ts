// Short team codes of the phone's period table (src/domain/teamCode.ts).
import { describe, expect, it } from 'vitest';
import { teamCodes } from '../../../src/domain/teamCode';

describe('teamCodes: short codes for a narrow table, never cut mid-letter, the two sides told apart', () => {
  it('one word: its first three letters; several: their initials', () => {
    expect(teamCodes('Fulham', 'Guangdong Southern Tigers')).toEqual(['FUL', 'GST']);
  });
  it('two teams whose codes would be the same fall back to their last word', () => {
    expect(teamCodes('Man City', 'Man Crewe')).toEqual(['CIT', 'CRE']);
  });
  it('a script without capitals keeps a whole word (Arabic); a Chinese name its first two characters', () => {
    expect(teamCodes('ريال مدريد', 'برشلونة')).toEqual(['ريال', 'برشلونة']);
    expect(teamCodes('广东宏远', '辽宁本钢')).toEqual(['广东', '辽宁']);
  });
});
