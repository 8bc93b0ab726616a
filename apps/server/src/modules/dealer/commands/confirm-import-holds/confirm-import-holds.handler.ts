import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { inventoryImportDecider, inventoryImportStreamId } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { DB } from '../../../../platform/tokens';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { CompanyScopes } from '../../adapters/company-scope';
import { heldRowsOf } from '../../process/inventory-import/held-rows';
import { ownedImport } from '../../queries/get-import-status/owned-import';
import { ConfirmImportHoldsCommand } from './confirm-import-holds.command';

/**
 * The dealer confirms rows held for review (issue #45 item 8, ADR 0076): the confirmation is an event on the import's
 * stream, then each confirmed row is listed as the import would have listed it (its deterministic vehicle id: a retry
 * lists nothing twice). The catalog may still refuse one (e.g. its VIN is still listed by another company): that row
 * is `refused`, with the catalog's code. Another company's import answers 404.
 */
@CommandHandler(ConfirmImportHoldsCommand)
export class ConfirmImportHoldsHandler implements ICommandHandler<ConfirmImportHoldsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly scopes: CompanyScopes,
    private readonly commands: EventSourcedCommands,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
  ) {}

  async execute({ body, ctx }: ConfirmImportHoldsCommand) {
    const job = await ownedImport(this.db, this.scopes, ctx, body.importId);
    const outcome = await this.commands.execute(inventoryImportDecider, inventoryImportStreamId(body.importId), {
      type: 'ConfirmRows', importId: body.importId, companyId: job.company_id, lines: body.lines ?? null, userId: ctx.principal!.userId, now: ctx.now.toISOString(),
    }, ctx, { retries: 2 });
    // Every confirmed row not listed yet: those just confirmed, and any confirmed before but not listed (a crash between
    // the event and the listing).
    const confirmed = [...outcome.state.rows].filter(([, s]) => s === 'confirmed').map(([line]) => line);
    const pending = confirmed.length === 0 ? [] : await this.db.selectFrom('dealer.inventory_import_holds').select(['line', 'vehicle_id', 'body'])
      .where('import_id', '=', body.importId).where('status', '=', 'held').where('line', 'in', confirmed).orderBy('line').execute();
    if (pending.length > 0) {
      const outcomes = await this.catalog.listVehicles(pending.map((p) => ({ vehicleId: p.vehicle_id, body: p.body })), ctx);
      await this.db.transaction().execute(async (trx) => {
        // Only rows still held change (a concurrent confirmation of the same rows counts them once).
        let listed = 0;
        let refused = 0;
        for (const [k, p] of pending.entries()) {
          const o = outcomes[k];
          const changed = await trx.updateTable('dealer.inventory_import_holds')
            .set({ status: o.ok ? 'published' : 'refused', refusal_code: o.ok ? null : o.code, updated_at: ctx.now.toISOString() })
            .where('import_id', '=', body.importId).where('line', '=', p.line).where('status', '=', 'held').executeTakeFirst();
          if (Number(changed.numUpdatedRows) === 0) continue;
          if (o.ok) listed += 1;
          else refused += 1;
        }
        await trx.updateTable('dealer.inventory_imports').set((eb) => ({
          held_rows: eb('held_rows', '-', listed + refused), imported_rows: eb('imported_rows', '+', listed), error_rows: eb('error_rows', '+', refused),
          updated_at: ctx.now.toISOString(),
        })).where('import_id', '=', body.importId).execute();
      });
    }
    return { importId: body.importId, items: await heldRowsOf(this.db, body.importId) };
  }
}
