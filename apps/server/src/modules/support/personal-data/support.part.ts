import { SUPPORT_STREAM_PREFIX } from '@marketplace/domain';
import { historyOf, type PersonalDataPart } from '../../../platform/personal-data/personal-data-part';

interface Message {
  messageId: string; messageTypeId: number; title: string; details: string; sentAt: string; answers: { answer: string; answeredAt: string }[];
}

/** The support context's part of the export (ADR 0059, issue #19): the messages they sent ("Contact us") with the answers, opened. */
export const supportPart: PersonalDataPart = {
  section: 'support',
  streamPrefixes: [SUPPORT_STREAM_PREFIX],
  async build({ userId, streams }) {
    const messages: Message[] = [];
    for (const s of streams) {
      let message: Message | null = null;
      for (const e of s.events) {
        const d = e.data;
        if (e.type === 'SupportMessageSent' && d.senderId === userId) {
          message = { messageId: s.streamId.slice(SUPPORT_STREAM_PREFIX.length), messageTypeId: d.messageTypeId, title: d.title, details: d.details, sentAt: d.sentAt, answers: [] };
        } else if (e.type === 'SupportMessageAnswered' && message) {
          message.answers.push({ answer: d.answer, answeredAt: d.answeredAt });
        }
      }
      if (message) messages.push(message);
    }
    return {
      messages: messages.sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
      history: streams.flatMap((s) => historyOf(s).map((h) => ({ streamId: s.streamId, ...h }))),
    };
  },
};
