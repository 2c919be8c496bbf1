import { describe, expect, it } from 'vitest';
import { FORMAT_CODES, formatCode, matchFormatOf } from '../../../src/domain/matchFormat';

describe('format codes (spec 3.62: soccer 2x45 or 2x40, basketball 4x12, 4x10 or 2x20, set sports best of 3, 5 or 7)', () => {
  it.each([
    [FORMAT_CODES.soccer2x45, { kind: 'timed', periods: 2, minutes: 45 }],
    [FORMAT_CODES.soccer2x40, { kind: 'timed', periods: 2, minutes: 40 }],
    [FORMAT_CODES.basketball4x12, { kind: 'timed', periods: 4, minutes: 12 }],
    [FORMAT_CODES.basketball4x10, { kind: 'timed', periods: 4, minutes: 10 }],
    [FORMAT_CODES.basketball2x20, { kind: 'timed', periods: 2, minutes: 20 }],
    [FORMAT_CODES.bestOf3, { kind: 'bestOf', n: 3 }],
    [FORMAT_CODES.bestOf5, { kind: 'bestOf', n: 5 }],
    [FORMAT_CODES.bestOf7, { kind: 'bestOf', n: 7 }],
  ] as const)('code %s is %j, and that format is coded %s again', (code, format) => {
    expect(matchFormatOf(code)).toEqual(format);
    expect(formatCode(format)).toBe(code);
  });

  it('no code, zero, a fraction or periods of no minutes are no format', () => {
    for (const code of [undefined, 0, -3, 2.5, 400]) expect(matchFormatOf(code)).toBeUndefined();
  });
});
