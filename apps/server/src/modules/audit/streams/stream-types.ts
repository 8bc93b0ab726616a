import type { StreamType } from '../../../platform/module-registration';
import type { PersonalDataPart } from '../../../platform/personal-data/personal-data-part';

/** Every context's stream types (initial state and evolve by prefix), handed in by app.registry.ts (no import cycle). */
export const STREAM_TYPES = Symbol('AUDIT_STREAM_TYPES');
export type StreamTypes = () => readonly StreamType[];
/** Every context's upcaster chains (by event type and schema version): a new one invalidates the state snapshots. */
export const UPCASTER_CHAINS = Symbol('AUDIT_UPCASTER_CHAINS');
export type UpcasterChains = () => Record<string, Record<number, (data: any) => unknown>>;
/** Every context's part of the Law 25 export (ADR 0059), handed in by app.registry.ts like the stream types. */
export const PERSONAL_DATA_PARTS = Symbol('AUDIT_PERSONAL_DATA_PARTS');
export type PersonalDataParts = () => readonly PersonalDataPart[];
