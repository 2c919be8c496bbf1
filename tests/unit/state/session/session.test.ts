// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { OddsAccept } from '../../../../src/domain/enums';
import { session } from '../../../../src/state/session/session';

describe('session settings', () => {
  it("defaults the accept-odds mode to 'best' when nothing is stored (spec §9)", () => {
    localStorage.removeItem('accept');
    expect(session().settings.accept).toBe(OddsAccept.Best);
  });
});
