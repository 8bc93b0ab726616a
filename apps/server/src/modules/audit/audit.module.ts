import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';

/** Audit (event history, replay later). Reads the event store only; writes nothing. */
@Module({ controllers: [AuditController] })
export class AuditModule {}
