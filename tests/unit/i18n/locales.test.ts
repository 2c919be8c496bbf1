// Every namespace must carry the same keys, non-empty, in all nine languages of spec §1.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/enums';
import { availableNamespaces, loadNamespaces, type ResourceTree } from '../../../src/i18n/resources';

function flatten(tree: ResourceTree, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, flatten(value, path));
    else out[path] = value;
  }
  return out;
}

async function flatByLanguage(namespace: string): Promise<Record<string, Record<string, unknown>>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (lang) => [lang, flatten((await loadNamespaces(lang, [namespace]))[namespace])] as const),
  );
  return Object.fromEntries(entries);
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it('ship the four core namespaces', () => {
    expect(availableNamespaces()).toEqual(expect.arrayContaining(['common', 'errors', 'notices', 'rules']));
  });

  it.each(availableNamespaces())(
    'namespace %s has the same keys in all nine languages, none empty',
    async (namespace) => {
      const byLang = await flatByLanguage(namespace);
      const keys = Object.keys(byLang.ENG).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        expect(Object.keys(byLang[lang]).sort(), `${namespace}/${lang}`).toEqual(keys);
        for (const key of keys) {
          const text = byLang[lang][key];
          expect(typeof text === 'string' && text.trim().length > 0, `${namespace}/${lang}: ${key}`).toBe(true);
        }
      }
    },
  );

  it.each(availableNamespaces())('namespace %s uses the same {{placeholders}} in every language', async (namespace) => {
    const byLang = await flatByLanguage(namespace);
    for (const key of Object.keys(byLang.ENG)) {
      for (const lang of LANGUAGES) {
        expect(placeholders(byLang[lang][key]), `${namespace}/${lang}: ${key}`).toEqual(placeholders(byLang.ENG[key]));
      }
    }
  });

  it('rules namespace has exactly the nine validation messages of spec §5 and the five stake-entry messages of issue 28', async () => {
    const { rules } = await loadNamespaces('ENG', ['rules']);
    expect(Object.keys(rules).sort()).toEqual([
      'enterPrincipal',
      'favouritesMax50',
      'marketClosed',
      'marketLineChanged',
      'marketSuspended',
      'notEnoughBalance',
      'notParlayable',
      'parlayMax10',
      'stakeAboveMax',
      'stakeBelowMin',
      'stakeDecimals',
      'stakeDigitsOnly',
      'stakeMaximum',
      'stakeMinimum',
    ]);
    expect(rules.stakeDecimals).toBe('At most 2 decimals');
    expect(rules.notEnoughBalance).toBe('Not enough balance: {{amount}}');
    expect(rules.stakeAboveMax).toBe('Stake above the upper limit, please modify');
    expect(rules.parlayMax10).toBe('At most 10 matches in a parlay');
    expect(rules.favouritesMax50).toBe('At most 50 favorites');
  });

  it('CMN uses the spec §8 Chinese for network error, order toasts, push alert and settlement notices', async () => {
    const { errors, notices } = await loadNamespaces('CMN', ['errors', 'notices']);
    expect(errors.network).toBe('网络错误');
    expect(notices).toMatchObject({
      betSuccess: '投注成功',
      betFailed: '投注失败',
      parlayAdded: '添加串关成功',
      pushAlertTitle: '进球推送提示',
      settleTitle: '提前结算',
      settled: '已结算成功',
      partlySettled: '已部分结算成功',
      settleFailed: '结算失败',
      settleCancelled: '取消结算',
    });
  });

  it('a cancelled request reads "http cancel" in English (spec §8)', async () => {
    const { errors } = await loadNamespaces('ENG', ['errors']);
    expect(errors.httpCancel).toBe('http cancel');
  });

  it('loading a namespace that has no folder rejects', async () => {
    await expect(loadNamespaces('ENG', ['no-such-namespace'])).rejects.toThrow('no-such-namespace');
  });
});
