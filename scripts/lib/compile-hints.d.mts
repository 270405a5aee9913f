/** Types of what TypeScript imports from compile-hints.mjs. */
export declare const COMPILE_HINT: string;
export declare function firstLoadScripts(buildManifest: { pages: Record<string, string[]> }): string[];
type SourceMapLike = { mappings?: string; sections?: { offset: { line: number; column: number } }[] } & Record<string, unknown>;
export declare function shiftSourceMap<M extends SourceMapLike>(map: M): M;
export declare function addCompileHints(distDir: string): { marked: string[]; already: string[] };
