import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { ownedImport } from '../../queries/get-import-status/owned-import';
import { CompanyScopes } from '../../adapters/company-scope';
import { ChangeNotificationStatusCommand } from './change-notification-status.command';

/** Read, unread or archived: the notification of an import the caller may see (another company's: 404). */
@CommandHandler(ChangeNotificationStatusCommand)
export class ChangeNotificationStatusHandler implements ICommandHandler<ChangeNotificationStatusCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ body, ctx }: ChangeNotificationStatusCommand) {
    await ownedImport(this.db, this.scopes, ctx, body.importId);
    await this.db.updateTable('dealer.inventory_imports').set({ notification_status: body.status }).where('import_id', '=', body.importId).execute();
    return { Status: 1 as const, importId: body.importId, notificationStatus: body.status };
  }
}
