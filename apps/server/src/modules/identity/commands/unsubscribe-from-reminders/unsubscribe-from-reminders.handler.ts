import { IdentityErrors } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../../platform/config/config';
import { CONFIG, DB } from '../../../../platform/tokens';
import { optOutOfReminders, userIdOfReminderToken } from '../../adapters/reminder-opt-out';
import { userContact } from '../../identity-public-api';
import { UnsubscribeFromRemindersCommand } from './unsubscribe-from-reminders.command';

/** A preference row (ADR 0029), written for a live account; a deleted one is answered the same and nothing is kept. */
@CommandHandler(UnsubscribeFromRemindersCommand)
export class UnsubscribeFromRemindersHandler implements ICommandHandler<UnsubscribeFromRemindersCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, @Inject(CONFIG) private readonly config: AppConfig) {}

  async execute({ token, meta }: UnsubscribeFromRemindersCommand) {
    const userId = userIdOfReminderToken(this.config.sessionSecret, token);
    if (!userId) throw IdentityErrors.tokenInvalid('body.token');
    if (await userContact(this.db, userId)) await optOutOfReminders(this.db, userId, meta.now);
    return { unsubscribed: true as const };
  }
}
