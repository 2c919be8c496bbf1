import { describe, expect, it } from 'vitest';
import {
  parseSearchHistory,
  SEARCH_HISTORY_MAX,
  SEARCH_TERM_MAX,
  withSearchTerm,
} from '../../../src/domain/searchHistory';

describe('match search history (spec §2: match search with search history)', () => {
  it('puts the newest term first', () => {
    expect(withSearchTerm(['arsenal'], 'milan')).toEqual(['milan', 'arsenal']);
  });

  it('keeps each term once, letter case aside, at its newest place', () => {
    expect(withSearchTerm(['milan', 'Arsenal', 'roma'], 'arsenal')).toEqual(['arsenal', 'milan', 'roma']);
  });

  it(`keeps at most ${SEARCH_HISTORY_MAX} terms, dropping the oldest`, () => {
    let history: string[] = [];
    for (let i = 1; i <= SEARCH_HISTORY_MAX + 3; i++) history = withSearchTerm(history, `t${i}`);
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history[0]).toBe(`t${SEARCH_HISTORY_MAX + 3}`);
    expect(history).not.toContain('t1');
  });

  it('ignores an empty or blank term and trims the others', () => {
    expect(withSearchTerm(['a'], '   ')).toEqual(['a']);
    expect(withSearchTerm([], '  liga  ')).toEqual(['liga']);
    expect(withSearchTerm([], 'x'.repeat(SEARCH_TERM_MAX + 5))[0]).toHaveLength(SEARCH_TERM_MAX);
  });

  it('reads back what it stored, newest first', () => {
    const stored = JSON.stringify(withSearchTerm(withSearchTerm([], 'old'), 'new'));
    expect(parseSearchHistory(stored)).toEqual(['new', 'old']);
  });

  it.each([null, '', 'not json', '{"a":1}', '42'])('damaged storage %s reads as no history', (raw) => {
    expect(parseSearchHistory(raw)).toEqual([]);
  });

  it('drops entries that are not strings and repeated ones', () => {
    expect(parseSearchHistory(JSON.stringify(['a', 3, null, 'A', 'b']))).toEqual(['a', 'b']);
  });
});
