import { Inject, Injectable } from '@nestjs/common';
import { importErrorMessage, readInventoryRecords, type ImportRowError, type InventoryRow } from '@marketplace/domain';
import { INVENTORY_CSV_MAX_ROWS } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import type { AppConfig } from '../../../../platform/config/config';
import { systemContext } from '../../../../platform/http/request-context';
import { uuidFromName } from '../../../../platform/ids/uuid-from-name';
import { deadlines, type Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../../platform/tokens';
import { CatalogPublicApi, type BulkListOutcome } from '../../../catalog/catalog.public';
import { detectSeparator, readCsv, type CsvSeparator } from '../../adapters/csv-file';
import { holdRows, plausibilityOf, replaceEarlierHolds } from './held-rows';
import { INVENTORY_IMPORT, purgeDeadline, purgeTimeOf, recordImportErrors } from './inventory-imports';

/** Rows listed per catalog batch (one append transaction, one progress update). */
const CHUNK = 500;
/** Catalog body fields that are CSV columns (others, e.g. companyId, concern the whole line). */
const COLUMNS = new Set(['vin', 'condition', 'trimId', 'year', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price']);

/**
 * Runs one inventory import (issue #14 item 5, ADR 0026): reads the uploaded CSV row by row, records each bad row's
 * errors (line, column), and hands the good rows to the catalog's public API in chunks, updating the progress after
 * each. A bad row never stops the others. Vehicle ids are derived from (import, line), so a job fired again after a
 * crash resumes where its progress stood and lists nothing twice. When it ends (done or failed), the same transaction
 * schedules its purge (ADR 0026).
 */
@Injectable()
export class InventoryImportTimer implements TimerHandler {
  readonly kind = INVENTORY_IMPORT;

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly commands: EventSourcedCommands,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const importId = deadline.key;
    const job = await this.db.selectFrom('dealer.inventory_imports').selectAll().where('import_id', '=', importId).executeTakeFirst();
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const separator: CsvSeparator = job.separator ?? detectSeparator(job.content);
    const { rows, errors, totalRows, fatal } = readInventoryRecords(readCsv(job.content, separator), INVENTORY_CSV_MAX_ROWS);
    const badLines = new Set(errors.filter((e) => e.line > 1).map((e) => e.line));
    if (job.status === 'queued') {
      await this.db.transaction().execute(async (trx) => {
        await recordImportErrors(trx, importId, errors);
        const counts = { total_rows: totalRows, processed_rows: badLines.size, error_rows: badLines.size };
        await (fatal ? this.finish(trx, importId, { status: 'failed', ...counts }) : this.progress(trx, importId, { status: 'running', ...counts }));
      });
      if (fatal) return;
    }
    const current = await this.db.selectFrom('dealer.inventory_imports').select(['processed_rows', 'imported_rows', 'error_rows', 'held_rows'])
      .where('import_id', '=', importId).executeTakeFirstOrThrow();
    const ctx = systemContext(this.clock.now(), `inventory-import-${importId}`);
    let processed = current.processed_rows;
    let imported = current.imported_rows;
    let errorRows = current.error_rows;
    let heldRows = current.held_rows;
    for (let done = processed - badLines.size; done < rows.length; done += CHUNK) {
      const chunk = rows.slice(done, done + CHUNK);
      // Implausible rows are held for the dealer's review, not listed (issue #45 item 8, ADR 0076).
      const checked = await plausibilityOf(this.catalog, job.company_id, chunk, ctx.now);
      const item = (r: InventoryRow) => ({ row: r, vehicleId: vehicleIdOf(importId, r.line), body: bodyOf(r, job.company_id) });
      const held = checked.filter((c) => c.reasons.length > 0).map((c) => ({ ...item(c.row), reasons: c.reasons }));
      const toList = checked.filter((c) => c.reasons.length === 0).map((c) => item(c.row));
      const outcomes = await this.catalog.listVehicles(toList.map((i) => ({ vehicleId: i.vehicleId, body: i.body })), ctx);
      const failed = toList.flatMap((i, k) => rowError(i.row, outcomes[k]));
      processed += chunk.length;
      imported += toList.length - failed.length;
      errorRows += failed.length;
      heldRows += held.length;
      await this.db.transaction().execute(async (trx) => {
        await holdRows(trx, this.commands, held, { importId, companyId: job.company_id }, ctx);
        // The same vehicles imported again close their earlier holds: the review list keeps only what still waits.
        await replaceEarlierHolds(trx, this.commands, chunk.map((r) => r.vin), { importId, companyId: job.company_id, createdAt: job.created_at }, ctx);
        await recordImportErrors(trx, importId, failed);
        await this.progress(trx, importId, { processed_rows: processed, imported_rows: imported, error_rows: errorRows, held_rows: heldRows });
      });
    }
    await this.db.transaction().execute((trx) => this.finish(trx, importId, { status: 'done' }));
  }

  private async progress(db: Kysely<any>, importId: string, set: Record<string, unknown>) {
    await db.updateTable('dealer.inventory_imports').set({ ...set, updated_at: this.clock.now().toISOString() }).where('import_id', '=', importId).execute();
  }

  /** The job's end, and its purge scheduled INVENTORY_IMPORT_RETENTION_DAYS later (woken by the reconciler when near). */
  private async finish(db: Kysely<any>, importId: string, set: Record<string, unknown>) {
    const now = this.clock.now();
    await this.progress(db, importId, { ...set, finished_at: now.toISOString() });
    await deadlines.schedule(db, purgeDeadline(importId, purgeTimeOf(now, this.config.INVENTORY_IMPORT_RETENTION_DAYS)));
  }
}

const vehicleIdOf = (importId: string, line: number) => uuidFromName(`inventory-import:${importId}:${line}`);

function bodyOf(r: InventoryRow, companyId: number) {
  return {
    vin: r.vin, condition: r.condition, trimId: r.trimId, ...(r.year === undefined ? {} : { year: r.year }), kilometres: r.kilometres,
    exteriorColourId: r.exteriorColourId, interiorColourId: r.interiorColourId, price: r.price, companyId,
  };
}

/** The catalog's refusal of a row as an import error on its line (and column, when the field is one). */
function rowError(r: InventoryRow, outcome: BulkListOutcome): ImportRowError[] {
  if (outcome.ok) return [];
  const column = outcome.field && COLUMNS.has(outcome.field) ? outcome.field : null;
  const message = importErrorMessage(outcome.code) === outcome.code ? outcome.message : importErrorMessage(outcome.code);
  return [{ line: r.line, column, code: outcome.code, message }];
}
