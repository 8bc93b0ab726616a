/**
 * The command is declared in the platform (platform/staff-reads), so that every context records its staff reads
 * without importing audit, which reads every context (ADR 0071: no second public file, no import cycle). Its handler
 * is audit's, beside this file.
 */
export { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
