// The frameworks page (pages/index.html): React 19, Vue 3, a Lit element with a shadow root, plain markup.
import { check, checkCleanup, checkConsole, checkLanguageSwitch, checkRenders, openHostPage } from '../checks.mjs';

export async function frameworksPage(browser, { site, api }) {
  const host = await openHostPage(browser, `${site}/?api=${encodeURIComponent(api)}`);
  const { page, within } = host;
  const label = 'frameworks page';

  // Rendering: the plain list and the list inside the Lit host's shadow root show the server's matches.
  await checkRenders(host, label);
  check(
    (await within(
      () =>
        !!document
          .querySelector('lit-host')
          .shadowRoot.querySelector('sport-match-list')
          ?.shadowRoot?.querySelector('[data-match-id]'),
    )) &&
      (await within(
        () =>
          !!document.querySelector('lit-host').shadowRoot.querySelector('sport-bet-history').shadowRoot?.textContent,
      )),
    'a Lit host: the list in its shadow root renders the matches, and <sport-bet-history>, a tag only it has, loads through discover()',
  );

  // Props before upgrade and each framework's handler form.
  const hosts = await page.evaluate(() =>
    ['react', 'vue'].map((name) => {
      const el = document.querySelector(`#${name}-host sport-match-detail`);
      el?.dispatchEvent(new CustomEvent('sport-ready', { detail: {} }));
      return { name, matchId: el?.matchId, heard: window.hosts.heard[name].length };
    }),
  );
  for (const one of hosts) {
    check(
      one.matchId === `${one.name}-match` && one.heard > 0,
      `a ${one.name === 'react' ? 'React 19' : 'Vue 3'} host's camelCase matchId set before upgrade and its sport-* handler work (${JSON.stringify(one)})`,
    );
  }
  // A real event from inside the Lit host's shadow root: logged out, the favourite star asks for a login.
  await page.evaluate(() =>
    document
      .querySelector('lit-host')
      .shadowRoot.querySelector('sport-match-list')
      .shadowRoot.querySelector('[part~="favourite"], .sport-star')
      ?.click(),
  );
  check(
    await within(() => window.hosts.heard.lit.includes('sport-login-required:favourite')),
    "a Lit host's @sport-login-required handler hears the list's event from inside its shadow root",
  );

  await checkLanguageSwitch(host, label);
  await checkCleanup(host, label);
  checkConsole(host, label);
  await page.close();
}
