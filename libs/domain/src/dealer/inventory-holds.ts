import type { Decider, DomainEvent } from '../shared/decider';
import { DealerErrors } from './dealer.errors';

/**
 * Imports that cannot publish nonsense (issue #45 item 8, ADR 0076): an inventory row that reads well but is not
 * plausible is held for the dealer's review instead of listed. Pure rules; the catalogue's facts come in.
 */

/** Why a row is held. */
export const HOLD_REASONS = ['price_above_band', 'price_below_band', 'impossible_kilometres', 'vin_listed_elsewhere'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** Above this multiple of the trim's MSRP a price is held (e.g. cents in the dollars column: 100x). */
export const PRICE_BAND_MAX_RATIO = 3;
/** Below this share of the trim's MSRP a price is held (e.g. a missing digit). */
export const PRICE_BAND_MIN_RATIO = 0.1;
/** Without an MSRP for the trim, the absolute band, in cents: $500 to $250,000. */
export const PRICE_BAND_FALLBACK_CENTS = { min: 50_000, max: 25_000_000 } as const;
/** Kilometres a vehicle may plausibly run per year of age, on top of a first allowance, and never beyond the cap. */
export const KM_PER_YEAR = 60_000;
export const KM_ALLOWANCE = 20_000;
export const KM_CAP = 1_000_000;

/** The price band of a trim, in cents: around its MSRP, or the absolute fallback without one. */
export function priceBand(msrpCents: number | null): { min: number; max: number; fromMsrp: boolean } {
  if (msrpCents === null || msrpCents <= 0) return { ...PRICE_BAND_FALLBACK_CENTS, fromMsrp: false };
  return { min: Math.round(msrpCents * PRICE_BAND_MIN_RATIO), max: Math.round(msrpCents * PRICE_BAND_MAX_RATIO), fromMsrp: true };
}

/** The most kilometres a vehicle of `modelYear` may have in `currentYear` (a model of next year counts as new). */
export function maxPlausibleKilometres(modelYear: number, currentYear: number): number {
  const age = Math.max(0, currentYear - modelYear);
  return Math.min(KM_CAP, KM_PER_YEAR * age + KM_ALLOWANCE);
}

export interface PlausibilityInput {
  /** In cents. */
  readonly price: number;
  readonly kilometres: number;
  readonly modelYear: number;
  /** The catalogue's MSRP of the trim, in cents (null: none known). */
  readonly msrp: number | null;
  /** Another company lists this VIN (available, not sold). */
  readonly vinListedElsewhere: boolean;
  readonly currentYear: number;
}

/** Why a row must be held, in a stable order; none: it may be published at once. */
export function holdReasons(r: PlausibilityInput): HoldReason[] {
  const reasons: HoldReason[] = [];
  const band = priceBand(r.msrp);
  if (r.price > band.max) reasons.push('price_above_band');
  if (r.price < band.min) reasons.push('price_below_band');
  if (r.kilometres < 0 || r.kilometres > maxPlausibleKilometres(r.modelYear, r.currentYear)) reasons.push('impossible_kilometres');
  if (r.vinListedElsewhere) reasons.push('vin_listed_elsewhere');
  return reasons;
}

// The import's stream: its held rows and the dealer's confirmations (inventory-import-<id>).

export const INVENTORY_IMPORT_STREAM_PREFIX = 'inventory-import-';
export const inventoryImportStreamId = (importId: string) => `${INVENTORY_IMPORT_STREAM_PREFIX}${importId}`;

export interface HeldRow {
  readonly line: number;
  readonly vehicleId: string;
  readonly vin: string;
  readonly reasons: readonly HoldReason[];
}

export type InventoryImportEvent =
  | DomainEvent<'InventoryRowsHeld', { importId: string; companyId: number; rows: HeldRow[]; heldAt: string }>
  | DomainEvent<'InventoryRowsConfirmed', { importId: string; companyId: number; lines: number[]; confirmedBy: string; confirmedAt: string }>
  /** The dealer imported the same vehicles (same VIN) again in a later import: these holds no longer wait (ADR 0076). */
  | DomainEvent<'InventoryRowsReplaced', { importId: string; companyId: number; lines: number[]; replacedBy: string; replacedAt: string }>;

export type InventoryImportCommand =
  | { type: 'HoldRows'; importId: string; companyId: number; rows: readonly HeldRow[]; now: string }
  /** `lines` null: every row still held. */
  | { type: 'ConfirmRows'; importId: string; companyId: number; lines: readonly number[] | null; userId: string; now: string }
  /** A later import (`byImportId`) carried these lines' vehicles again: those still held are closed. */
  | { type: 'ReplaceRows'; importId: string; companyId: number; lines: readonly number[]; byImportId: string; now: string };

/** Where a held line stands on the import's stream. */
export type HeldLineStatus = 'held' | 'confirmed' | 'replaced';

export interface InventoryImportState {
  /** Each held line: still waiting, confirmed by the dealer, or replaced by a later import of the same vehicle. */
  readonly rows: ReadonlyMap<number, HeldLineStatus>;
}

export const inventoryImportDecider: Decider<InventoryImportCommand, InventoryImportEvent, InventoryImportState> = {
  initialState: { rows: new Map() },
  decide(command, state) {
    if (command.type === 'HoldRows') {
      // A job run again after a crash holds a line once.
      const rows = command.rows.filter((r) => !state.rows.has(r.line));
      return rows.length === 0 ? [] : [{
        type: 'InventoryRowsHeld', data: { importId: command.importId, companyId: command.companyId, rows: [...rows], heldAt: command.now },
      }];
    }
    if (command.type === 'ReplaceRows') {
      // Only lines still waiting: a confirmed line was published already, and a replaced one is closed (a job run again).
      const lines = [...new Set(command.lines)].filter((l) => state.rows.get(l) === 'held').sort((a, b) => a - b);
      return lines.length === 0 ? [] : [{
        type: 'InventoryRowsReplaced',
        data: { importId: command.importId, companyId: command.companyId, lines, replacedBy: command.byImportId, replacedAt: command.now },
      }];
    }
    const held = [...state.rows].filter(([, s]) => s === 'held').map(([line]) => line);
    if (command.lines !== null) {
      const unknown = command.lines.find((line) => !state.rows.has(line));
      if (unknown !== undefined) throw DealerErrors.heldRowNotFound(unknown);
    }
    const lines = command.lines === null ? held : [...new Set(command.lines)].filter((l) => state.rows.get(l) === 'held').sort((a, b) => a - b);
    return lines.length === 0 ? [] : [{
      type: 'InventoryRowsConfirmed', data: { importId: command.importId, companyId: command.companyId, lines, confirmedBy: command.userId, confirmedAt: command.now },
    }];
  },
  evolve(state, event) {
    const rows = new Map(state.rows);
    if (event.type === 'InventoryRowsHeld') for (const r of event.data.rows) rows.set(r.line, 'held');
    else for (const line of event.data.lines) rows.set(line, event.type === 'InventoryRowsConfirmed' ? 'confirmed' : 'replaced');
    return { rows };
  },
};
