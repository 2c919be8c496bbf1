// The sports, their match formats, leagues and teams of the simulated world.
import { SPORT_ID_READINGS, type SportKey } from '../../src/domain/enums.ts';
import { PERIOD, type Names } from './periods.ts';

/** A sport played on a clock: periods of fixed length, scores arrive at a rate. */
export interface TimedFormat {
  kind: 'timed';
  periodCodes: number[];
  periodSeconds: number;
  /** Break after each period, by index (the half-time break is longer). */
  breakSeconds: number[];
  /** 1 counts up over the whole match, 2 counts down within each period. */
  clockType: 1 | 2;
  /** Expected scoring events per team over the whole match. */
  scoringEvents: number;
  /** Points per scoring event and their weights (football: one goal). */
  eventPoints: { points: number; weight: number }[];
  draws: boolean;
}

/** A sport of sets: tennis games or rally-point sets, best of N. */
export interface SetFormat {
  kind: 'sets';
  bestOf: number;
  /** Its sets' period codes: tennis's sets, volleyball's sets and table tennis's games are named apart (盘, 局). */
  setCodes: number[];
  /** Tennis scores games of points; rally sports score points straight into sets. */
  scoring: 'tennis' | 'rally';
  /** Points to win a set (rally) and the deciding set. */
  setPoints: number;
  decidingSetPoints: number;
  secondsPerPoint: number;
}

export interface SportDef {
  key: SportKey;
  id: number;
  /** The sport's name in each language (staticList's sports table). */
  names: Names;
  format: TimedFormat | SetFormat;
  leagues: { code: string; name: string; teams: string[] }[];
}

const ids = SPORT_ID_READINGS.main;

