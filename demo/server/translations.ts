// Translation tables served by staticList, in all nine languages: ENG, CMN, BRA, JPN, SAU, SPA, THA and VIE
// are written out (Names: a missing one is a type error), ZHO is CMN in traditional characters. Unknown
// codes get ENG.
import { MatchStatus } from '../../src/domain/enums.ts';
import { SPORTS } from './catalog.ts';
import { PERIOD_NAMES, type Names } from './periods.ts';
import { MARKET_TYPE_NAMES } from './pricing.ts';
import type { WireOption } from '../../src/api/wire.ts';

const STATUS_NAMES: Record<number, Names> = {
  [MatchStatus.Ended]: {
    ENG: 'Ended',
    CMN: '已结束',
    BRA: 'Encerrado',
    JPN: '終了',
    SAU: 'انتهت',
    SPA: 'Finalizado',
    THA: 'จบแล้ว',
    VIE: 'Đã kết thúc',
  },
  [MatchStatus.Postponed]: {
    ENG: 'Postponed',
    CMN: '推迟',
    BRA: 'Adiado',
    JPN: '延期',
    SAU: 'مؤجلة',
    SPA: 'Aplazado',
    THA: 'เลื่อนการแข่งขัน',
    VIE: 'Hoãn',
  },
  [MatchStatus.Interrupted]: {
    ENG: 'Interrupted',
    CMN: '中断',
    BRA: 'Interrompido',
    JPN: '中断',
    SAU: 'متوقفة',
    SPA: 'Interrumpido',
    THA: 'หยุดชั่วคราว',
    VIE: 'Gián đoạn',
  },
  [MatchStatus.Cancelled]: {
    ENG: 'Cancelled',
    CMN: '取消',
    BRA: 'Cancelado',
    JPN: '中止',
    SAU: 'ملغاة',
    SPA: 'Cancelado',
    THA: 'ยกเลิก',
    VIE: 'Đã hủy',
  },
  [MatchStatus.Upcoming]: {
    ENG: 'Upcoming',
    CMN: '未开赛',
    BRA: 'Em breve',
    JPN: '開始前',
    SAU: 'قادمة',
    SPA: 'Próximamente',
    THA: 'ยังไม่เริ่ม',
    VIE: 'Sắp diễn ra',
  },
  [MatchStatus.Live]: {
    ENG: 'Live',
    CMN: '进行中',
    BRA: 'Ao vivo',
    JPN: 'ライブ',
    SAU: 'مباشر',
    SPA: 'En directo',
    THA: 'สด',
    VIE: 'Trực tiếp',
  },
  [MatchStatus.Delayed]: {
    ENG: 'Delayed',
    CMN: '延迟',
    BRA: 'Atrasado',
    JPN: '遅延',
    SAU: 'متأخرة',
    SPA: 'Retrasado',
    THA: 'ล่าช้า',
    VIE: 'Trì hoãn',
  },
  [MatchStatus.Abandoned]: {
    ENG: 'Abandoned',
    CMN: '腰斩',
    BRA: 'Abandonado',
    JPN: '打ち切り',
    SAU: 'أُلغيت أثناء اللعب',
    SPA: 'Abandonado',
    THA: 'ยุติการแข่งขัน',
    VIE: 'Bỏ dở',
  },
  [MatchStatus.Suspended]: {
    ENG: 'Suspended',
    CMN: '暂停',
    BRA: 'Suspenso',
    JPN: '一時停止',
    SAU: 'معلّقة',
    SPA: 'Suspendido',
    THA: 'ระงับชั่วคราว',
    VIE: 'Tạm dừng',
  },
  [MatchStatus.CoverageLost]: {
    ENG: 'Coverage lost',
    CMN: '信号中断',
    BRA: 'Cobertura perdida',
    JPN: '配信中断',
    SAU: 'انقطعت التغطية',
    SPA: 'Cobertura perdida',
    THA: 'ขาดการรายงานผล',
    VIE: 'Mất tín hiệu',
  },
};

