/** What the app shell may use from the audit context. */
export { AuditModule } from './audit.module';
export { maskPersonal } from './mask-personal';
