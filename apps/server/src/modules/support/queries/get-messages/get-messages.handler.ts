import { getSupportMessagesRoute } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Kysely, sql } from 'kysely';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import type { SealedAnswer } from './support-messages.projection';
import { GetSupportMessagesQuery } from './get-messages.query';

/** A page boundary: the last row shown (its send time and id), opaque to the client. */
const cursorOf = (sentAt: Date, id: string) => Buffer.from(`${sentAt.toISOString()}|${id}`).toString('base64url');
function boundaryOf(cursor: string): { sentAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const sentAt = new Date(at ?? '');
  if (Number.isNaN(sentAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) {
    throw new DomainError('support.invalid_cursor', 'validation', 'Not a page of this list', 'query.before');
  }
  return { sentAt, id: id! };
}

/**
 * Reads a page of the projection's rows (keyset: newest first, then by id) and opens the sealed words with each
 * sender's key (null once the sender was erased); who wrote comes from identity's public contact read.
 */
@QueryHandler(GetSupportMessagesQuery)
export class GetSupportMessagesHandler implements IQueryHandler<GetSupportMessagesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly vault: PrivacyVault) {}

  async execute({ page }: GetSupportMessagesQuery) {
    const boundary = page.before ? boundaryOf(page.before) : null;
    let query = this.db.selectFrom('support.messages').selectAll().orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1);
    if (boundary) query = query.where(sql<boolean>`(sent_at, id) < (${boundary.sentAt}, ${boundary.id}::uuid)`);
    const found = await query.execute();
    const rows = found.slice(0, page.limit);
    const last = rows.at(-1);
    const items = await Promise.all(rows.map(async (r) => {
      const open = (sealed: string) => this.vault.decrypt<string>(r.sender_id, sealed);
      const contact = await userContact(this.db, r.sender_id);
      const answers = await Promise.all((r.answers as SealedAnswer[]).map(async (a) => ({ answer: (await open(a.answer)) ?? '', answeredAt: a.answeredAt })));
      return {
        id: r.id, messageTypeId: r.message_type_id, title: await open(r.title), details: await open(r.details), senderId: r.sender_id,
        senderEmail: contact?.email ?? null, senderName: contact?.firstName ?? null, sentAt: new Date(r.sent_at).toISOString(), answers,
      };
    }));
    const next = found.length > page.limit && last ? cursorOf(new Date(last.sent_at), last.id) : null;
    return getSupportMessagesRoute.response.parse({ items, next });
  }
}
