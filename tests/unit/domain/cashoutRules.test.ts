import { describe, expect, it } from 'vitest';
import { requotesOnRefusal } from '../../../src/domain/cashoutRules';

describe('a cash-out refused because its price moved is quoted again (issue 28 item 6)', () => {
  it('1013 re-quotes; any other refusal is a failure', () => {
    expect(requotesOnRefusal(1013)).toBe(true);
    expect(requotesOnRefusal(1012)).toBe(false);
    expect(requotesOnRefusal(undefined)).toBe(false);
  });
});
