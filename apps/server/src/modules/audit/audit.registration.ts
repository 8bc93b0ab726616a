import type { ModuleRegistration } from '../../platform/module-registration';
import { AuditModule } from './audit.module';

/** The audit context's entry in app.registry.ts: a read of the event store, no schema or projection of its own yet. */
export const auditRegistration: ModuleRegistration = {
  name: 'audit',
  nestModule: AuditModule,
};
