export declare const repositoryRoot: string;
export declare const webInputs: readonly string[];
export declare const apiInputs: readonly string[];
export declare function isIgnored(name: string): boolean;
export declare function inputsHash(paths: readonly string[], root?: string): string;
