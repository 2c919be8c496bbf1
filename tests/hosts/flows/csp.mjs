// The strict-CSP page (pages/csp.html, served by ../server.mjs under demo/server/csp.ts's policy with a nonce on
// each script): the widgets run with no unsafe-*, Trusted Types required, and not one policy violation.
import {
  check,
  checkCleanup,
  checkConsole,
  checkLanguageSwitch,
  checkPickReachesSlip,
  checkPropBeforeUpgrade,
  checkRenders,
  openHostPage,
} from '../checks.mjs';

export async function cspPage(browser, { site, api, match }) {
  const host = await openHostPage(browser, `${site}/csp.html?api=${encodeURIComponent(api)}&match=${match.id}`);
  const label = 'strict CSP page';
  const policy = host.response.headers()['content-security-policy'] ?? '';
  check(
    /require-trusted-types-for 'script'/.test(policy) && /script-src 'nonce-/.test(policy) && !/unsafe-/.test(policy),
    `${label}: served with nonces, Trusted Types required, no unsafe-* (${policy.slice(0, 60)}…)`,
  );
  await checkRenders(host, label);
  await checkPropBeforeUpgrade(host, label, match);
  await checkPickReachesSlip(host, label);
  await checkLanguageSwitch(host, label);
  await checkCleanup(host, label);
  const violations = await host.page.evaluate(() => window.violations);
  check(violations.length === 0, `${label}: no policy violation (${violations.join(' | ') || 'none'})`);
  checkConsole(host, label);
  await host.page.close();
}
