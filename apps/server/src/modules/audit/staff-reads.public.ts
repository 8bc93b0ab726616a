/**
 * How another context records that staff read people's personal data through one of its routes (ARCHITECTURE §2):
 * dispatch this command on the CommandBus with the people the answer holds. Kept apart from audit.public.ts, which
 * loads the audit module and its imports: a context the audit module imports (identity) can import this one.
 */
export { RecordStaffReadsCommand } from './commands/record-staff-reads/record-staff-reads.command';
