import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { inventoryImportDecider, inventoryImportStreamId, type InventoryImportEvent } from '@marketplace/domain';
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
    const confirmed = (outcome.events as InventoryImportEvent[]).flatMap((e) => (e.type === 'InventoryRowsConfirmed' ? e.data.lines : []));
    // Rows confirmed before but not yet listed (a crash between the event and the listing) are listed again too.
    const pending = await this.db.selectFrom('dealer.inventory_import_holds').select(['line', 'vehicle_id', 'body']).where('import_id', '=', body.importId)
      .where('status', '=', 'held').where('line', 'in', [...confirmed, ...[...outcome.state.rows].filter(([, s]) => s === 'confirmed').map(([l]) => l), -1])
      .orderBy('line').execute();
    if (pending.length > 0) {
      const outcomes = await this.catalog.listVehicles(pending.map((p) => ({ vehicleId: p.vehicle_id, body: p.body })), ctx);
      const listed = outcomes.filter((o) => o.ok).length;
      await this.db.transaction().execute(async (trx) => {
        for (const [k, p] of pending.entries()) {
          const o = outcomes[k];
          await trx.updateTable('dealer.inventory_import_holds').set({ status: o.ok ? 'published' : 'refused', refusal_code: o.ok ? null : o.code, updated_at: ctx.now.toISOString() })
            .where('import_id', '=', body.importId).where('line', '=', p.line).execute();
        }
        await trx.updateTable('dealer.inventory_imports').set((eb) => ({
          held_rows: eb('held_rows', '-', pending.length), imported_rows: eb('imported_rows', '+', listed), error_rows: eb('error_rows', '+', pending.length - listed),
          updated_at: ctx.now.toISOString(),
        })).where('import_id', '=', body.importId).execute();
      });
    }
    return { importId: body.importId, items: await heldRowsOf(this.db, body.importId) };
  }
}
