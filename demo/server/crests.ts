// Generated images for the demo: a deterministic SVG of a name's initials on a colour of its own, as a league's
// crest (a data: URL, so every host page shows it whatever the API's origin) and as a host's photo (served by
// file/get), so no crest or avatar is a grey square.
import { hashSeed } from './prng.ts';

/** Up to `max` initials of a name ("Coach Wang" → "CW"). */
const initialsOf = (name: string, max: number) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, max)
    .toUpperCase();

/** The SVG of `initials` on the hue of `id`: a rounded square (crest) or a circle (avatar). */
function initialsSvg(id: string, initials: string, round: boolean): string {
  const hue = hashSeed('crest', id) % 360;
  const shape = round ? '<circle cx="10" cy="10" r="10"' : '<rect width="20" height="20" rx="4"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">${shape} fill="hsl(${hue} 55% 38%)"/>` +
    `<text x="10" y="13.5" font-size="${initials.length > 2 ? 6.5 : 8}" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  );
}

/** The crest of a league named `name` (its English name, so the crest is the same in every language). */
export function leagueCrest(id: string, name: string): string {
  return `data:image/svg+xml,${encodeURIComponent(initialsSvg(id, initialsOf(name, 3), false))}`;
}

/** A team's crest: its initials in a circle, as a data: URL like the league's. */
export function teamCrest(id: string, name: string): string {
  return `data:image/svg+xml,${encodeURIComponent(initialsSvg(id, initialsOf(name, 3), true))}`;
}

/** A host's photo: their initials in a circle (an SVG document). */
export function hostAvatar(hostId: string, name: string): string {
  return initialsSvg(hostId, initialsOf(name, 2), true);
}
