import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import type { AppConfig } from '../../../../platform/config/config';
import { deadlines, type Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../../platform/tokens';
import { INVENTORY_IMPORT_PURGE, purgeDeadline, purgeTimeOf } from '../inventory-import/inventory-imports';

/**
 * Purges a finished inventory import (ADR 0026): its uploaded file and its row errors are deleted once
 * INVENTORY_IMPORT_RETENTION_DAYS have passed since it finished, by the injected clock; its summary (counts, status,
 * who, when) stays, with `purged_at`, so the lists still show it. Woken early (the retention grew since it was
 * scheduled, or the clocks disagree), it schedules itself again (next version) for the right time. Purging twice does
 * nothing more.
 */
@Injectable()
export class InventoryImportPurgeTimer implements TimerHandler {
  readonly kind = INVENTORY_IMPORT_PURGE;

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const importId = deadline.key;
    const job = await this.db.selectFrom('dealer.inventory_imports').select(['finished_at', 'purged_at']).where('import_id', '=', importId).executeTakeFirst();
    if (!job || job.purged_at !== null || job.finished_at === null) return;
    const now = this.clock.now();
    const purgeAt = purgeTimeOf(new Date(job.finished_at), this.config.INVENTORY_IMPORT_RETENTION_DAYS);
    if (now < purgeAt) {
      await deadlines.schedule(this.db, purgeDeadline(importId, purgeAt, deadline.version + 1));
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('dealer.inventory_import_errors').where('import_id', '=', importId).execute();
      await trx.updateTable('dealer.inventory_imports').set({ content: null, purged_at: now.toISOString() })
        .where('import_id', '=', importId).where('purged_at', 'is', null).execute();
    });
  }
}
