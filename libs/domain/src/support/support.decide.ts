import { assertNever, type Decider } from '../shared';
import { SupportErrors } from './support.errors';
import type { SealedText, SupportEvent } from './support.events';
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
  readonly title: SealedText;
  readonly details: SealedText;
  /** ISO instant: the domain has no clock. */
  readonly now: string;
}

export interface AnswerSupportMessage {
  readonly type: 'AnswerSupportMessage';
  readonly messageId: string;
  readonly answeredBy: string;
  readonly answer: SealedText;
  readonly now: string;
}

export type SupportCommand = SendSupportMessage | AnswerSupportMessage;

export function decideSupport(command: SupportCommand, state: SupportState): SupportEvent[] {
  switch (command.type) {
    case 'SendSupportMessage':
      if (state.status !== 'none') throw SupportErrors.alreadyExists();
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
