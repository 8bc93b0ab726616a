import { DomainError } from '../shared';

/** Stable error codes of the support context: the web maps each code to a translated message. */
export const SupportErrors = {
  alreadyExists: () => new DomainError('support.already_exists', 'conflict', 'This message already exists', 'messageId'),
  messageNotFound: () => new DomainError('support.message_not_found', 'not_found', 'No such message', 'body.MessageId'),
  /** The sender deleted their account (their key is shredded): nothing more is sealed for them or recorded about them. */
  senderErased: (field?: string) => new DomainError('support.sender_erased', 'not_found', 'The sender of this message deleted their account', field),
};
