export declare const DEFAULT_MAX_OLD_SPACE_MB: number;
/** Node flags for apps/server/dist/main.js, from `SERVER_MAX_OLD_SPACE_MB` (default 1024; 0 = V8's own limit). */
export declare function serverNodeArgs(env?: Record<string, string | undefined>): string[];
