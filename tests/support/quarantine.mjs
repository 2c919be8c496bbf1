// The quarantine of npm test (tests/quarantine.json): tests known to fail at times, each with the reason and the day
// it was added. A test that fails and then passes when its file runs again fails its tier, unless it is listed here.
import { readFileSync } from 'node:fs';

const FIELDS = ['tier', 'file', 'test', 'reason', 'added'];

/** The quarantine's entries; a malformed entry throws, so a quarantine without a reason or a date cannot be kept. */
export function readQuarantine(path) {
  const entries = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${path}: expected a list of entries`);
  for (const [i, entry] of entries.entries()) {
    const missing = FIELDS.filter((field) => typeof entry?.[field] !== 'string' || !entry[field].trim());
    if (missing.length) throw new Error(`${path}: entry ${i} lacks ${missing.join(', ')}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.added)) throw new Error(`${path}: entry ${i}: added must be YYYY-MM-DD`);
  }
  return entries;
}

/**
 * How a tier ends after the rerun of its failed files: `failed` are the tests of the first run that failed,
 * `rerunPassed` whether the rerun passed. A failure the rerun repeats fails the tier; a pass on the rerun
 * ("flaky") fails it too unless every flaky test is quarantined for this tier.
 */
export function rerunVerdict(tier, failed, rerunPassed, quarantine) {
  if (!rerunPassed) return { ok: false, flaky: [], uncovered: [] };
  const covered = (t) => quarantine.some((q) => q.tier === tier && q.file === t.file && q.test === t.test);
  const uncovered = failed.filter((t) => !covered(t));
  return { ok: uncovered.length === 0, flaky: failed, uncovered };
}
