import { getSupportMessagesRoute } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import type { SealedAnswer } from './support-messages.projection';
import { GetSupportMessagesQuery } from './get-messages.query';

/**
 * Reads the projection's rows and opens the sealed words with each sender's key (null once the sender was erased);
 * who wrote comes from identity's public contact read.
 */
@QueryHandler(GetSupportMessagesQuery)
export class GetSupportMessagesHandler implements IQueryHandler<GetSupportMessagesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly vault: PrivacyVault) {}

  async execute() {
    const rows = await this.db.selectFrom('support.messages').selectAll().orderBy('sent_at', 'desc').orderBy('id').limit(200).execute();
    const items = await Promise.all(rows.map(async (r) => {
      const open = (sealed: string) => this.vault.decrypt<string>(r.sender_id, sealed);
      const contact = await userContact(this.db, r.sender_id);
      const answers = await Promise.all((r.answers as SealedAnswer[]).map(async (a) => ({ answer: (await open(a.answer)) ?? '', answeredAt: a.answeredAt })));
      return {
        id: r.id, messageTypeId: r.message_type_id, title: await open(r.title), details: await open(r.details), senderId: r.sender_id,
        senderEmail: contact?.email ?? null, senderName: contact?.firstName ?? null, sentAt: new Date(r.sent_at).toISOString(), answers,
      };
    }));
    return getSupportMessagesRoute.response.parse({ items });
  }
}
