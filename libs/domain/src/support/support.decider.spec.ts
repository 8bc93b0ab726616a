import { givenFor } from '../shared/testing/given';
import { supportDecider, type AnswerSupportMessage, type SendSupportMessage } from './support.decide';
import type { SupportEvent } from './support.events';

const given = givenFor(supportDecider);
const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const SENDER = '0b7a3a8e-61a4-4b8e-9a57-0d3c2e7f1a10';
const STAFF = '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const T0 = '2026-03-02T15:00:00.000Z';
const T1 = '2026-03-02T16:00:00.000Z';

const send = (now = T0, title: string | null = 'sealed:t'): SendSupportMessage => ({ type: 'SendSupportMessage', messageId: ID, senderId: SENDER, messageTypeId: 2, title, details: 'sealed:d', now });
const answer = (text: string | null = 'sealed:a', now = T1): AnswerSupportMessage => ({ type: 'AnswerSupportMessage', messageId: ID, answeredBy: STAFF, answer: text, now });
const sent: SupportEvent = { type: 'SupportMessageSent', data: { messageId: ID, senderId: SENDER, messageTypeId: 2, title: 'sealed:t', details: 'sealed:d', sentAt: T0 } };
const answered = (text = 'sealed:a', at = T1): SupportEvent => ({ type: 'SupportMessageAnswered', data: { messageId: ID, senderId: SENDER, answeredBy: STAFF, answer: text, answeredAt: at } });

describe('support messages', () => {
  it('records a message from its sender, at the time the command carries', () => {
    given().when(send()).then([sent]);
  });

  it('refuses to send the same message twice', () => {
    given(sent).when(send('2026-03-02T15:05:00.000Z')).thenFails('support.already_exists', 'messageId');
  });

  it('records an answer addressed to the sender of the message', () => {
    given(sent).when(answer()).then([answered()]);
  });

  it('keeps every answer: a second one is a second event', () => {
    given(sent, answered()).when(answer('sealed:b', '2026-03-02T17:00:00.000Z')).then([answered('sealed:b', '2026-03-02T17:00:00.000Z')]);
  });

  it('refuses an answer to a message that does not exist', () => {
    given().when(answer()).thenFails('support.message_not_found', 'body.MessageId');
  });

  it("refuses an answer that could not be sealed because the sender's key is shredded (account deleted)", () => {
    given(sent, answered()).when(answer(null)).thenFails('support.sender_erased', 'body.MessageId');
  });

  it('an unknown message stays a 404 of its own, whatever the answer', () => {
    given().when(answer(null)).thenFails('support.message_not_found', 'body.MessageId');
  });

  it("refuses a message that could not be sealed because the sender's key is shredded", () => {
    given().when(send(T0, null)).thenFails('support.sender_erased');
  });
});
