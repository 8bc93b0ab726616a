import { assertNever, type Decider } from '../shared';
import { SupportErrors } from './support.errors';
import type { SealedOrErased, SupportEvent } from './support.events';
import { evolveSupport, initialSupportState, type SupportState } from './support.state';

export const SUPPORT_STREAM_PREFIX = 'support-message-';
export const supportStreamId = (messageId: string) => `${SUPPORT_STREAM_PREFIX}${messageId}`;

/** Spec §7: `status/send-message` takes a message type id, 2 by default. */
export const DEFAULT_SUPPORT_MESSAGE_TYPE = 2;

export interface SendSupportMessage {
  readonly type: 'SendSupportMessage';
  /** A fresh id: ids come in with the command. */
  readonly messageId: string;
  readonly senderId: string;
  readonly messageTypeId: number;
  /** Null when the sender's key is shredded (an account being deleted): refused, nothing is recorded. */
  readonly title: SealedOrErased;
  readonly details: SealedOrErased;
  /** ISO instant: the domain has no clock. */
  readonly now: string;
}

export interface AnswerSupportMessage {
  readonly type: 'AnswerSupportMessage';
  readonly messageId: string;
  readonly answeredBy: string;
  /** Sealed with the sender's key; null when that key is shredded (the sender deleted their account): refused. */
  readonly answer: SealedOrErased;
  readonly now: string;
}

export type SupportCommand = SendSupportMessage | AnswerSupportMessage;

export function decideSupport(command: SupportCommand, state: SupportState): SupportEvent[] {
  switch (command.type) {
    case 'SendSupportMessage':
      if (state.status !== 'none') throw SupportErrors.alreadyExists();
      if (command.title === null || command.details === null) throw SupportErrors.senderErased();
      return [{
        type: 'SupportMessageSent',
        data: {
          messageId: command.messageId, senderId: command.senderId, messageTypeId: command.messageTypeId,
          title: command.title, details: command.details, sentAt: command.now,
        },
      }];
    case 'AnswerSupportMessage':
      // Every answer is kept (a conversation may need more than one); each is emailed once.
      if (state.status === 'none') throw SupportErrors.messageNotFound();
      // An erased sender's conversation is over: an answer could be neither read nor delivered to them.
      if (command.answer === null) throw SupportErrors.senderErased('body.MessageId');
      return [{
        type: 'SupportMessageAnswered',
        data: { messageId: command.messageId, senderId: state.senderId, answeredBy: command.answeredBy, answer: command.answer, answeredAt: command.now },
      }];
    default:
      return assertNever(command);
  }
}

export const supportDecider: Decider<SupportCommand, SupportEvent, SupportState> = {
  initialState: initialSupportState,
  decide: decideSupport,
  evolve: evolveSupport,
};
