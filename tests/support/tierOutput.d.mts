export declare const plain: (output: string) => string[];
export declare function failedWtrFiles(output: string): string[];
export declare const failedFlowFiles: (output: string) => string[];
