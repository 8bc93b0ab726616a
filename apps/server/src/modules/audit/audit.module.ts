import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../../platform/files/files.module';
import { PrivateFileStore } from '../../platform/files/private-file-store';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../platform/tokens';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { PurchaseModule } from '../purchase/purchase.public';
import { AuditController } from './audit.controller';
import { AccessLogWriter } from './index/access-log-writer';
import { DisputeBundles } from './bundle/dispute-bundle';
import { AuditReader } from './shared/audit-reader';
import { PERSONAL_DATA_PARTS, type PersonalDataParts, STREAM_TYPES, type StreamTypes, UPCASTER_CHAINS, type UpcasterChains } from './shared/stream-types';
import { AUDIT_CONTROLLERS, AUDIT_HANDLERS } from './slices';

/**
 * Audit and support replay (issue #15): find a subject, its timeline across related streams, diffs and states from the
 * domain's evolve, the access log (views and reveals), dispute bundles. Reads every stream; writes only its access log.
 */
@Module({})
export class AuditModule {
  static register(streamTypes: StreamTypes, upcasterChains: UpcasterChains, personalDataParts: PersonalDataParts = () => []): DynamicModule {
    return {
      module: AuditModule,
      imports: [CqrsModule, PrivacyModule, RateLimitModule, FilesModule, PurchaseModule],
      controllers: [AuditController, ...AUDIT_CONTROLLERS],
      providers: [
        { provide: STREAM_TYPES, useValue: streamTypes }, { provide: UPCASTER_CHAINS, useValue: upcasterChains },
        { provide: PERSONAL_DATA_PARTS, useValue: personalDataParts }, AuditReader, AccessLogWriter,
        {
          provide: DisputeBundles, inject: [AuditReader, EVENT_STORE, PrivateFileStore],
          useFactory: (reader: AuditReader, store: EventStore, files: PrivateFileStore) => new DisputeBundles(reader, store, files),
        },
        ...AUDIT_HANDLERS,
      ],
    };
  }
}
