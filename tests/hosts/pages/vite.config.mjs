// The host app's Vite build: one page per .html beside this file (a multi-page build, as an integrator's site).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const pages = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.html'));

export default {
  build: {
    rollupOptions: {
      input: Object.fromEntries(pages.map((file) => [file.slice(0, -5), join(import.meta.dirname, file)])),
    },
  },
};