const OPTION_NAMES: Record<string, Names> = {
  H: {
    ENG: 'Home',
    CMN: '主',
    BRA: 'Casa',
    JPN: 'ホーム',
    SAU: 'صاحب الأرض',
    SPA: 'Local',
    THA: 'เจ้าบ้าน',
    VIE: 'Chủ nhà',
  },
  D: { ENG: 'Draw', CMN: '和', BRA: 'Empate', JPN: '引き分け', SAU: 'تعادل', SPA: 'Empate', THA: 'เสมอ', VIE: 'Hòa' },
  A: {
    ENG: 'Away',
    CMN: '客',
    BRA: 'Fora',
    JPN: 'アウェイ',
    SAU: 'الضيف',
    SPA: 'Visitante',
    THA: 'ทีมเยือน',
    VIE: 'Khách',
  },
  O: { ENG: 'Over', CMN: '大', BRA: 'Mais de', JPN: 'オーバー', SAU: 'أكثر من', SPA: 'Más de', THA: 'สูง', VIE: 'Tài' },
  U: {
    ENG: 'Under',
    CMN: '小',
    BRA: 'Menos de',
    JPN: 'アンダー',
    SAU: 'أقل من',
    SPA: 'Menos de',
    THA: 'ต่ำ',
    VIE: 'Xỉu',
  },
  ODD: { ENG: 'Odd', CMN: '单', BRA: 'Ímpar', JPN: '奇数', SAU: 'فردي', SPA: 'Impar', THA: 'คี่', VIE: 'Lẻ' },
  EVEN: { ENG: 'Even', CMN: '双', BRA: 'Par', JPN: '偶数', SAU: 'زوجي', SPA: 'Par', THA: 'คู่', VIE: 'Chẵn' },
  Y: { ENG: 'Yes', CMN: '是', BRA: 'Sim', JPN: 'はい', SAU: 'نعم', SPA: 'Sí', THA: 'ใช่', VIE: 'Có' },
  N: { ENG: 'No', CMN: '否', BRA: 'Não', JPN: 'いいえ', SAU: 'لا', SPA: 'No', THA: 'ไม่ใช่', VIE: 'Không' },
  OTHER: {
    ENG: 'Any other score',
    CMN: '其他比分',
    BRA: 'Qualquer outro placar',
    JPN: 'その他のスコア',
    SAU: 'أي نتيجة أخرى',
    SPA: 'Cualquier otro resultado',
    THA: 'สกอร์อื่นๆ',
    VIE: 'Tỷ số khác',
  },
};

const TOURNAMENT_PHASE_NAMES: Record<number, Names> = {
  1: {
    ENG: 'Regular season',
    CMN: '常规赛',
    BRA: 'Temporada regular',
    JPN: 'レギュラーシーズン',
    SAU: 'الموسم العادي',
    SPA: 'Temporada regular',
    THA: 'ฤดูกาลปกติ',
    VIE: 'Mùa giải chính',
  },
  2: {
    ENG: 'Playoffs',
    CMN: '季后赛',
    BRA: 'Playoffs',
    JPN: 'プレーオフ',
    SAU: 'الأدوار الإقصائية',
    SPA: 'Eliminatorias',
    THA: 'เพลย์ออฟ',
    VIE: 'Vòng playoff',
  },
};

// Simplified to traditional, for the characters these tables use that differ.
const TRADITIONAL: Record<string, string> = {
  镇: '鎮',
  状: '狀',
  态: '態',
  战: '戰',
  绩: '績',
  会: '會',
  军: '軍',
  单: '單',
  双: '雙',
  号: '號',
  后: '後',
  场: '場',
  断: '斷',
  暂: '暫',
  机: '機',
  独: '獨',
  盘: '盤',
  篮: '籃',
  结: '結',
  网: '網',
  胆: '膽',
  胜: '勝',
  节: '節',
  规: '規',
  让: '讓',
  负: '負',
  赛: '賽',
  赢: '贏',
  进: '進',
  迟: '遲',
  钟: '鐘',
  总: '總',
  斩: '斬',
  开: '開',
  // League names
  兰: '蘭',
  级: '級',
  联: '聯',
  国: '國',
  职: '職',
  业: '業',
  协: '協',
  师: '師',
  汉: '漢',
  陆: '陸',
  欧: '歐',
};

/** A CMN text in traditional characters (ZHO). */
export const traditional = (text: string) => text.replace(/./gu, (c) => TRADITIONAL[c] ?? c);

/** One text in a language: ZHO from CMN, codes without texts of their own (unknown ones) in ENG. */
export function textIn(v: Names, lang: string): string {
  if (lang === 'ZHO') return traditional(v.CMN);
  return Object.hasOwn(v, lang) ? v[lang as keyof Names] : v.ENG;
}

/** A table's texts in one language. */
function pick(table: Record<string | number, Names>, lang: string): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, textIn(v, lang)]));
}

