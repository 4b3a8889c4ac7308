export interface Build {
  workspace: string;
  dist: string;
  inputs: readonly string[];
  output: string;
}
export declare const builds: readonly Build[];
export declare function isUpToDate(build: Build, root?: string): boolean;
export declare function runBuild(build: Build, options?: { root?: string; run?: (workspace: string, root: string) => void }): void;
export declare function filesUnder(folder: string, prefix?: string): Generator<string>;
export declare function timeTexts(from: Date, to: Date): string[];
export declare function unreproducibleTraces(folders: readonly string[], options: { from: Date; to: Date; root?: string }): string[];
