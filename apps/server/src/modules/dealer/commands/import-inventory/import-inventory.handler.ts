import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INVENTORY_CSV_MAX_BYTES, INVENTORY_CSV_MAX_ROWS } from '@marketplace/contracts';
import { DealerErrors, readInventoryRecords } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { deadlines } from '../../../../platform/timers/deadlines';
import type { TimerService } from '../../../../platform/timers/timer-service';
import { DB, TIMERS } from '../../../../platform/tokens';
import { companyExists } from '../../queries/get-company/company-exists';
import { decodeCsv, detectSeparator, readCsv, type CsvEncoding } from '../../adapters/csv-file';
import { importDeadline, importOf, IMPORT_COLUMNS } from '../../process/inventory-import/inventory-imports';
import { CompanyScopes } from '../../adapters/company-scope';
import { ImportInventoryCommand } from './import-inventory.command';

/**
 * A company's inventory CSV is stored with its import, queued as a job (a deadline due now, woken through BullMQ once
 * committed) and answered at once (202): the job validates and lists the rows, and its progress is read back. The
 * file's encoding and separator are detected here (ADR 0068): the text is stored decoded, both are on the import.
 */
@CommandHandler(ImportInventoryCommand)
export class ImportInventoryHandler implements ICommandHandler<ImportInventoryCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, @Inject(TIMERS) private readonly timers: TimerService, private readonly scopes: CompanyScopes) {}

  async execute({ body, ctx }: ImportInventoryCommand) {
    const scope = await this.scopes.of(ctx, body.companyId);
    if (scope.kind === 'all') throw DealerErrors.companyRequired();
    if (!(await companyExists(this.db, scope.companyId))) throw DealerErrors.companyNotFound('body.companyId');
    const { text, encoding } = fileOf(body);
    const separator = detectSeparator(text);
    const importId = randomUUID();
    const now = ctx.now;
    const deadline = importDeadline(importId, now);
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('dealer.inventory_imports').values({
        import_id: importId, company_id: scope.companyId, file_name: body.fileName, content: text, encoding, separator, uploaded_by: ctx.principal!.userId,
        status: 'queued', total_rows: readInventoryRecords(readCsv(text, separator), INVENTORY_CSV_MAX_ROWS).totalRows,
        created_at: now.toISOString(), updated_at: now.toISOString(),
      }).returning([...IMPORT_COLUMNS]).executeTakeFirstOrThrow();
      await deadlines.schedule(trx, deadline);
      return inserted;
    });
    await this.timers.wake([deadline]);
    return importOf(row);
  }
}

/** The uploaded file's text: bytes (base64) decoded by their detected encoding, or text as sent (JSON is UTF-8). */
function fileOf(body: ImportInventoryCommand['body']): { text: string; encoding: CsvEncoding } {
  if (body.contentBase64 === undefined) {
    const text = body.content!;
    return text.startsWith('\ufeff') ? { text: text.slice(1), encoding: 'utf-8-bom' } : { text, encoding: 'utf-8' };
  }
  const bytes = Buffer.from(body.contentBase64, 'base64');
  if (bytes.length > INVENTORY_CSV_MAX_BYTES) throw DealerErrors.importTooLarge(INVENTORY_CSV_MAX_BYTES);
  return decodeCsv(bytes);
}
