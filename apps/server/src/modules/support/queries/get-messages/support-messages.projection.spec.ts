import type { SupportEvent } from '@marketplace/domain';
import { evolveSupportMessageRow } from './support-messages.projection';

const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const SENDER = '0b7a3a8e-61a4-4b8e-9a57-0d3c2e7f1a10';
const sent: SupportEvent = {
  type: 'SupportMessageSent',
  data: { messageId: ID, senderId: SENDER, messageTypeId: 2, title: 'sealed:t', details: 'sealed:d', sentAt: '2026-03-02T15:00:00.000Z' },
};
const answered: SupportEvent = {
  type: 'SupportMessageAnswered',
  data: { messageId: ID, senderId: SENDER, answeredBy: 'staff', answer: 'sealed:a', answeredAt: '2026-03-02T16:00:00.000Z' },
};

describe('support messages projection (pure evolve)', () => {
  it('lists a sent message, then adds each answer in order', () => {
    const row = evolveSupportMessageRow(null, sent, 1)!;
    expect(row).toEqual({ id: ID, senderId: SENDER, messageTypeId: 2, title: 'sealed:t', details: 'sealed:d', sentAt: '2026-03-02T15:00:00.000Z', answers: [], version: 1 });
    expect(evolveSupportMessageRow(row, answered, 2)!.answers).toEqual([{ answer: 'sealed:a', answeredAt: '2026-03-02T16:00:00.000Z' }]);
  });

  it('ignores an event it already applied (a batch delivered twice adds no second answer)', () => {
    const row = evolveSupportMessageRow(evolveSupportMessageRow(null, sent, 1), answered, 2)!;
    expect(evolveSupportMessageRow(row, answered, 2)).toBe(row);
  });
});
