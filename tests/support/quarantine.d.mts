export interface FailedTest {
  file: string;
  test: string;
}
export interface QuarantineEntry extends FailedTest {
  tier: string;
  reason: string;
  added: string;
}
export declare function readQuarantine(path: string): QuarantineEntry[];
export declare function rerunVerdict(
  tier: string,
  failed: FailedTest[],
  rerunPassed: boolean,
  quarantine: QuarantineEntry[],
): { ok: boolean; flaky: FailedTest[]; uncovered: FailedTest[] };
