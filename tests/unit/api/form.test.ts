import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeForm, encodeForm } from '../../../src/api/form';

describe('form encoding with dotted nesting (spec §7)', () => {
  it('encodes objects with dots and arrays with indices', () => {
    const body = encodeForm({
      singleBetList: [{ unitStake: '10', betOptionList: [{ marketId: 'm1', odds: 1.9 }] }],
      currencyId: 'CNY',
    });
    expect(body.toString()).toBe(
      'singleBetList%5B0%5D.unitStake=10&singleBetList%5B0%5D.betOptionList%5B0%5D.marketId=m1&singleBetList%5B0%5D.betOptionList%5B0%5D.odds=1.9&currencyId=CNY',
    );
  });

  it('skips null and undefined fields', () => {
    expect(encodeForm({ a: null, b: undefined, c: 1 }).toString()).toBe('c=1');
  });

  it('decode(encode(x)) gives back x with string leaves', () => {
    const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,6}$/);
    const leaf = fc.oneof(fc.string(), fc.integer().map(String));
    const tree = fc.dictionary(
      key,
      fc.oneof(leaf, fc.array(fc.dictionary(key, leaf, { minKeys: 1 }), { minLength: 1 })),
      { minKeys: 1 },
    );
    fc.assert(
      fc.property(tree, (value) => {
        expect(decodeForm(encodeForm(value))).toEqual(value);
      }),
    );
  });

  it('drops fields that would write to a prototype (__proto__, constructor, prototype)', () => {
    const decoded = decodeForm(new URLSearchParams('__proto__.polluted=1&a.constructor.prototype.x=1&ok=1'));
    expect(decoded).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
