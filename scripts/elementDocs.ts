// What each element and attribute is for, in the words of the README: the text of the manifest
// (dist/custom-elements.json) and of the typings. A unit test keeps its keys equal to the declared attributes.
import type { SportEventName } from '../src/runtime/events';

export interface AttributeDoc {
  description: string;
  /** The values it takes, as a TypeScript type for hosts (e.g. `'desktop' | 'mobile'`). */
  type: string;
  default?: string;
}

export interface ElementDoc {
  /** The feature folder under src/features/ whose markup the element renders (its CSS parts). */
  feature: string;
  summary: string;
  attributes: Record<string, AttributeDoc>;
}

const str = 'string';

/** Attributes every element accepts (SHARED_PROPS, RUNTIME_ATTRIBUTES and the token). */
export const COMMON_ATTRIBUTES: Record<string, AttributeDoc> = {
  token: {
    type: str,
    description:
      "The user's token; read once, then removed from the element (the session is kept in memory and under st-auth); an empty value logs out. Also a property that never reflects to an attribute.",
  },
  lang: {
    type: "'BRA' | 'CMN' | 'ENG' | 'JPN' | 'SAU' | 'SPA' | 'THA' | 'VIE' | 'ZHO' | (string & {})",
    description:
      "Language of every element on the page (also en, zh-CN, ar…); SAU is right to left. Without it or configure({ lang }) (the last one set wins and is kept for the next visit), the page's `<html lang>` decides (en → ENG, zh-CN → CMN, zh-TW/zh-HK → ZHO, ar → SAU, ja → JPN, vi → VIE, th → THA, pt → BRA, es → SPA), else CMN; unknown codes fall back to CMN.",
    default: 'CMN',
  },
  theme: {
    type: "'light' | 'dark' | 'auto'",
    description: "This element's theme; auto follows prefers-color-scheme (falls back to configure({ theme })).",
  },
  mode: {
    type: "'auto' | 'desktop' | 'mobile'",
    description:
      "This element's layout (falls back to configure({ mode })): 'auto' (the default) follows the element's own width, mobile below 720 px; the others force it.",
  },
  'api-base': {
    type: str,
    description: "Origin of the sportsbook API, e.g. https://api.example (default: the page's origin). Page-wide.",
  },
  'odds-format': {
    type: "'europe' | 'hongkong' | 'malay' | 'indonesia' | '1' | '2' | '3' | '4'",
    default: 'europe',
    description: 'Odds format of the page; Asian formats apply to handicap and over/under prices only.',
  },
  currency: { type: str, default: 'CNY', description: 'Betting currency of the page (CNY, USD, USDT, …).' },
  'sport-ids': {
    type: "'main' | 'labels'",
    default: 'main',
    description:
      "The spec's two readings of sport ids: main (football 1, basketball 3, tennis 5) or labels (basketball 2, tennis 3).",
  },
  'sheet-history': {
    type: "'none' | 'push'",
    default: 'none',
    description:
      "What the browser's Back does with an open sheet or dialog. none: the host's history is never touched (Escape and Android's back gesture close it, through CloseWatcher); push: one history entry per open sheet or dialog, so Back closes it first. Page-wide; inside <sport-app routing=\"history\"> the app always pushes.",
  },
  'special-league-id': {
    type: str,
    default: '187988',
    description:
      "The league id of the European-football special (spec §9: it differs between test and production hosts); the detail marks that league's matches as the special. The default is the test host's (the reference server's Premier League): set production's here or with configure({ specialLeagueId }). Page-wide.",
  },
};

