// The message keys of the validation rules of spec §5; i18n holds their text (English given in comments).

export const RULE_MESSAGES = {
  /** 'stake above the upper limit, please modify' */
  stakeAboveMax: 'rules:stakeAboveMax',
  /** 'below the lower limit' */
  stakeBelowMin: 'rules:stakeBelowMin',
  /** 'please enter principal' */
  enterPrincipal: 'rules:enterPrincipal',
  /** 'at most 10 matches in a parlay' */
  parlayMax10: 'rules:parlayMax10',
  /** 'at most 50 favorites' */
  favouritesMax50: 'rules:favouritesMax50',
  /** 'cannot be added to a parlay' */
  notParlayable: 'rules:notParlayable',
  /** 'market closed' */
  marketClosed: 'rules:marketClosed',
  /** 'market suspended' */
  marketSuspended: 'rules:marketSuspended',
  /** 'market line changed' */
  marketLineChanged: 'rules:marketLineChanged',
} as const;

export type RuleMessageKey = (typeof RULE_MESSAGES)[keyof typeof RULE_MESSAGES];
