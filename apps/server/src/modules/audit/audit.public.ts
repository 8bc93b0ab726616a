/** What the app shell may use from the audit context. */
export { auditRegistration } from './audit.registration';
export { maskPersonal } from './mask-personal';
