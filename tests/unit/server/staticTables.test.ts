// The reference server's staticList tables (spec §7): ENG, CMN, and ZHO in traditional characters.
import { describe, expect, it } from 'vitest';
import { staticTables } from '../../../demo/server/translations';
import { MatchStatus } from '../../../src/domain/enums';

describe('staticList tables', () => {
  it('serve CMN in simplified and ZHO in traditional characters, other languages in English', () => {
    expect(staticTables('CMN').matchStatus[MatchStatus.Ended]).toBe('已结束');
    expect(staticTables('ZHO').matchStatus[MatchStatus.Ended]).toBe('已結束');
    expect(staticTables('ZHO').option.ODD).toBe('單');
    expect(staticTables('ZHO').period[2]).toBe('上半場');
    expect(staticTables('VIE').matchStatus[MatchStatus.Ended]).toBe('Ended');
  });

  it('leave no simplified-only character of the tables in ZHO', () => {
    const zho = JSON.stringify(staticTables('ZHO'));
    expect(zho).not.toMatch(/[会军单双号后场断暂机独盘篮结网胆胜节规让负赛赢进迟钟总斩开]/u);
  });
});
