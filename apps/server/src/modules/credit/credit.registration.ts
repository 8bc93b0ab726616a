import { CREDIT_APPLICATION_STREAM_PREFIX, evolveCreditApplication, initialCreditApplicationState } from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { CreditModule } from './credit.module';
import { creditPart } from './personal-data/credit.part';
import { erasedApplicantsConsumer } from './integration-events/account-deleted.consumer';
import { creditTranslator } from './integration-events/credit.translator';
import * as schema0001 from './migrations/0001-credit';
import * as erased0002 from './migrations/0002-erased-applicants';
import * as decidedByReview0003 from './migrations/0003-decided-by-review';
import * as coApplicants0004 from './migrations/0004-co-applicants';
import { applicationDetailsProjection } from './queries/get-credit-application-details/application-details.projection';
import { applicationSummariesProjection } from './queries/get-credit-applications/application-summaries.projection';

/** The credit context's entry in app.registry.ts: its Nest module, its schema, its projections, its stream type. */
export const creditRegistration: ModuleRegistration = {
  name: 'credit',
  nestModule: CreditModule,
  migrations: {
    'credit-0001-schema': schema0001, 'credit-0002-erased-applicants': erased0002, 'credit-0003-decided-by-review': decidedByReview0003,
    'credit-0004-co-applicants': coApplicants0004,
  },
  projections: () => [applicationDetailsProjection(), applicationSummariesProjection()],
  streams: [{ prefix: CREDIT_APPLICATION_STREAM_PREFIX, initialState: initialCreditApplicationState, evolve: evolveCreditApplication as (s: any, e: any) => unknown }],
  integrationEvents: { translators: [creditTranslator], consumers: [erasedApplicantsConsumer] },
  personalData: [creditPart],
};
