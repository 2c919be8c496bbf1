// Generated images for the demo's leagues: a deterministic SVG crest (the league's initials on a colour of its
// own) as a data: URL, so every host page shows it whatever the API's origin, and no crest is a grey square.
import { hashSeed } from './prng.ts';

/** The crest of a league named `name` (its English name, so the crest is the same in every language). */
export function leagueCrest(id: string, name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const hue = hashSeed('crest', id) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><rect width="20" height="20" rx="4" fill="hsl(${hue} 55% 38%)"/>` +
    `<text x="10" y="13.5" font-size="${initials.length > 2 ? 6.5 : 8}" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
