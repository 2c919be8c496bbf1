import type { FailedTest } from './quarantine.mjs';
export declare const plain: (output: string) => string[];
export declare function failedWtrTests(output: string): FailedTest[];
export declare function failedFlowTests(output: string): FailedTest[];
export declare const filesOf: (tests: FailedTest[]) => string[];
