import { holdReasons, inventoryImportDecider, inventoryImportStreamId, type HeldRow, type InventoryImportCommand, type InventoryRow } from '@marketplace/domain';
import type { HeldRow as HeldRowView } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import type { RequestContext } from '../../../../platform/http/request-context';
import { uuidFromName } from '../../../../platform/ids/uuid-from-name';
import type { CatalogPublicApi } from '../../../catalog/catalog.public';

/**
 * Rows held for review (issue #45 item 8, ADR 0076): which rows of a batch are not plausible (price outside the
 * trim's band, impossible kilometres, a VIN another company lists), the hold and confirmation as events on the
 * import's stream, and the holds table beside it (the job's state, what the report reads).
 */

/** Each row of a batch with its reasons to be held (none: list it now). */
export async function plausibilityOf(catalog: CatalogPublicApi, companyId: number, rows: readonly InventoryRow[], now: Date) {
  const facts = await catalog.importFacts({ companyId, trimIds: rows.map((r) => r.trimId), vins: rows.map((r) => r.vin) });
  return rows.map((r) => {
    const trim = facts.trims.get(r.trimId);
    // An unknown trim is the catalog's refusal, not a hold: let it through to be refused with its error.
    if (!trim) return { row: r, reasons: [] };
    const holder = facts.vinCompanies.get(r.vin.trim().toUpperCase());
    return {
      row: r,
      reasons: holdReasons({
        price: r.price, kilometres: r.kilometres, modelYear: r.year ?? trim.year, msrp: trim.msrp,
        vinListedElsewhere: holder !== undefined && holder !== companyId, currentYear: now.getUTCFullYear(),
      }),
    };
  });
}

/**
 * Holds rows of an import: the event first (deterministic ids: a job run again appends nothing new), then the rows in
 * the holds table, inside the caller's transaction (idempotent).
 */
export async function holdRows(
  trx: Kysely<any>, commands: EventSourcedCommands, held: readonly { row: InventoryRow; vehicleId: string; body: Record<string, unknown>; reasons: HeldRow['reasons'] }[],
  job: { importId: string; companyId: number }, ctx: RequestContext,
): Promise<void> {
  if (held.length === 0) return;
  const command: InventoryImportCommand = {
    type: 'HoldRows', importId: job.importId, companyId: job.companyId, now: ctx.now.toISOString(),
    rows: held.map((h) => ({ line: h.row.line, vehicleId: h.vehicleId, vin: h.row.vin, reasons: h.reasons })),
  };
  const first = held[0].row.line;
  await commands.execute(inventoryImportDecider, inventoryImportStreamId(job.importId), command, ctx, {
    retries: 2, eventIds: (i) => uuidFromName(`inventory-import-hold:${job.importId}:${first}:${i}`),
  });
  await trx.insertInto('dealer.inventory_import_holds').values(held.map((h) => ({
    import_id: job.importId, line: h.row.line, vehicle_id: h.vehicleId, vin: h.row.vin, body: JSON.stringify(h.body), reasons: h.reasons,
    status: 'held', updated_at: ctx.now.toISOString(),
  }))).onConflict((oc) => oc.columns(['import_id', 'line']).doNothing()).execute();
}

/** An import's held rows as the report shows them, in file order. */
export async function heldRowsOf(db: Kysely<any>, importId: string): Promise<HeldRowView[]> {
  const rows = await db.selectFrom('dealer.inventory_import_holds').selectAll().where('import_id', '=', importId).orderBy('line').execute();
  return rows.map((r) => ({
    line: r.line, vin: r.vin, trimId: r.body.trimId, year: r.body.year ?? null, kilometres: r.body.kilometres, price: r.body.price,
    reasons: r.reasons, status: r.status, refusalCode: r.refusal_code,
  }));
}
