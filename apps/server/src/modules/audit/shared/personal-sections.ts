import type { PersonalDataExportSchema } from '@marketplace/contracts';
import { SUPPORT_STREAM_PREFIX, USER_STREAM_PREFIX } from '@marketplace/domain';
import type { z } from 'zod';

/** One event of the export, its sealed values already opened with the person's key. */
export interface ExportedEvent {
  readonly streamId: string;
  readonly type: string;
  readonly recordedAt: string;
  readonly data: unknown;
}

type PersonalDataExport = z.output<typeof PersonalDataExportSchema>;
export type LinkedProvider = PersonalDataExport['socialAccounts'][number];
export type ExportedSupportMessage = PersonalDataExport['supportMessages'][number];

type Data = Record<string, any>;

/**
 * The readable summaries of the Law 25 export (issue #19), folded from the exported events: the provider accounts
 * linked to the person's account now (never the provider's account id: the events carry only its keyed hash), and
 * the messages they sent to support with the answers, decrypted.
 */
export function personalSections(events: readonly ExportedEvent[], userId: string) {
  const linked = new Map<string, LinkedProvider>();
  const messages = new Map<string, ExportedSupportMessage>();
  for (const e of events) {
    const d = e.data as Data;
    if (e.streamId === `${USER_STREAM_PREFIX}${userId}`) {
      if (e.type === 'SocialAccountLinked') linked.set(d.provider, { provider: d.provider, linkedAt: d.linkedAt, proof: d.proof });
      else if (e.type === 'SocialAccountUnlinked') linked.delete(d.provider);
    } else if (e.streamId.startsWith(SUPPORT_STREAM_PREFIX) && d.senderId === userId) {
      const id = e.streamId.slice(SUPPORT_STREAM_PREFIX.length);
      const message = messages.get(id);
      if (e.type === 'SupportMessageSent') {
        messages.set(id, { messageId: id, messageTypeId: d.messageTypeId, title: d.title, details: d.details, sentAt: d.sentAt, answers: message?.answers ?? [] });
      } else if (e.type === 'SupportMessageAnswered' && message) {
        messages.set(id, { ...message, answers: [...message.answers, { answer: d.answer, answeredAt: d.answeredAt }] });
      }
    }
  }
  return { socialAccounts: [...linked.values()], supportMessages: [...messages.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt)) };
}