export const SPORTS: SportDef[] = [
  {
    key: 'football',
    id: ids.football,
    names: {
      ENG: 'Football',
      CMN: '足球',
      BRA: 'Futebol',
      JPN: 'サッカー',
      SAU: 'كرة القدم',
      SPA: 'Fútbol',
      THA: 'ฟุตบอล',
      VIE: 'Bóng đá',
    },
    format: {
      kind: 'timed',
      periodCodes: [PERIOD.FirstHalf, PERIOD.SecondHalf],
      periodSeconds: 45 * 60,
      breakSeconds: [15 * 60],
      clockType: 1,
      scoringEvents: 1.35,
      eventPoints: [{ points: 1, weight: 1 }],
      draws: true,
    },
    leagues: [
      {
        code: 'EPL',
        name: 'English Premier League',
        teams: [
          'Arsenal',
          'Chelsea',
          'Liverpool',
          'Manchester City',
          'Manchester United',
          'Tottenham Hotspur',
          'Newcastle United',
          'Aston Villa',
          'Brighton',
          'West Ham United',
          'Everton',
          'Fulham',
        ],
      },
      {
        code: 'LIGA',
        name: 'Spanish La Liga',
        teams: [
          'Real Madrid',
          'Barcelona',
          'Atletico Madrid',
          'Sevilla',
          'Real Sociedad',
          'Villarreal',
          'Real Betis',
          'Athletic Bilbao',
          'Valencia',
          'Girona',
        ],
      },
      {
        code: 'SERIEA',
        name: 'Italian Serie A',
        teams: [
          'Inter',
          'AC Milan',
          'Juventus',
          'Napoli',
          'AS Roma',
          'Lazio',
          'Atalanta',
          'Fiorentina',
          'Bologna',
          'Torino',
        ],
      },
      {
        code: 'BUND',
        name: 'German Bundesliga',
        teams: [
          'Bayern Munich',
          'Borussia Dortmund',
          'RB Leipzig',
          'Bayer Leverkusen',
          'Eintracht Frankfurt',
          'VfB Stuttgart',
          'Wolfsburg',
          'Freiburg',
        ],
      },
      {
        code: 'CSL',
        name: 'Chinese Super League',
        teams: [
          'Shanghai Port',
          'Shanghai Shenhua',
          'Shandong Taishan',
          'Beijing Guoan',
          'Chengdu Rongcheng',
          'Tianjin Jinmen Tiger',
          'Zhejiang',
          'Wuhan Three Towns',
        ],
      },
    ],
  },
  {
    key: 'basketball',
    id: ids.basketball,
    names: {
      ENG: 'Basketball',
      CMN: '篮球',
      BRA: 'Basquete',
      JPN: 'バスケットボール',
      SAU: 'كرة السلة',
      SPA: 'Baloncesto',
      THA: 'บาสเกตบอล',
      VIE: 'Bóng rổ',
    },
    format: {
      kind: 'timed',
      periodCodes: [PERIOD.Quarter1, PERIOD.Quarter2, PERIOD.Quarter3, PERIOD.Quarter4],
      periodSeconds: 12 * 60,
      breakSeconds: [2 * 60, 15 * 60, 2 * 60],
      clockType: 2,
      scoringEvents: 48,
      eventPoints: [
        { points: 2, weight: 0.62 },
        { points: 3, weight: 0.28 },
        { points: 1, weight: 0.1 },
      ],
      draws: false,
    },
    leagues: [
      {
        code: 'NBA',
        name: 'NBA',
        teams: [
          'Los Angeles Lakers',
          'Boston Celtics',
          'Golden State Warriors',
          'Milwaukee Bucks',
          'Denver Nuggets',
          'Phoenix Suns',
          'Miami Heat',
          'Dallas Mavericks',
          'New York Knicks',
          'Chicago Bulls',
        ],
      },
      {
        code: 'CBA',
        name: 'Chinese Basketball Association',
        teams: [
          'Guangdong Southern Tigers',
          'Liaoning Flying Leopards',
          'Zhejiang Lions',
          'Beijing Ducks',
          'Shanghai Sharks',
          'Xinjiang Flying Tigers',
        ],
      },
      {
        code: 'EURO',
        name: 'EuroLeague',
        teams: [
          'Real Madrid Baloncesto',
          'FC Barcelona Basquet',
          'Olympiacos',
          'Panathinaikos',
          'Fenerbahce',
          'Anadolu Efes',
        ],
      },
    ],
  },
  {
    key: 'tennis',
    id: ids.tennis,
    names: {
      ENG: 'Tennis',
      CMN: '网球',
      BRA: 'Tênis',
      JPN: 'テニス',
      SAU: 'التنس',
      SPA: 'Tenis',
      THA: 'เทนนิส',
      VIE: 'Quần vợt',
    },
    format: {
      kind: 'sets',
      bestOf: 3,
      setCodes: [PERIOD.Set1, PERIOD.Set2, PERIOD.Set3],
      scoring: 'tennis',
      setPoints: 6,
      decidingSetPoints: 6,
      secondsPerPoint: 40,
    },
    leagues: [
      {
        code: 'ATP',
        name: 'ATP Shanghai Masters',
        teams: [
          'J. Sinner',
          'C. Alcaraz',
          'N. Djokovic',
          'D. Medvedev',
          'A. Zverev',
          'A. Rublev',
          'H. Hurkacz',
          'C. Ruud',
        ],
      },
      {
        code: 'WTA',
        name: 'WTA Wuhan Open',
        teams: [
          'A. Sabalenka',
          'I. Swiatek',
          'C. Gauff',
          'E. Rybakina',
          'J. Pegula',
          'Zheng Qinwen',
          'M. Vondrousova',
          'O. Jabeur',
        ],
      },
    ],
  },
  {
    key: 'volleyball',
    id: ids.volleyball,
    names: {
      ENG: 'Volleyball',
      CMN: '排球',
      BRA: 'Vôlei',
      JPN: 'バレーボール',
      SAU: 'الكرة الطائرة',
      SPA: 'Voleibol',
      THA: 'วอลเลย์บอล',
      VIE: 'Bóng chuyền',
    },
    format: {
      kind: 'sets',
      bestOf: 5,
      setCodes: [PERIOD.VolleySet1, PERIOD.VolleySet2, PERIOD.VolleySet3, PERIOD.VolleySet4, PERIOD.VolleySet5],
      scoring: 'rally',
      setPoints: 25,
      decidingSetPoints: 15,
      secondsPerPoint: 25,
    },
    leagues: [
      {
        code: 'SLEGA',
        name: 'Italian SuperLega',
        teams: ['Trentino', 'Perugia', 'Civitanova', 'Modena', 'Piacenza', 'Monza'],
      },
      {
        code: 'CVL',
        name: 'Chinese Volleyball League',
        teams: ['Shanghai Golden Age', 'Beijing BAIC', 'Jiangsu Zenith Steel', 'Tianjin Bohai Bank'],
      },
    ],
  },
  {
    key: 'hockey',
    id: ids.hockey,
    names: {
      ENG: 'Ice Hockey',
      CMN: '冰球',
      BRA: 'Hóquei no gelo',
      JPN: 'アイスホッケー',
      SAU: 'هوكي الجليد',
      SPA: 'Hockey sobre hielo',
      THA: 'ฮอกกี้น้ำแข็ง',
      VIE: 'Khúc côn cầu trên băng',
    },
    format: {
      kind: 'timed',
      periodCodes: [PERIOD.Period1, PERIOD.Period2, PERIOD.Period3],
      periodSeconds: 20 * 60,
      breakSeconds: [18 * 60, 18 * 60],
      clockType: 1,
      scoringEvents: 3,
      eventPoints: [{ points: 1, weight: 1 }],
      draws: true,
    },
    leagues: [
      {
        code: 'NHL',
        name: 'NHL',
        teams: [
          'Toronto Maple Leafs',
          'Montreal Canadiens',
          'Boston Bruins',
          'New York Rangers',
          'Edmonton Oilers',
          'Colorado Avalanche',
          'Vegas Golden Knights',
          'Florida Panthers',
        ],
      },
      {
        code: 'KHL',
        name: 'KHL',
        teams: [
          'CSKA Moscow',
          'SKA St. Petersburg',
          'Ak Bars Kazan',
          'Metallurg Magnitogorsk',
          'Kunlun Red Star',
          'Dynamo Moscow',
        ],
      },
    ],
  },
  {
    key: 'tabletennis',
    id: ids.tabletennis,
    names: {
      ENG: 'Table Tennis',
      CMN: '乒乓球',
      BRA: 'Tênis de mesa',
      JPN: '卓球',
      SAU: 'تنس الطاولة',
      SPA: 'Tenis de mesa',
      THA: 'เทเบิลเทนนิส',
      VIE: 'Bóng bàn',
    },
    format: {
      kind: 'sets',
      bestOf: 5,
      setCodes: [PERIOD.Game1, PERIOD.Game2, PERIOD.Game3, PERIOD.Game4, PERIOD.Game5],
      scoring: 'rally',
      setPoints: 11,
      decidingSetPoints: 11,
      secondsPerPoint: 15,
    },
    leagues: [
      {
        code: 'WTT',
        name: 'WTT Champions',
        teams: [
          'Fan Zhendong',
          'Ma Long',
          'Wang Chuqin',
          'Lin Shidong',
          'T. Harimoto',
          'F. Lebrun',
          'Sun Yingsha',
          'Chen Meng',
        ],
      },
    ],
  },
];

/** Sport definition by sport id. */
export function sportById(id: number): SportDef | undefined {
  return SPORTS.find((s) => s.id === id);
}

/** Seconds from kick-off to the final whistle, breaks included (sets: an estimate). */
export function expectedDuration(format: TimedFormat | SetFormat): number {
  if (format.kind === 'timed') {
    return format.periodCodes.length * format.periodSeconds + format.breakSeconds.reduce((a, b) => a + b, 0);
  }
  const pointsPerSet = format.scoring === 'tennis' ? 60 : format.setPoints * 1.8;
  return Math.round(((format.bestOf + 1) / 2 + 0.5) * pointsPerSet * format.secondsPerPoint);
}
