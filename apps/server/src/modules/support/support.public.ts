/** What the app shell, other modules and tests may use from the support context. */
export { supportRegistration } from './support.registration';
export { SUPPORT_MESSAGE_RATE } from './commands/send-message/send-message.handler';
