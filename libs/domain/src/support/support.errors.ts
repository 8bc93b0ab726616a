import { DomainError } from '../shared';

/** Stable error codes of the support context: the web maps each code to a translated message. */
export const SupportErrors = {
  alreadyExists: () => new DomainError('support.already_exists', 'conflict', 'This message already exists', 'messageId'),
  messageNotFound: () => new DomainError('support.message_not_found', 'not_found', 'No such message', 'body.MessageId'),
};
