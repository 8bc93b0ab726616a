export declare const DEFAULT_MAX_OLD_SPACE_MB: number;
/**
 * Node flags for apps/server/dist/main.js: the old-generation cap from `SERVER_MAX_OLD_SPACE_MB` (default 1024; 0 = V8's
 * own limit) and V8's worker pool from `SERVER_V8_POOL_SIZE` (default: `cores` less one, 1 to 4; 0 = Node's 4).
 */
export declare function serverNodeArgs(env?: Record<string, string | undefined>, cores?: number): string[];