/**
 * An option as a bettor reading `lang` sees it (the list and detail answer in the request's languageType):
 * over and under with their line, odd and even, yes and no, any other score and the draw in that language;
 * scores, signed lines, 1 / X / 2 and team names stay as they are. Pushes carry the ENG names.
 */
export function optionIn(lang: string, op: WireOption): WireOption {
  const word = Object.hasOwn(OPTION_NAMES, op.ty) ? textIn(OPTION_NAMES[op.ty], lang) : undefined;
  if (!word || lang === 'ENG') return op;
  if (op.ty === 'O' || op.ty === 'U') return { ...op, nm: `${word} ${op.li}` };
  if (op.ty === 'D') return { ...op, na: word };
  return op.ty === 'H' || op.ty === 'A' ? op : { ...op, nm: word };
}

/** League names where a language has its own (ZHO from CMN); elsewhere the English name is the league's name. */
const LEAGUE_NAMES: Record<string, Partial<Names>> = {
  'English Premier League': {
    CMN: '英格兰超级联赛',
    JPN: 'プレミアリーグ',
    SAU: 'الدوري الإنجليزي الممتاز',
    THA: 'พรีเมียร์ลีกอังกฤษ',
    VIE: 'Ngoại hạng Anh',
    BRA: 'Premier League Inglesa',
    SPA: 'Premier League inglesa',
  },
  'Spanish La Liga': {
    CMN: '西班牙甲级联赛',
    JPN: 'ラ・リーガ',
    SAU: 'الدوري الإسباني',
    THA: 'ลาลีกาสเปน',
    VIE: 'La Liga Tây Ban Nha',
    BRA: 'La Liga Espanhola',
    SPA: 'LaLiga española',
  },
  'Italian Serie A': {
    CMN: '意大利甲级联赛',
    JPN: 'セリエA',
    SAU: 'الدوري الإيطالي',
    THA: 'เซเรียอาอิตาลี',
    VIE: 'Serie A Italia',
    BRA: 'Série A Italiana',
    SPA: 'Serie A italiana',
  },
  'German Bundesliga': {
    CMN: '德国甲级联赛',
    JPN: 'ブンデスリーガ',
    SAU: 'الدوري الألماني',
    THA: 'บุนเดสลีกาเยอรมัน',
    VIE: 'Bundesliga Đức',
    BRA: 'Bundesliga Alemã',
    SPA: 'Bundesliga alemana',
  },
  'Chinese Super League': {
    CMN: '中国足球超级联赛',
    JPN: '中国スーパーリーグ',
    SAU: 'الدوري الصيني الممتاز',
    THA: 'ไชนีสซูเปอร์ลีก',
    VIE: 'VĐQG Trung Quốc',
    BRA: 'Superliga Chinesa',
    SPA: 'Superliga china',
  },
  NBA: { CMN: '美国职业篮球联赛', JPN: 'NBA', SAU: 'الدوري الأمريكي للمحترفين', THA: 'เอ็นบีเอ' },
  'Chinese Basketball Association': {
    CMN: '中国男子篮球职业联赛',
    JPN: '中国バスケットボール協会',
    SAU: 'الدوري الصيني لكرة السلة',
    THA: 'บาสเกตบอลลีกจีน',
    VIE: 'Giải bóng rổ Trung Quốc',
    BRA: 'Liga Chinesa de Basquete',
    SPA: 'Liga china de baloncesto',
  },
  EuroLeague: { CMN: '欧洲篮球联赛', JPN: 'ユーロリーグ', SAU: 'اليوروليغ', THA: 'ยูโรลีก' },
  'ATP Shanghai Masters': {
    CMN: '上海网球大师赛',
    JPN: 'ATP上海マスターズ',
    SAU: 'بطولة شنغهاي للأساتذة',
    THA: 'เซี่ยงไฮ้มาสเตอร์ส',
  },
  'WTA Wuhan Open': { CMN: '武汉网球公开赛', JPN: 'WTA武漢オープン', SAU: 'بطولة ووهان المفتوحة', THA: 'อู่ฮั่นโอเพ่น' },
  'Italian SuperLega': {
    CMN: '意大利男排超级联赛',
    JPN: 'イタリア・スーペルレーガ',
    SAU: 'الدوري الإيطالي الممتاز للكرة الطائرة',
    THA: 'ซูเปอร์เลกาอิตาลี',
    VIE: 'SuperLega Ý',
    SPA: 'SuperLega italiana',
  },
  'Chinese Volleyball League': {
    CMN: '中国排球超级联赛',
    JPN: '中国バレーボールリーグ',
    SAU: 'الدوري الصيني للكرة الطائرة',
    THA: 'วอลเลย์บอลลีกจีน',
    VIE: 'Giải bóng chuyền Trung Quốc',
    BRA: 'Liga Chinesa de Vôlei',
    SPA: 'Liga china de voleibol',
  },
  NHL: { CMN: '国家冰球联盟', JPN: 'NHL', SAU: 'دوري الهوكي الوطني', THA: 'เอ็นเอชแอล' },
  KHL: { CMN: '大陆冰球联赛', JPN: 'KHL', SAU: 'الدوري القاري للهوكي', THA: 'เคเอชแอล' },
  'WTT Champions': {
    CMN: '世界乒联冠军赛',
    JPN: 'WTTチャンピオンズ',
    SAU: 'بطولة أبطال تنس الطاولة العالمية',
    THA: 'ดับเบิลยูทีที แชมเปียนส์',
  },
};

