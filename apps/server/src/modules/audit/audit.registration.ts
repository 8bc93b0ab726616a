import { disputeDecider, DISPUTE_STREAM_PREFIX } from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { AuditModule } from './audit.module';
import { auditIndexProjection } from './queries/search-subjects/audit-index.projection';
import * as schema0001 from './migrations/0001-audit';
import * as streamLinks0002 from './migrations/0002-stream-links';
import * as stateSnapshots0003 from './migrations/0003-state-snapshots';
import * as disputesForReview0004 from './migrations/0004-disputes-for-review';
import * as searchTerms0005 from './migrations/0005-search-terms';
import * as disputeCases0006 from './migrations/0006-dispute-cases';
import * as keysIndex0007 from './migrations/0007-keys-index-without-pending-list';
import * as streamTime0008 from './migrations/0008-event-index-stream-time';
import { disputeCasesProjection } from './queries/get-dispute-list/dispute-cases.projection';
import { disputeReminderProjection } from './process/dispute-reminder/dispute-reminder.projection';
import type { PersonalDataParts, StreamTypes, UpcasterChains } from './streams/stream-types';
import { accessLogPart } from './queries/export-personal-data/access-log.part';

/**
 * The audit context's entry in app.registry.ts. It folds every context's streams, so the registry hands it the list of
 * stream types (a function: the list is complete only once every registration is).
 */
export function auditRegistration(streamTypes: StreamTypes, upcasterChains: UpcasterChains, personalDataParts: PersonalDataParts = () => []): ModuleRegistration {
  return {
    name: 'audit',
    nestModule: AuditModule.register(streamTypes, upcasterChains, personalDataParts),
    personalData: [accessLogPart],
    migrations: {
      'audit-0001-schema': schema0001, 'audit-0002-stream-links': streamLinks0002, 'audit-0003-state-snapshots': stateSnapshots0003,
      'audit-0004-disputes-for-review': disputesForReview0004, 'audit-0005-search-terms': searchTerms0005,
      'audit-0006-dispute-cases': disputeCases0006,
      'audit-0007-keys-index-without-pending-list': keysIndex0007, 'audit-0008-event-index-stream-time': streamTime0008,
    },
    projections: (deps) => [auditIndexProjection(deps), disputeReminderProjection(deps), disputeCasesProjection()],
    streams: [{ prefix: DISPUTE_STREAM_PREFIX, initialState: disputeDecider.initialState, evolve: disputeDecider.evolve }],
  };
}
