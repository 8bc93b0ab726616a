import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { recordAdminChange } from '../../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { unknownTrim } from '../../streams/catalog-models';
import { ActivateTrimCommand } from './activate-trim.command';

/** Shows or hides a trim, recorded on its admin-changes stream. */
@CommandHandler(ActivateTrimCommand)
export class ActivateTrimHandler implements ICommandHandler<ActivateTrimCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ input: { body: { trimId, active } }, ctx }: ActivateTrimCommand) {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('catalog.trims').set({ active, updated_at: this.clock.now() }).where('id', '=', trimId).returning(['id', 'active']).executeTakeFirst();
      if (!r) throw unknownTrim('body.trimId');
      await recordAdminChange(this.store, trx, ctx, 'trim', trimId, 'TrimActivationChanged', { trimId, active });
      return { id: r.id, active: r.active };
    });
  }
}
