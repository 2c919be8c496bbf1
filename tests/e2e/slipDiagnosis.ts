// A slip flow that times out says why: what the slip showed, each call the page made since the watch began (with its
// status), and the page's localStorage (the server's text tables left out).
import type { Locator, Page } from 'playwright-core';

/** Starts recording the page's calls; the function returned rethrows a timeout with what the slip and page showed. */
export function explainSlip(page: Page, slip: Locator): (error: Error) => Promise<never> {
  const calls: string[] = [];
  page.on('response', (r) => calls.push(`${r.status()} ${new URL(r.url()).pathname}`));
  return async (error) => {
    const shown = await slip.evaluate((el) => el.shadowRoot?.textContent ?? '').catch(() => '(gone)');
    const stored = await page.evaluate(() =>
      JSON.stringify(Object.fromEntries(Object.entries(localStorage).filter(([k]) => !k.includes('server-tables')))),
    );
    throw new Error(`${error.message}\nslip: ${shown}\ncalls: ${calls.join(', ')}\nstorage: ${stored}`);
  };
}
