// The reference server's staticList tables (spec §7): ENG, CMN, BRA, JPN, SAU, SPA, THA and VIE written out,
// ZHO in traditional characters (from CMN), unknown codes in English.
import { describe, expect, it } from 'vitest';
import { leagueIn, staticTables } from '../../../../demo/server/translations';
import { MatchStatus } from '../../../../src/domain/enums';
import { SPORTS } from '../../../../demo/server/catalog';

/** The six languages that used to fall back to English. */
const OWN_LANGUAGES = ['BRA', 'JPN', 'SAU', 'SPA', 'THA', 'VIE'] as const;

/**
 * Texts that are rightly the same as the English one: symbols used as is ('1X2'), and words the language
 * writes exactly like English (Spanish 'No', the loanwords 'Handicap' and 'Playoffs' in Brazilian Portuguese).
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  ANY: ['1X2'],
  SPA: ['No'],
  BRA: ['Handicap', 'Playoffs'],
};

describe('staticList tables', () => {
  it('serve CMN in simplified and ZHO in traditional characters, unknown codes in English', () => {
    expect(staticTables('CMN').matchStatus[MatchStatus.Ended]).toBe('已结束');
    expect(staticTables('ZHO').matchStatus[MatchStatus.Ended]).toBe('已結束');
    expect(staticTables('ZHO').option.ODD).toBe('單');
    expect(staticTables('ZHO').period[2]).toBe('上半場');
    expect(staticTables('XYZ').matchStatus[MatchStatus.Ended]).toBe('Ended');
    expect(staticTables('toString')).toEqual(staticTables('ENG'));
  });

  it('serve the other languages in their own words', () => {
    expect(staticTables('SPA').period[4]).toBe('Descanso');
    expect(staticTables('SPA').option.O).toBe('Más de');
    expect(staticTables('JPN').period[4]).toBe('ハーフタイム');
    expect(staticTables('VIE').matchStatus[MatchStatus.Ended]).toBe('Đã kết thúc');
    expect(staticTables('BRA').sports[staticSportId('Football')]).toBe('Futebol');
    expect(staticTables('THA').marketType[3]).toBe('สูง/ต่ำ');
  });

  it('every language gets its own tables: no table entry falls back to English outside ENG', () => {
    const eng = staticTables('ENG');
    for (const lang of OWN_LANGUAGES) {
      const tables = staticTables(lang);
      const allowed = [...SAME_AS_ENGLISH.ANY, ...(SAME_AS_ENGLISH[lang] ?? [])];
      expect(Object.keys(tables).sort(), lang).toEqual(Object.keys(eng).sort());
      for (const [name, table] of Object.entries(eng)) {
        expect(Object.keys(tables[name]).sort(), `${lang} ${name}`).toEqual(Object.keys(table).sort());
        for (const [id, english] of Object.entries(table)) {
          const text = tables[name][id];
          expect(text.trim(), `${lang} ${name}.${id}`).not.toBe('');
          if (!allowed.includes(english)) expect(text, `${lang} ${name}.${id}`).not.toBe(english);
        }
      }
    }
  });

  it("name each sport's periods in its own words: tennis's sets 盘, volleyball's sets and table tennis's games 局, hockey's periods 节", () => {
    const cmn = staticTables('CMN');
    const eng = staticTables('ENG');
    const third = (sport: string) => SPORTS.find((s) => s.key === sport)!.format;
    const code = (sport: string, i: number) => {
      const f = third(sport);
      return f.kind === 'sets' ? f.setCodes[i] : f.periodCodes[i];
    };
    expect(cmn.period[code('tennis', 2)]).toBe('第三盘');
    expect(cmn.period[code('volleyball', 2)]).toBe('第三局');
    expect(cmn.period[code('tabletennis', 2)]).toBe('第三局');
    expect(cmn.period[code('hockey', 2)]).toBe('第三节');
    expect(eng.period[code('volleyball', 2)]).toBe('3rd set');
    expect(eng.period[code('tabletennis', 2)]).toBe('Game 3');
    expect(staticTables('JPN').period[code('tabletennis', 0)]).toBe('第1ゲーム');
  });

  it('write Arabic in Arabic script', () => {
    for (const table of Object.values(staticTables('SAU'))) {
      for (const text of Object.values(table)) expect(text).toMatch(/[\u0600-\u06FF]/u);
    }
  });

  it('leave no simplified-only character of the tables in ZHO', () => {
    const zho = JSON.stringify(staticTables('ZHO'));
    expect(zho).not.toMatch(/[会军单双号后场断暂机独盘篮结网胆胜节规让负赛赢进迟钟总斩开]/u);
  });
});

/** The sport id whose English name is `name`. */
function staticSportId(name: string): string {
  return Object.entries(staticTables('ENG').sports).find(([, text]) => text === name)![0];
}

describe('league names (issue 16: one language per screen)', () => {
  it('names a league in the request language where it has a name of its own, ZHO in traditional characters, else as it is', () => {
    expect(leagueIn('CMN', 'English Premier League')).toBe('英格兰超级联赛');
    expect(leagueIn('ZHO', 'English Premier League')).toBe('英格蘭超級聯賽');
    expect(leagueIn('SAU', 'German Bundesliga')).toBe('الدوري الألماني');
    expect(leagueIn('ENG', 'German Bundesliga')).toBe('German Bundesliga');
    expect(leagueIn('VIE', 'NBA')).toBe('NBA');
    expect(leagueIn('CMN', 'A league we do not know')).toBe('A league we do not know');
  });
});
