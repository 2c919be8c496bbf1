// Expert news (spec §7 GET live/sports/message/v2/sports/top?sportsId=): the top expert messages of a sport, each
// an expert's pick on one of its live or upcoming matches. Three resident experts write about every match; the host
// of a room covering a match writes about it too (followed in that host's room it is an "anchor recommend" bet).
// Names and words in the request's language, as names.ts and translations.ts write every other text.
import { MatchStatus } from '../../src/domain/enums.ts';
import type { WireSportsMessage } from '../../src/api/wire.ts';
import type { SimMatch } from './match.ts';
import { matchNameIn, nameIn } from './names.ts';
import type { Names } from './periods.ts';
import type { Room } from './room.ts';
import { marketTypeIn, optionIn, textIn } from './translations.ts';

/** Messages a sport's top list holds at most. */
export const SPORTS_TOP_SIZE = 8;

const EXPERTS: { id: string; name: Names }[] = [
  {
    id: 'PF1',
    name: {
      ENG: 'Professor Li',
      CMN: '李教授',
      BRA: 'Professor Li',
      JPN: '李教授',
      SAU: 'البروفيسور لي',
      SPA: 'Profesor Li',
      THA: 'ศาสตราจารย์หลี่',
      VIE: 'Giáo sư Lý',
    },
  },
  {
    id: 'PF2',
    name: {
      ENG: 'Data Doctor',
      CMN: '数据博士',
      BRA: 'Doutor dos Dados',
      JPN: 'データ博士',
      SAU: 'دكتور البيانات',
      SPA: 'Doctor Datos',
      THA: 'ด็อกเตอร์ดาต้า',
      VIE: 'Tiến sĩ Dữ liệu',
    },
  },
  {
    id: 'PF3',
    name: {
      ENG: 'The Scout',
      CMN: '球探老张',
      BRA: 'O Olheiro',
      JPN: 'スカウト張',
      SAU: 'الكشاف',
      SPA: 'El Ojeador',
      THA: 'แมวมอง',
      VIE: 'Tuyển trạch viên',
    },
  },
];

/** What an expert says; {pick} is the market and the pick. */
const WORDS: Names[] = [
  {
    ENG: 'Form and numbers agree: {pick}.',
    CMN: '状态与数据一致：{pick}。',
    BRA: 'Forma e números concordam: {pick}.',
    JPN: '調子もデータも一致：{pick}。',
    SAU: 'الأداء والأرقام متفقان: {pick}.',
    SPA: 'La forma y los números coinciden: {pick}.',
    THA: 'ฟอร์มและสถิติตรงกัน: {pick}',
    VIE: 'Phong độ và số liệu đồng thuận: {pick}.',
  },
  {
    ENG: 'My pick of the day: {pick}.',
    CMN: '今日推荐：{pick}。',
    BRA: 'Meu palpite do dia: {pick}.',
    JPN: '本日の推奨：{pick}。',
    SAU: 'توقعي لليوم: {pick}.',
    SPA: 'Mi pronóstico del día: {pick}.',
    THA: 'ทีเด็ดวันนี้: {pick}',
    VIE: 'Lựa chọn hôm nay: {pick}.',
  },
  {
    ENG: 'The market underrates this one: {pick}.',
    CMN: '市场低估了这一项：{pick}。',
    BRA: 'O mercado subestima esta: {pick}.',
    JPN: '市場が過小評価：{pick}。',
    SAU: 'السوق يقلل من شأن هذا: {pick}.',
    SPA: 'El mercado lo infravalora: {pick}.',
    THA: 'ตลาดประเมินต่ำไป: {pick}',
    VIE: 'Thị trường đang đánh giá thấp: {pick}.',
  },
];

/** The market and pick in `lang`, as the host's pushed orders word it (a 1X2 pick by its team). */
function betNameIn(
  lang: string,
  g: SimMatch['groups'][number],
  option: SimMatch['groups'][number]['market']['op'][number],
): string {
  const worded = optionIn(lang, option);
  const pick =
    option.na && option.ty !== 'D' ? nameIn(lang, option.na) : worded.na && option.ty === 'D' ? worded.na : worded.nm;
  return `${marketTypeIn(lang, g.mty, g.nm)} · ${pick}${option.li && !pick.includes(option.li) ? ` ${option.li}` : ''}`;
}

/**
 * The top expert messages of sport `sportsId` in `lang`: for each live or upcoming match of the sport with an
 * open market, an expert's pick (its favourite), and the pick of the host whose room covers it (the other side).
 */
export function sportsTop(
  matches: Iterable<SimMatch>,
  rooms: Iterable<Room>,
  sportsId: number,
  lang: string,
  now: number,
): WireSportsMessage[] {
  const hostOf = new Map<string, Room>();
  for (const room of rooms) if (room.match) hostOf.set(room.match.id, room);
  const out: WireSportsMessage[] = [];
  const candidates = [...matches]
    .filter((m) => m.sport.id === sportsId && (m.status === MatchStatus.Live || m.status === MatchStatus.Upcoming))
    .sort((a, b) => a.index - b.index);
  for (const m of candidates) {
    const g = m.groups.find((x) => x.market.ss === 1 && x.market.op.some((o) => o.od > 0));
    if (!g) continue;
    const options = g.market.op.filter((o) => o.od > 0).sort((a, b) => a.od - b.od);
    const message = (professorId: string, professorName: string, option: (typeof options)[number], n: number) => {
      const betName = betNameIn(lang, g, option);
      out.push({
        sportsMessageId: `SM${m.id}-${professorId}`,
        professorId,
        professorName,
        content: textIn(WORDS[(m.index + n) % WORDS.length], lang).replace('{pick}', betName),
        sportsId,
        matchId: m.id,
        matchName: matchNameIn(lang, `${m.home.na} vs ${m.away.na}`),
        marketId: g.market.id,
        type: option.ty,
        odds: option.od,
        betName,
        publishTime: now - out.length * 600_000,
      });
    };
    const room = hostOf.get(m.id);
    if (room) message(room.hostId, nameIn(lang, room.hostName), options.at(-1)!, 1);
    const expert = EXPERTS[m.index % EXPERTS.length];
    message(expert.id, textIn(expert.name, lang), options[0], 0);
    if (out.length >= SPORTS_TOP_SIZE) break;
  }
  return out.slice(0, SPORTS_TOP_SIZE);
}
