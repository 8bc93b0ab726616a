import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AuditController } from './audit.controller';
import { AuditReader } from './shared/audit-reader';
import { STREAM_TYPES, type StreamTypes } from './shared/stream-types';
import { AUDIT_CONTROLLERS, AUDIT_HANDLERS } from './slices';

/**
 * Audit and support replay (issue #15): find a subject, its timeline across related streams, diffs and states from the
 * domain's evolve, the access log (views and reveals), dispute bundles. Reads every stream; writes only its access log.
 */
@Module({})
export class AuditModule {
  static register(streamTypes: StreamTypes): DynamicModule {
    return {
      module: AuditModule,
      imports: [CqrsModule, PrivacyModule, RateLimitModule],
      controllers: [AuditController, ...AUDIT_CONTROLLERS],
      providers: [{ provide: STREAM_TYPES, useValue: streamTypes }, AuditReader, ...AUDIT_HANDLERS],
    };
  }
}
