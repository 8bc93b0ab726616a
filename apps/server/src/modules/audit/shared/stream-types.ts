import type { StreamType } from '../../../platform/module-registration';

/** Every context's stream types (initial state and evolve by prefix), handed in by app.registry.ts (no import cycle). */
export const STREAM_TYPES = Symbol('AUDIT_STREAM_TYPES');
export type StreamTypes = () => readonly StreamType[];