export const ELEMENT_DOCS: Record<string, ElementDoc> = {
  'sport-match-list': {
    feature: 'match-list',
    summary:
      'Sports and play-type tabs, live and upcoming matches by league, odds buttons, favourites, league filter, outrights, match results, match search (history, favourites, hot live), league search, and on the home screen banners and hot leagues with match counts on the play tabs; a match with a live room opens it from its badge.',
    attributes: {
      sport: { type: str, description: 'The sport shown first: a key like football or a sport id.' },
      'play-type': {
        type: "'rolling' | 'today' | 'today-and-rolling' | 'favourite' | 'outright' | 'all'",
        description: 'The play-type tab shown first.',
      },
      'league-id': { type: str, description: 'Shows one league only.' },
      view: {
        type: "'results' | 'search' | 'league-search' | 'home'",
        description:
          "The screen shown first. results: the match results; search: the match search; league-search: the league search (logged-in bettors); home: the list with the home screen's banners, hot leagues and match counts on the play tabs.",
      },
    },
  },
  'sport-match-detail': {
    feature: 'match-detail',
    summary:
      'Scoreboard, media tabs, statistics, line-ups, analysis, text commentary, every market group under the filter groups.',
    attributes: {
      'match-id': { type: str, description: 'The match shown.' },
      'follow-start-sport': {
        type: 'boolean',
        description: 'Switches to the match of every start-sport event (a match card in a live room).',
      },
      tab: {
        type: "'markets' | 'animation' | 'video' | 'data' | 'program' | 'note'",
        default: 'markets',
        description: "The information tab shown first (<sport-app>'s match-data screen opens on data).",
      },
    },
  },
  'sport-bet-slip': {
    feature: 'bet-slip',
    summary:
      'Single, parlay, series and reserved bets, odds-change acceptance, pending-bet reconciliation, the receipt, settings and rules; a bottom bar opening a sheet in mobile mode, and in mode auto on a phone-sized viewport (under 720 px; the slip follows the viewport, not its own width, as a desktop slip is a narrow column too).',
    attributes: {},
  },
  'sport-bet-history': {
    feature: 'bet-history',
    summary:
      'Unsettled, settled, reserved and live-room bets with date ranges; full, partial and automatic cash-out; reserved bets modified and cancelled.',
    attributes: {
      tab: {
        type: "'unsettled' | 'settled' | 'reserved' | 'anchor' | '0' | '1' | '2'",
        default: 'unsettled',
        description: 'The tab shown first.',
      },
    },
  },
  'sport-goal-notify': {
    feature: 'goal-notify',
    summary:
      "Goal notifications from the push socket, filtered by the user's push settings; a notice opens its match (sport-navigate). Takes no space in the page.",
    attributes: {
      position: {
        type: "'auto' | 'top-end' | 'top-start' | 'bottom-end' | 'bottom-start'",
        default: 'auto',
        description:
          "The viewport corner of the notices, so the host page keeps its header in view. auto: the top end corner below `offset` on a desktop, and on a phone (viewport under 720 px) the bottom, above the slip's bar, sliding in from below.",
      },
      offset: {
        type: 'number',
        default: '64',
        description:
          "The height in px of the host's own top bar, which notices placed at the top never cover (also the --sport-toast-offset custom property).",
      },
    },
  },
  'sport-live-room': {
    feature: 'live-room',
    summary:
      'Anchor list, then a room: live state, lock, match card, chat, gifts, red envelopes, lotteries, pushed orders to follow into the slip.',
    attributes: {
      'live-room-id': { type: str, description: 'The room opened (without it: the anchor list).' },
      'host-id': { type: str, description: "The room's host (anchor)." },
    },
  },
  'sport-app': {
    feature: 'app',
    summary: "The whole module in one tag with the spec's routes; never touches the host's history unless asked.",
    attributes: {
      routing: {
        type: "'memory' | 'history' | 'hash'",
        default: 'memory',
        description: "How routes are kept: in memory, in the page's history, or in its hash.",
      },
      'base-path': { type: str, description: 'Path prefix of the routes with history routing (same origin only).' },
    },
  },
};

/** Which elements fire an event: 'every' connected element (page-wide), 'own' (the element where it happened: any
 *  of them), or the tags that can ([] for one the host sends to the widgets). <sport-app> also fires what the
 *  widgets it nests fire: their events are composed and reach it. */
export const EVENT_ELEMENTS: Record<SportEventName, 'every' | 'own' | readonly string[]> = {
  'sport-ready': 'every',
  'sport-login-required': 'own',
  'sport-token-expired': 'every',
  'sport-kicked': 'every',
  'sport-navigate': 'own',
  'sport-bet-placed': ['sport-bet-slip', 'sport-app'],
  'sport-cashed-out': ['sport-bet-history', 'sport-app'],
  'sport-slip-change': 'every',
  'sport-connection': 'every',
  'sport-start-sport': ['sport-live-room', 'sport-app'],
  'sport-open-goal-notify': [],
  'sport-game-jump': 'every',
  'start-sport': ['sport-live-room', 'sport-app'],
  'open-goal-notify': [],
  'game-jump': 'every',
};