/** A league's name in `lang` (the list, detail and pre-bet info answer in the request's languageType). */
export function leagueIn(lang: string, name: string): string {
  const names = LEAGUE_NAMES[name];
  const local = names && (lang === 'ZHO' ? names.CMN && traditional(names.CMN) : names[lang as keyof Names]);
  return local || name;
}

/** A market type's name in `lang` (pre-bet info answers in the request's languageType), else `fallback`. */
export function marketTypeIn(lang: string, marketType: number, fallback: string): string {
  return Object.hasOwn(MARKET_TYPE_NAMES, marketType) ? textIn(MARKET_TYPE_NAMES[marketType], lang) : fallback;
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
    tournamentPhase: pick(TOURNAMENT_PHASE_NAMES, lang),
  };
}

/** Why the book refused an order (its remark, and the refused leg's cancelReason), in each language. */
const REFUSALS: Record<string, Names> = {
  'insufficient balance': {
    CMN: '余额不足',
    ENG: 'Insufficient balance',
    JPN: '残高不足です',
    THA: 'ยอดเงินไม่เพียงพอ',
    VIE: 'Số dư không đủ',
    BRA: 'Saldo insuficiente',
    SPA: 'Saldo insuficiente',
    SAU: 'الرصيد غير كافٍ',
  },
  'cash-out price changed': {
    CMN: '提前结算金额已变为 {value}',
    ENG: 'Cash-out price changed to {value}',
    JPN: 'キャッシュアウト額が {value} に変わりました',
    THA: 'ราคาแคชเอาท์เปลี่ยนเป็น {value}',
    VIE: 'Giá rút sớm đã đổi thành {value}',
    BRA: 'O valor de cash-out mudou para {value}',
    SPA: 'El importe de cash-out cambió a {value}',
    SAU: 'تغيرت قيمة السحب المبكر إلى {value}',
  },
  'market suspended': {
    CMN: '盘口已暂停',
    ENG: 'Market suspended',
    JPN: 'マーケット停止中',
    THA: 'ตลาดถูกระงับ',
    VIE: 'Kèo tạm ngưng',
    BRA: 'Mercado suspenso',
    SPA: 'Mercado suspendido',
    SAU: 'السوق معلق',
  },
  'market line changed': {
    CMN: '盘口已变更',
    ENG: 'Market line changed',
    JPN: 'ラインが変更されました',
    THA: 'ไลน์ตลาดเปลี่ยนแปลง',
    VIE: 'Kèo đã thay đổi',
    BRA: 'Linha do mercado alterada',
    SPA: 'La línea del mercado cambió',
    SAU: 'تغير خط السوق',
  },
  'odds changed': {
    CMN: '赔率已变化',
    ENG: 'Odds changed',
    JPN: 'オッズが変動しました',
    THA: 'ราคาต่อรองเปลี่ยนแปลง',
    VIE: 'Tỷ lệ cược đã thay đổi',
    BRA: 'As odds mudaram',
    SPA: 'Las cuotas cambiaron',
    SAU: 'تغيرت الاحتمالات',
  },
};

/** A refusal reason in `lang` (an unknown reason as it is); `{value}` in it takes `value`. */
export function refusalIn(lang: string, reason: string, value = ''): string {
  return Object.hasOwn(REFUSALS, reason) ? textIn(REFUSALS[reason], lang).replace('{value}', value) : reason;
}
