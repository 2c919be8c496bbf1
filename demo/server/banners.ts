// The home banners of ssapi/bannerList/search: eight of them (the client keeps the first six), each titled in
// the request's language, with a generated SVG picture (a data: URL: no external asset, any host page shows it)
// and a link: a route of the widgets (a live match, a live room, the champion list, results, bet history) or,
// for one, a web address.
import { MatchStatus } from '../../src/domain/enums.ts';
import { liveRoomPath } from '../../src/domain/liveRoomRoute.ts';
import { matchDetailPath } from '../../src/domain/routes.ts';
import type { WireBanner } from '../../src/api/wire.ts';
import type { Names } from './periods.ts';
import { hashSeed } from './prng.ts';
import { textIn } from './translations.ts';
import type { World } from './world.ts';

/** The one banner that leads off the site (example.com: a reserved domain, never a real business). */
export const WEB_BANNER_URL = 'https://example.com/responsible-gaming';

interface BannerSpec {
  id: string;
  title: Names;
  /** Where it leads in this world right now (a live match and a room change as matches end). */
  link: (world: World) => string;
}

const BANNERS: BannerSpec[] = [
  {
    id: 'b1',
    title: {
      ENG: 'Big matches live now',
      CMN: '焦点赛事正在直播',
      BRA: 'Grandes jogos ao vivo agora',
      JPN: '注目の試合をライブ中',
      SAU: 'مباريات كبرى مباشرة الآن',
      SPA: 'Grandes partidos en directo',
      THA: 'แมตช์ใหญ่กำลังถ่ายทอดสด',
      VIE: 'Trận cầu lớn đang trực tiếp',
    },
    link: (world) => {
      const live = [...world.matches.values()].find((m) => m.status === MatchStatus.Live);
      return live ? matchDetailPath(live.id) : '/';
    },
  },
  {
    id: 'b2',
    title: {
      ENG: 'Watch and bet with our hosts',
      CMN: '和主播一起看球投注',
      BRA: 'Assista e aposte com nossos apresentadores',
      JPN: '配信者と一緒に観戦・ベット',
      SAU: 'شاهد وراهن مع مذيعينا',
      SPA: 'Mira y apuesta con nuestros presentadores',
      THA: 'ดูและเดิมพันไปกับโฮสต์ของเรา',
      VIE: 'Xem và cược cùng người dẫn',
    },
    link: (world) => {
      const room = [...world.matches.values()].find((m) => m.liveRoom)?.liveRoom;
      return room ? liveRoomPath(room.liveRoomId) : '/';
    },
  },
  {
    id: 'b3',
    title: {
      ENG: 'Champion odds are open',
      CMN: '冠军盘口已开放',
      BRA: 'Odds de campeão abertas',
      JPN: '優勝オッズ受付中',
      SAU: 'احتمالات البطل متاحة',
      SPA: 'Cuotas de campeón abiertas',
      THA: 'เปิดราคาแชมป์แล้ว',
      VIE: 'Đã mở kèo vô địch',
    },
    link: () => '/newSport/match-outright',
  },
  {
    id: 'b4',
    title: {
      ENG: 'Play responsibly',
      CMN: '理性投注',
      BRA: 'Jogue com responsabilidade',
      JPN: '責任あるプレーを',
      SAU: 'العب بمسؤولية',
      SPA: 'Juega con responsabilidad',
      THA: 'เล่นอย่างมีความรับผิดชอบ',
      VIE: 'Chơi có trách nhiệm',
    },
    link: () => WEB_BANNER_URL,
  },
  {
    id: 'b5',
    title: {
      ENG: 'Football results of the week',
      CMN: '本周足球赛果',
      BRA: 'Resultados do futebol da semana',
      JPN: '今週のサッカー結果',
      SAU: 'نتائج كرة القدم هذا الأسبوع',
      SPA: 'Resultados de fútbol de la semana',
      THA: 'ผลฟุตบอลประจำสัปดาห์',
      VIE: 'Kết quả bóng đá trong tuần',
    },
    link: () => '/newSport/match-result/football',
  },
  {
    id: 'b6',
    title: {
      ENG: 'All your bets in one place',
      CMN: '所有注单一览',
      BRA: 'Todas as suas apostas em um só lugar',
      JPN: 'すべてのベットを一か所で',
      SAU: 'كل رهاناتك في مكان واحد',
      SPA: 'Todas tus apuestas en un solo lugar',
      THA: 'ดูการเดิมพันทั้งหมดในที่เดียว',
      VIE: 'Mọi vé cược ở một nơi',
    },
    link: () => '/newSport/bet-history',
  },
  {
    id: 'b7',
    title: {
      ENG: 'Basketball results',
      CMN: '篮球赛果',
      BRA: 'Resultados do basquete',
      JPN: 'バスケットボール結果',
      SAU: 'نتائج كرة السلة',
      SPA: 'Resultados de baloncesto',
      THA: 'ผลบาสเกตบอล',
      VIE: 'Kết quả bóng rổ',
    },
    link: () => '/newSport/match-result/basketball',
  },
  {
    id: 'b8',
    title: {
      ENG: 'Live-stream bets',
      CMN: '直播投注记录',
      BRA: 'Apostas das transmissões',
      JPN: 'ライブ配信のベット',
      SAU: 'رهانات البث المباشر',
      SPA: 'Apuestas de las emisiones',
      THA: 'การเดิมพันจากไลฟ์สด',
      VIE: 'Cược từ phát trực tiếp',
    },
    link: () => '/newSport/anchor-bet-history',
  },
];

/**
 * A banner's picture: two hues of its own, a pitch's centre circle and a ball, 3.2 : 1. The ball sits high on the
 * centre line: the client lays the title over the lower part, at the right in Arabic (a ball low at the right sat
 * under its first word).
 */
function bannerSvg(id: string): string {
  const hue = hashSeed('banner', id) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 32%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 48%)"/></linearGradient></defs>` +
    `<rect width="640" height="200" fill="url(#g)"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"><circle cx="470" cy="100" r="70"/>` +
    `<path d="M470 0v200"/></g><circle cx="470" cy="64" r="22" fill="#fff" fill-opacity=".85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Every banner in `lang` (ENG for an unknown code), in the order the client shows them. */
export function wireBanners(world: World, lang: string): WireBanner[] {
  return BANNERS.map((b) => ({
    id: b.id,
    title: textIn(b.title, lang),
    imgUrl: bannerSvg(b.id),
    jumpUrl: b.link(world),
  }));
}
