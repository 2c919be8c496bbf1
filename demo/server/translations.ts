// Translation tables served by staticList: ENG, CMN and ZHO (CMN in traditional characters); the other
// languages fall back to ENG.
import { MatchStatus } from '../../src/domain/enums.ts';
import { SPORTS } from './catalog.ts';
import { PERIOD_NAMES } from './periods.ts';
import { MARKET_TYPE_NAMES } from './pricing.ts';

const STATUS_NAMES: Record<number, { ENG: string; CMN: string }> = {
  [MatchStatus.Ended]: { ENG: 'Ended', CMN: '已结束' }, [MatchStatus.Postponed]: { ENG: 'Postponed', CMN: '推迟' },
  [MatchStatus.Interrupted]: { ENG: 'Interrupted', CMN: '中断' }, [MatchStatus.Cancelled]: { ENG: 'Cancelled', CMN: '取消' },
  [MatchStatus.Upcoming]: { ENG: 'Upcoming', CMN: '未开赛' }, [MatchStatus.Live]: { ENG: 'Live', CMN: '进行中' },
  [MatchStatus.Delayed]: { ENG: 'Delayed', CMN: '延迟' }, [MatchStatus.Abandoned]: { ENG: 'Abandoned', CMN: '腰斩' },
  [MatchStatus.Suspended]: { ENG: 'Suspended', CMN: '暂停' }, [MatchStatus.CoverageLost]: { ENG: 'Coverage lost', CMN: '信号中断' },
};

const OPTION_NAMES: Record<string, { ENG: string; CMN: string }> = {
  H: { ENG: 'Home', CMN: '主' }, D: { ENG: 'Draw', CMN: '和' }, A: { ENG: 'Away', CMN: '客' },
  O: { ENG: 'Over', CMN: '大' }, U: { ENG: 'Under', CMN: '小' }, ODD: { ENG: 'Odd', CMN: '单' }, EVEN: { ENG: 'Even', CMN: '双' },
  Y: { ENG: 'Yes', CMN: '是' }, N: { ENG: 'No', CMN: '否' }, OTHER: { ENG: 'Any other score', CMN: '其他比分' },
};

// Simplified to traditional, for the characters these tables use that differ.
const TRADITIONAL: Record<string, string> = {
  会: '會', 军: '軍', 单: '單', 双: '雙', 号: '號', 后: '後', 场: '場', 断: '斷', 暂: '暫', 机: '機', 独: '獨', 盘: '盤',
  篮: '籃', 结: '結', 网: '網', 胆: '膽', 胜: '勝', 节: '節', 规: '規', 让: '讓', 负: '負', 赛: '賽', 赢: '贏', 进: '進',
  迟: '遲', 钟: '鐘', 总: '總', 斩: '斬', 开: '開',
};

/** A CMN text in traditional characters (ZHO). */
const traditional = (text: string) => text.replace(/./gu, (c) => TRADITIONAL[c] ?? c);

function pick(table: Record<string | number, { ENG: string; CMN: string }>, lang: string): Record<string, string> {
  const text = (v: { ENG: string; CMN: string }) => (lang === 'CMN' ? v.CMN : lang === 'ZHO' ? traditional(v.CMN) : v.ENG);
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, text(v)]));
}

/** Tables for one language: market type, match period, match status, option, period, sports, tournament phase. */
export function staticTables(lang: string): Record<string, Record<string, string>> {
  const periods = pick(PERIOD_NAMES, lang);
  return {
    marketType: pick(MARKET_TYPE_NAMES, lang),
    matchPeriod: periods,
    period: periods,
    matchStatus: pick(STATUS_NAMES, lang),
    option: pick(OPTION_NAMES, lang),
    sports: pick(Object.fromEntries(SPORTS.map((s) => [s.id, s.names])), lang),
    tournamentPhase: pick({ 1: { ENG: 'Regular season', CMN: '常规赛' }, 2: { ENG: 'Playoffs', CMN: '季后赛' } }, lang),
  };
}
