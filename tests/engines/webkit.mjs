// The engines tier's WebKit: Debian's WebKitGTK through /usr/bin/WebKitWebDriver (its MiniBrowser), driven by
// selenium-webdriver (W3C WebDriver classic) on an Xvfb display of its own. WebKitWebDriver cannot read the
// console (the proxy's hook records errors instead) and its window is never narrower than 447 px (390 px pages
// load in a 390 px frame).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Builder, Origin } from 'selenium-webdriver';
import { freePort, stopChild } from '../support/referenceServer.mjs';
import { waitFor } from './wait.mjs';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';

/** Starts Xvfb on a free display (it names the display once it is ready: -displayfd); answers { display, stop }. */
async function startXvfb() {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let said = '';
  const display = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb named no display within 10 s: ${said}`)), 10_000);
    child.stdio[3].on('data', (chunk) => {
      const match = /^(\d+)\n/.exec((said += chunk));
      if (match) {
        clearTimeout(timer);
        resolve(`:${match[1]}`);
      }
    });
    child.stderr.on('data', (chunk) => (said += chunk));
    child.once('error', (error) => reject(new Error(`Xvfb did not start: ${error.message}`)));
  });
  return { display, stop: () => stopChild(child) };
}

/** Starts Xvfb, WebKitWebDriver and a MiniBrowser session; answers the tier's engine adapter. */
export async function launchWebKit() {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  const server = `http://127.0.0.1:${port}`;
  let driver;
  try {
    await waitFor(`WebKitWebDriver to answer on ${server}/status`, async () => {
      const status = await fetch(`${server}/status`).then((r) => r.json());
      return { done: status.value?.ready === true, seen: JSON.stringify(status.value) };
    });
    driver = await new Builder().usingServer(server).withCapabilities({ browserName: 'MiniBrowser' }).build();
    await driver.manage().window().setRect({ width: 1280, height: 900 });
  } catch (error) {
    await stopChild(driverProcess);
    await xvfb.stop();
    throw error;
  }
  const caps = await driver.getCapabilities();
  // A page function as WebDriver's Execute Script wants it: a body whose `arguments` are the args.
  const script = (fn) => `return (${fn}).apply(null, arguments);`;
  return {
    id: 'webkit',
    version: `${caps.get('browserName')} ${caps.get('browserVersion')}`,
    goto: (url) => driver.get(url),
    eval: (fn, ...args) => driver.executeScript(script(fn), ...args),
    clickAt: (x, y) =>
      driver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    /** The demo page (with the stored prefs) in a width × height frame; answers true (the page is in a frame). */
    narrow: async (width, height, proxyUrl) => {
      await driver.get(`${proxyUrl}/__engines/frame.html?src=/`);
      return true;
    },
    screenshot: async (path) => writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64')),
    /** WebKitWebDriver has no console access: the proxy's hook is the only record. */
    nativeErrors: () => [],
    close: async () => {
      await driver.quit().catch(() => {});
      await stopChild(driverProcess);
      await xvfb.stop();
    },
  };
}
