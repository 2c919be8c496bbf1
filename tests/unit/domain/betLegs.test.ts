import { describe, expect, it } from 'vitest';
import { LEG_STATE_MESSAGE, acceptsOddsChange, legState } from '../../../src/domain/betLegs';
import { OddsAccept } from '../../../src/domain/enums';

describe('leg state of a priced market (spec §3 market switch, §5 messages)', () => {
  it('status -1 is closed: market closed', () => {
    expect(legState({ status: -1, line: '2.5' }, '2.5')).toBe('closed');
    expect(LEG_STATE_MESSAGE.closed).toBe('rules:marketClosed');
  });

  it('status 0 is suspended: market suspended', () => {
    expect(legState({ status: 0 }, undefined)).toBe('suspended');
    expect(LEG_STATE_MESSAGE.suspended).toBe('rules:marketSuspended');
  });

  it('a priced line different from the picked one: market line changed', () => {
    expect(legState({ status: 1, line: '2.25' }, '2.5')).toBe('lineChanged');
    expect(LEG_STATE_MESSAGE.lineChanged).toBe('rules:marketLineChanged');
  });

  it('on sale with the same line (or no line) is open, with no message', () => {
    expect(legState({ status: 1, line: '2.5' }, '2.5')).toBe('open');
    expect(legState({ status: 1 }, undefined)).toBe('open');
    expect(LEG_STATE_MESSAGE.open).toBeNull();
  });
});

describe('odds change acceptance: none 0, best 1, all 2 (spec §3)', () => {
  it('modes have the spec values', () => {
    expect(OddsAccept).toEqual({ None: 0, Best: 1, All: 2 });
  });

  it.each([
    [OddsAccept.None, 1.9, 1.9, true],
    [OddsAccept.None, 1.9, 1.95, false],
    [OddsAccept.None, 1.9, 1.85, false],
    [OddsAccept.Best, 1.9, 1.9, true],
    [OddsAccept.Best, 1.9, 1.95, true],
    [OddsAccept.Best, 1.9, 1.85, false],
    [OddsAccept.All, 1.9, 1.5, true],
    [OddsAccept.All, 1.9, 2.5, true],
  ])('mode %s, picked %s, now %s: accepted %s', (mode, picked, current, accepted) => {
    expect(acceptsOddsChange(mode, picked, current)).toBe(accepted);
  });
});
