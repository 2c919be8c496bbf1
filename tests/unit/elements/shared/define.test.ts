// @vitest-environment happy-dom
// Two copies of the bundle on one page (issue 17): the copy that defines first serves every tag; another copy defines
// nothing and is reported idle once, by the serving copy, when its version differs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineOnce } from '../../../../elements/shared/define';
import { RUNTIME_VERSION } from '../../../../src/runtime/runtime';

const SERVING = Symbol.for('sport-widgets.serving-copy');
const shared = globalThis as unknown as Record<symbol, { version: string; idle?(version: string): void } | undefined>;

describe('defineOnce across copies of the bundle', () => {
  afterEach(() => {
    delete shared[SERVING];
  });

  it('the serving copy warns once per other version that stays idle, and never for its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineOnce('x-served-tag', class extends HTMLElement {});
    expect(customElements.get('x-served-tag')).toBeDefined();
    const serving = shared[SERVING]!;
    serving.idle!('9.9.9');
    serving.idle!('9.9.9');
    serving.idle!(RUNTIME_VERSION);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`[sport-widgets] ${RUNTIME_VERSION} serves the page; 9.9.9 stays idle`);
  });

  it('a copy that does not serve the page defines nothing and reports itself idle to the one that does', () => {
    const idle = vi.fn();
    shared[SERVING] = { version: '9.9.9', idle };
    defineOnce('x-idle-tag', class extends HTMLElement {});
    expect(customElements.get('x-idle-tag')).toBeUndefined();
    expect(idle).toHaveBeenCalledWith(RUNTIME_VERSION);
  });
});
