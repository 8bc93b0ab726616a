import { SUPPORT_STREAM_PREFIX, type SupportEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { isErasedSender } from '../../integration-events/erased-senders.consumer';

export const SUPPORT_MESSAGES_PROJECTION = 'support.messages';
const TABLE = 'messages';

export interface SealedAnswer {
  readonly answer: string;
  readonly answeredAt: string;
}

/** One row of support.messages: what the staff list shows (still sealed), plus the stream version it reflects. */
export interface SupportMessageRow {
  readonly id: string;
  readonly senderId: string;
  readonly messageTypeId: number;
  readonly title: string;
  readonly details: string;
  readonly sentAt: string;
  readonly answers: readonly SealedAnswer[];
  readonly version: number;
}

/** Pure: the row after one event of its stream. An event at or below the row's version was applied already (idempotent). */
export function evolveSupportMessageRow(row: SupportMessageRow | null, event: SupportEvent, streamVersion: number): SupportMessageRow | null {
  if (row && streamVersion <= row.version) return row;
  switch (event.type) {
    case 'SupportMessageSent': {
      const d = event.data;
      return { id: d.messageId, senderId: d.senderId, messageTypeId: d.messageTypeId, title: d.title, details: d.details, sentAt: d.sentAt, answers: [], version: streamVersion };
    }
    case 'SupportMessageAnswered':
      return row ? { ...row, answers: [...row.answers, { answer: event.data.answer, answeredAt: event.data.answeredAt }], version: streamVersion } : row;
    default:
      return row;
  }
}

/** The thin writer: read the row, evolve it, write it back, in the batch's transaction (the runner moves the checkpoint). */
export function supportMessagesProjection(): Projection {
  return defineProjection({
    name: SUPPORT_MESSAGES_PROJECTION,
    schema: 'support',
    tables: [TABLE],
    eventTypes: ['SupportMessageSent', 'SupportMessageAnswered'],
    async apply(db: Kysely<any>, events: readonly RecordedEvent[]) {
      for (const recorded of events) {
        const id = recorded.streamId.slice(SUPPORT_STREAM_PREFIX.length);
        const stored = await db.selectFrom(TABLE).selectAll().where('id', '=', id).executeTakeFirst();
        const before: SupportMessageRow | null = stored
          ? {
              id: stored.id, senderId: stored.sender_id, messageTypeId: stored.message_type_id, title: stored.title, details: stored.details,
              sentAt: new Date(stored.sent_at).toISOString(), answers: stored.answers, version: stored.version,
            }
          : null;
        const after = evolveSupportMessageRow(before, recorded as unknown as SupportEvent, recorded.streamVersion);
        if (!after || after === before) continue;
        // A deleted account's messages are scrubbed and stay out, live or rebuilt.
        if (!before && (await isErasedSender(db, after.senderId))) continue;
        const values = {
          id: after.id, sender_id: after.senderId, message_type_id: after.messageTypeId, title: after.title, details: after.details,
          sent_at: after.sentAt, answers: JSON.stringify(after.answers), version: after.version,
        };
        await db.insertInto(TABLE).values(values).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
      }
    },
  });
}
