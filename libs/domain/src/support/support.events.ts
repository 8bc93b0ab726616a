import type { DomainEvent } from '../shared';

/** Ciphertext of the privacy vault under the sender's own key: erasing the sender shreds their messages too. */
export type SealedText = string;

/**
 * What a command carries where a text is sealed for the sender: the ciphertext, or null when the sender's key was
 * shredded (their account was deleted), so that nothing can be sealed for them any more.
 */
export type SealedOrErased = SealedText | null;

/**
 * A signed-in user wrote to support (spec §7 `POST status/send-message`). Title and details are the user's own words,
 * so they travel sealed with the sender's key; the message type is the spec's id (2 by default).
 */
export type SupportMessageSent = DomainEvent<'SupportMessageSent', {
  readonly messageId: string;
  readonly senderId: string;
  readonly messageTypeId: number;
  readonly title: SealedText;
  readonly details: SealedText;
  readonly sentAt: string;
}>;

/** A team member (18) or a super admin (6) answered; the answer, sealed with the sender's key, is emailed to the sender. */
export type SupportMessageAnswered = DomainEvent<'SupportMessageAnswered', {
  readonly messageId: string;
  readonly senderId: string;
  readonly answeredBy: string;
  readonly answer: SealedText;
  readonly answeredAt: string;
}>;

export type SupportEvent = SupportMessageSent | SupportMessageAnswered;
