// Generated league crests (issue 16: no grey squares): deterministic SVG data: URLs with the league's initials.
import { describe, expect, it } from 'vitest';
import { leagueCrest } from '../../../../demo/server/crests';

describe('league crests', () => {
  it('are an SVG data: URL with the initials, the same for the same league and another colour for another', () => {
    const crest = leagueCrest('L1', 'English Premier League');
    expect(crest).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(crest)).toContain('>EPL</text>');
    expect(leagueCrest('L1', 'English Premier League')).toBe(crest);
    expect(leagueCrest('L2', 'English Premier League')).not.toBe(crest);
  });
});
