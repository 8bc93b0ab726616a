import { type DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../../platform/files/files.module';
import { MailModule } from '../../platform/mail/mail.module';
import { PrivateFileStore } from '../../platform/files/private-file-store';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { EVENT_STORE, TIMERS } from '../../platform/tokens';
import { DISPUTE_EVENTS } from '../../platform/payments/webhook-endpoints';
import { StripeWebhookInbox } from '../../platform/payments/verified-webhook';
import type { TimerService } from '../../platform/timers/timer-service';
import { ApplyDisputeWebhookCommand } from './commands/apply-dispute-webhook/apply-dispute-webhook.command';
import { ApplyDisputeWebhookHandler } from './commands/apply-dispute-webhook/apply-dispute-webhook.handler';
import { SaveDisputeEvidenceController } from './commands/save-dispute-evidence/save-dispute-evidence.http.controller';
import { SaveDisputeEvidenceHandler } from './commands/save-dispute-evidence/save-dispute-evidence.handler';
import { SubmitDisputeEvidenceController } from './commands/submit-dispute-evidence/submit-dispute-evidence.http.controller';
import { SubmitDisputeEvidenceHandler } from './commands/submit-dispute-evidence/submit-dispute-evidence.handler';
import { GetDisputesController } from './queries/get-disputes/get-disputes.http.controller';
import { GetDisputeListController } from './queries/get-dispute-list/get-dispute-list.http.controller';
import { GetDisputeListHandler } from './queries/get-dispute-list/get-dispute-list.handler';
import { GetPaymentController } from './queries/get-payment/get-payment.http.controller';
import { GetPaymentHandler } from './queries/get-payment/get-payment.handler';
import { GetDisputesHandler } from './queries/get-disputes/get-disputes.handler';
import { DisputeReminderTimer } from './process/dispute-reminder/dispute-reminder.timer';
import { DisputeCases } from './streams/dispute-cases';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { PurchaseModule } from '../purchase/purchase.public';
import { AccessLogWriter } from './streams/access-log-writer';
import { DisputeBundles } from './queries/get-bundle/dispute-bundle';
import { AuditReader } from './queries/get-timeline/audit-reader';
import { RelatedRecords } from './queries/get-timeline/related-records';
import { PERSONAL_DATA_PARTS, type PersonalDataParts, STREAM_TYPES, type StreamTypes, UPCASTER_CHAINS, type UpcasterChains } from './streams/stream-types';
import { CheckReadModelsController } from './queries/check-read-models/check-read-models.http.controller';
import { CheckReadModelsHandler } from './queries/check-read-models/check-read-models.handler';
import { ExportPersonalDataController } from './queries/export-personal-data/export-personal-data.http.controller';
import { ExportPersonalDataHandler } from './queries/export-personal-data/export-personal-data.handler';
import { GetBundleController } from './queries/get-bundle/get-bundle.http.controller';
import { GetBundleHandler } from './queries/get-bundle/get-bundle.handler';
import { GetCustomerViewController } from './queries/get-customer-view/get-customer-view.http.controller';
import { GetCustomerViewHandler } from './queries/get-customer-view/get-customer-view.handler';
import { GetEventDiffController } from './queries/get-event-diff/get-event-diff.http.controller';
import { GetEventDiffHandler } from './queries/get-event-diff/get-event-diff.handler';
import { GetStreamController } from './queries/get-stream/get-stream.http.controller';
import { GetStreamHandler } from './queries/get-stream/get-stream.handler';
import { GetSubjectStateController } from './queries/get-subject-state/get-subject-state.http.controller';
import { GetSubjectStateHandler } from './queries/get-subject-state/get-subject-state.handler';
import { GetTimelineController } from './queries/get-timeline/get-timeline.http.controller';
import { GetTimelineHandler } from './queries/get-timeline/get-timeline.handler';
import { RecordStaffReadsHandler } from './commands/record-staff-reads/record-staff-reads.handler';
import { RecordSubjectViewHandler } from './commands/record-subject-view/record-subject-view.handler';
import { RecordSearchHandler } from './commands/record-search/record-search.handler';
import { RevealPersonalDataController } from './commands/reveal-personal-data/reveal-personal-data.http.controller';
import { RevealPersonalDataHandler } from './commands/reveal-personal-data/reveal-personal-data.handler';
import { SearchSubjectsController } from './queries/search-subjects/search-subjects.http.controller';
import { SearchSubjectsHandler } from './queries/search-subjects/search-subjects.handler';

const CONTROLLERS = [GetStreamController, SearchSubjectsController, GetTimelineController, GetEventDiffController, GetSubjectStateController, RevealPersonalDataController, GetBundleController,
  CheckReadModelsController, ExportPersonalDataController, GetCustomerViewController, GetDisputesController, SaveDisputeEvidenceController, SubmitDisputeEvidenceController,
  GetDisputeListController, GetPaymentController,
];
const HANDLERS = [
  GetStreamHandler, SearchSubjectsHandler, GetTimelineHandler, GetEventDiffHandler, GetSubjectStateHandler, RecordSubjectViewHandler, RevealPersonalDataHandler, GetBundleHandler, CheckReadModelsHandler,
  ExportPersonalDataHandler, GetCustomerViewHandler, RecordStaffReadsHandler, RecordSearchHandler,
  ApplyDisputeWebhookHandler, GetDisputesHandler, SaveDisputeEvidenceHandler, SubmitDisputeEvidenceHandler, DisputeCases, DisputeReminderTimer,
  GetDisputeListHandler, GetPaymentHandler,
];

/**
 * Audit and support replay (issue #15): find a subject, its timeline across related streams, diffs and states from the
 * domain's evolve, the access log (views and reveals), dispute bundles, and card disputes as cases (issue #46, ADR 0077):
 * Stripe's dispute webhooks, routed here from the payments inbox, the evidence reviewed and submitted, a reminder before
 * it is due. Reads every stream; writes its access logs and the disputes' streams.
 */
@Module({})
export class AuditModule implements OnModuleInit {
  constructor(
    private readonly inbox: StripeWebhookInbox, private readonly commands: CommandBus, @Inject(TIMERS) private readonly timers: TimerService,
    private readonly reminders: DisputeReminderTimer,
  ) {}

  onModuleInit() {
    this.inbox.route(DISPUTE_EVENTS, (event) => this.commands.execute(new ApplyDisputeWebhookCommand(event)));
    this.timers.register(this.reminders);
  }

  static register(streamTypes: StreamTypes, upcasterChains: UpcasterChains, personalDataParts: PersonalDataParts = () => []): DynamicModule {
    return {
      module: AuditModule,
      imports: [CqrsModule, PrivacyModule, RateLimitModule, FilesModule, MailModule, PurchaseModule],
      controllers: CONTROLLERS,
      providers: [
        { provide: STREAM_TYPES, useValue: streamTypes }, { provide: UPCASTER_CHAINS, useValue: upcasterChains },
        { provide: PERSONAL_DATA_PARTS, useValue: personalDataParts }, AuditReader, RelatedRecords, AccessLogWriter,
        {
          provide: DisputeBundles, inject: [AuditReader, EVENT_STORE, PrivateFileStore, RelatedRecords],
          useFactory: (reader: AuditReader, store: EventStore, files: PrivateFileStore, related: RelatedRecords) => new DisputeBundles(reader, store, files, related),
        },
        ...HANDLERS,
      ],
    };
  }
}
