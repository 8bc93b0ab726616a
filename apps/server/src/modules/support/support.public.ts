/** What the app shell, other modules and tests may use from the support context. */
export { supportRegistration } from './support.registration';
export { SUPPORT_MESSAGE_RATE } from './commands/send-message/send-message.handler';
/** For the audit timeline of a purchase (ADR 0087): the answers emailed to its buyer's messages. */
export { answerEmailsSent, type AnswerEmailSent } from './adapters/answer-emails';
