/** Injection tokens for the platform's infrastructure. */
export const CONFIG = Symbol('CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const DB = Symbol('DB');
export const REDIS = Symbol('REDIS');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
export const TIMERS = Symbol('TIMERS');
export const LOGGER = Symbol('LOGGER');
