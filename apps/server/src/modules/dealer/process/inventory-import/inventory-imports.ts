import { sectionOf, type ImportRowError } from '@marketplace/domain';
import type { InventoryImport } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deadline } from '../../../../platform/timers/deadlines';

/** The timer kind of an inventory import job (a platform deadline fired through BullMQ). */
export const INVENTORY_IMPORT = 'dealer.inventory-import';
/** The timer kind of an import's purge: its file and row errors, once the retention after it finished is over. */
export const INVENTORY_IMPORT_PURGE = 'dealer.inventory-import-purge';

export const importDeadline = (importId: string, now: Date): Deadline => ({ kind: INVENTORY_IMPORT, key: importId, version: 1, dueAt: now, payload: { importId } });

const DAY_MS = 86_400_000;

/** When a finished import's file and errors are purged: `retentionDays` after it finished. */
export const purgeTimeOf = (finishedAt: Date, retentionDays: number) => new Date(finishedAt.getTime() + retentionDays * DAY_MS);

/** The purge deadline of an import, keyed by its id (one purge per import; a later version replaces an earlier one). */
export const purgeDeadline = (importId: string, dueAt: Date, version = 1): Deadline => ({
  kind: INVENTORY_IMPORT_PURGE, key: importId, version, dueAt, payload: { importId },
});

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** A dealer.inventory_imports row as the API shows it. */
export function importOf(r: Record<string, any>): InventoryImport {
  return {
    importId: r.import_id, typeId: 1, companyId: r.company_id, fileName: r.file_name, status: r.status, notificationStatus: r.notification_status,
    totalRows: r.total_rows, processedRows: r.processed_rows, importedRows: r.imported_rows, errorRows: r.error_rows, heldRows: r.held_rows ?? 0,
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at), purgedAt: r.purged_at === null ? null : iso(r.purged_at),
    encoding: r.encoding ?? null, separator: r.separator ?? null,
  };
}

/** The columns the API shows (never the file's content). */
export const IMPORT_COLUMNS = [
  'import_id', 'company_id', 'file_name', 'status', 'notification_status', 'total_rows', 'processed_rows', 'imported_rows', 'error_rows', 'held_rows', 'created_at', 'updated_at',
  'purged_at', 'encoding', 'separator',
] as const;

/** Records row errors (idempotent: a job run again after a crash writes the same rows once). */
export async function recordImportErrors(db: Kysely<any>, importId: string, errors: readonly ImportRowError[]): Promise<void> {
  const seq = new Map<number, number>();
  const rows = errors.map((e) => {
    const n = seq.get(e.line) ?? 0;
    seq.set(e.line, n + 1);
    return { import_id: importId, line: e.line, seq: n, column_name: e.column, section: sectionOf(e.column), code: e.code, message: e.message };
  });
  for (let i = 0; i < rows.length; i += 1_000) {
    await db.insertInto('dealer.inventory_import_errors').values(rows.slice(i, i + 1_000))
      .onConflict((oc) => oc.columns(['import_id', 'line', 'seq']).doNothing()).execute();
  }
}
