/** What the app shell, other modules and tests may use from the credit context. */
export { creditRegistration } from './credit.registration';
