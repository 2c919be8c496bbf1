// The people of the simulation: live-room hosts (anchors), the viewers who chat, and the players' first and last
// names. Names, so every language shows them as they are (the language scan of tests/browser/languages.test.ts skips them).
export const HOSTS = ['Lily', 'Coach Wang', 'Mia', 'Dragon', 'Sunny', 'Ace', 'Nana'];
export const VIEWERS = ['fan88', 'goalhunter', 'xiaoming', 'luckyseven', 'redlion', 'courtside', 'tifosi', 'bluewave'];

/** Players' names are one of each, e.g. "Leo Sato". */
export const FIRST = [
  'Leo',
  'Marco',
  'Jonas',
  'Wei',
  'Hao',
  'Luca',
  'Pedro',
  'Kai',
  'Sam',
  'Nico',
  'Yuki',
  'Omar',
  'Ivan',
  'Tom',
  'Ben',
];
export const LAST = [
  'Silva',
  'Muller',
  'Zhang',
  'Rossi',
  'Garcia',
  'Kim',
  'Smith',
  'Novak',
  'Costa',
  'Li',
  'Sato',
  'Haddad',
  'Berg',
  'Moreau',
  'Wang',
];
