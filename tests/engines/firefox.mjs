// The engines tier's Firefox: Debian's Firefox ESR (/usr/bin/firefox-esr, or FIREFOX_PATH), headless, driven by
// puppeteer-core over WebDriver BiDi (no geckodriver, no downloaded browser).
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Launches Firefox and answers the tier's engine adapter. */
export async function launchFirefox() {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  let native = [];
  page.on('console', (message) => {
    if (message.type() === 'error') native.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => native.push(`uncaught: ${error.message}`));
  return {
    id: 'firefox',
    version: await browser.version(),
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    /** Starts a navigation and answers its promise, settled either way (it may be cut short). */
    startGoto: (url) =>
      page.goto(url, { waitUntil: 'load' }).then(
        () => undefined,
        () => undefined,
      ),
    eval: (fn, ...args) => page.evaluate(fn, ...args),
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    /** A real 390 px viewport; answers false (the page is not in a frame). */
    narrow: async (width, height) => {
      await page.setViewport({ width, height });
      await page.evaluate(() => scrollTo(0, 0));
      return false;
    },
    screenshot: async (path) => writeFileSync(path, await page.screenshot()),
    /** The console errors and uncaught errors Firefox reported since the last call. */
    nativeErrors: () => {
      const out = native;
      native = [];
      return out;
    },
    close: () => browser.close(),
  };
}
