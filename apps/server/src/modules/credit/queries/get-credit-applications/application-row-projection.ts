import { CREDIT_APPLICATION_STREAM_PREFIX, type CreditApplicationEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { isErasedApplicant } from '../../integration-events/account-deleted.consumer';

/** The credit-application events every row of an application's read tables follows. */
const APPLICATION_EVENTS = [
  'CreditApplicationStarted', 'CreditPageSaved', 'CoApplicantAdded', 'CreditConsentGiven', 'CreditApplicationSubmitted', 'CreditDecided', 'HumanReviewRequested', 'HumanReviewAnswered',
];

/**
 * A read table with one row per credit application, upserted from a pure `evolve` (row | null, event, version): each
 * table gives its row mapping both ways; the loop, the idempotent upsert and the erasure rule are the same for all.
 */
export function applicationRowProjection<Row extends { readonly ownerId: string }>(o: {
  readonly name: string;
  readonly table: string;
  readonly fromTable: (stored: any) => Row;
  readonly toTable: (row: Row) => Record<string, unknown>;
  readonly evolve: (row: Row | null, event: CreditApplicationEvent, version: number) => Row | null;
}): Projection {
  return defineProjection({
    name: o.name,
    schema: 'credit',
    tables: [o.table],
    eventTypes: APPLICATION_EVENTS,
    async apply(db: Kysely<any>, events: readonly RecordedEvent[]) {
      for (const recorded of events) {
        const id = recorded.streamId.slice(CREDIT_APPLICATION_STREAM_PREFIX.length);
        const stored = await db.selectFrom(o.table).selectAll().where('id', '=', id).executeTakeFirst();
        const before = stored ? o.fromTable(stored) : null;
        const after = o.evolve(before, recorded as unknown as CreditApplicationEvent, recorded.streamVersion);
        if (!after || after === before) continue;
        // A deleted account's applications are never written again (credit.erased-applicants scrubbed them).
        if (!before && await isErasedApplicant(db, after.ownerId)) continue;
        const values = o.toTable(after);
        await db.insertInto(o.table).values(values).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
      }
    },
  });
}
