// The module walls' lint configuration (moduleWalls.mjs), for the TypeScript test that runs it.
export declare const TABLE_OWNERS: Record<string, string[]>;
export declare const MODULES: string[];
export declare const NOT_YET_WALLED: Record<string, { tables: string[]; repos: string[] }>;
export declare function moduleWalls(root?: string): object[];
