import { holdReasons, inventoryImportDecider, inventoryImportStreamId, type HeldRow, type InventoryImportCommand, type InventoryRow } from '@marketplace/domain';
import type { HeldRow as HeldRowView, WaitingHeldRow } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
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

/**
 * A later import carries vehicles again (the dealer's fix of a held row is importing the corrected row): the company's
 * rows still held in earlier imports with the same VINs are closed as `replaced` (ADR 0076), each import's closure an
 * event on its stream (deterministic ids, and a line closed already is not closed again: a job run again changes
 * nothing), then the rows and the earlier import's count, inside the caller's transaction. The later row stands on its
 * own: listed, held again or refused with its error.
 */
export async function replaceEarlierHolds(
  trx: Kysely<any>, commands: EventSourcedCommands, vins: readonly string[],
  job: { importId: string; companyId: number; createdAt: Date | string }, ctx: RequestContext,
): Promise<void> {
  const keys = [...new Set(vins.map((v) => v.trim().toUpperCase()))];
  if (keys.length === 0) return;
  const created = new Date(job.createdAt).toISOString();
  const earlier = await trx.selectFrom('dealer.inventory_import_holds as h').innerJoin('dealer.inventory_imports as i', 'i.import_id', 'h.import_id')
    .select(['h.import_id', 'h.line'])
    .where('i.company_id', '=', job.companyId).where('h.status', '=', 'held').where(sql<string>`upper(h.vin)`, 'in', keys)
    .where('h.import_id', '<>', job.importId)
    .where((eb) => eb(eb.refTuple('i.created_at', 'i.import_id'), '<', eb.tuple(sql<string>`${created}::timestamptz`, job.importId)))
    .orderBy('h.import_id').orderBy('h.line').execute();
  const byImport = new Map<string, number[]>();
  for (const r of earlier) byImport.set(r.import_id, [...(byImport.get(r.import_id) ?? []), r.line]);
  for (const [importId, lines] of byImport) {
    const outcome = await commands.execute(inventoryImportDecider, inventoryImportStreamId(importId), {
      type: 'ReplaceRows', importId, companyId: job.companyId, lines, byImportId: job.importId, now: ctx.now.toISOString(),
    }, ctx, { retries: 2, eventIds: (i) => uuidFromName(`inventory-import-replace:${importId}:${job.importId}:${lines[0]}:${i}`) });
    // What the stream decided: a line the dealer confirmed meanwhile stays theirs.
    const closed = lines.filter((l) => outcome.state.rows.get(l) === 'replaced');
    if (closed.length === 0) continue;
    const changed = await trx.updateTable('dealer.inventory_import_holds')
      .set({ status: 'replaced', replaced_by: job.importId, updated_at: ctx.now.toISOString() })
      .where('import_id', '=', importId).where('line', 'in', closed).where('status', '=', 'held').executeTakeFirst();
    const n = Number(changed.numUpdatedRows);
    if (n > 0) {
      await trx.updateTable('dealer.inventory_imports').set((eb) => ({ held_rows: eb('held_rows', '-', n), updated_at: ctx.now.toISOString() }))
        .where('import_id', '=', importId).execute();
    }
  }
}

const heldRowOf = (r: Record<string, any>): HeldRowView => ({
  line: r.line, vin: r.vin, trimId: r.body.trimId, year: r.body.year ?? null, kilometres: r.body.kilometres, price: r.body.price,
  reasons: r.reasons, status: r.status, refusalCode: r.refusal_code, replacedBy: r.replaced_by ?? null,
});

/** An import's held rows as the report shows them, in file order. */
export async function heldRowsOf(db: Kysely<any>, importId: string): Promise<HeldRowView[]> {
  const rows = await db.selectFrom('dealer.inventory_import_holds').selectAll().where('import_id', '=', importId).orderBy('line').execute();
  return rows.map(heldRowOf);
}

/** The rows still waiting for review over a company's imports (or every company's), newest import first, and how many. */
export async function waitingHoldsOf(db: Kysely<any>, companyId: number | null, page: { page: number; pageSize: number }) {
  let q = db.selectFrom('dealer.inventory_import_holds as h').innerJoin('dealer.inventory_imports as i', 'i.import_id', 'h.import_id')
    .where('h.status', '=', 'held');
  if (companyId !== null) q = q.where('i.company_id', '=', companyId);
  const [rows, count] = await Promise.all([
    q.selectAll('h').select(['i.file_name', 'i.company_id', 'i.created_at as imported_at'])
      .orderBy('i.created_at', 'desc').orderBy('h.import_id').orderBy('h.line')
      .limit(page.pageSize).offset((page.page - 1) * page.pageSize).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items: WaitingHeldRow[] = rows.map((r) => ({
    ...heldRowOf(r), importId: r.import_id, fileName: r.file_name, companyId: r.company_id, importedAt: new Date(r.imported_at).toISOString(),
  }));
  return { items, total: Number(count.n) };
}
