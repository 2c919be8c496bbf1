// Flags for Debian's headless Chromium, shared by the browser tests, the end-to-end flows and the bench.
// Chromium 156 loads its WebUI omnibox popup (some hundred chrome:// modules) in every new window, on the
// same two cores as the page under test: measured, it doubled the plain-table yardstick's first screenful
// (375 -> 666 ms) and made every timing noisy. The three features below switch it off.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
