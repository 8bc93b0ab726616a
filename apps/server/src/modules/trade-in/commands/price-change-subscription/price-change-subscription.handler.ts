import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { DB } from '../../../../platform/tokens';
import { SetPriceChangeSubscriptionCommand, UnsubscribeByTokenCommand } from './price-change-subscription.command';

/** A preference row (no business invariant, no stream): the token stays with the user so old links keep working. */
@CommandHandler(SetPriceChangeSubscriptionCommand)
export class SetPriceChangeSubscriptionHandler implements ICommandHandler<SetPriceChangeSubscriptionCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ subscribed, meta }: SetPriceChangeSubscriptionCommand) {
    await this.db.insertInto('trade_in.price_change_subscriptions')
      .values({ user_id: meta.principal!.userId, subscribed, token: randomBytes(24).toString('base64url'), updated_at: meta.now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ subscribed, updated_at: meta.now }))
      .execute();
    return { subscribed };
  }
}

@CommandHandler(UnsubscribeByTokenCommand)
export class UnsubscribeByTokenHandler implements ICommandHandler<UnsubscribeByTokenCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ token, meta }: UnsubscribeByTokenCommand) {
    const result = await this.db.updateTable('trade_in.price_change_subscriptions').set({ subscribed: false, updated_at: meta.now })
      .where('token', '=', token).executeTakeFirst();
    return { unsubscribed: Number(result.numUpdatedRows) > 0 };
  }
}
