import { SUPPORT_STREAM_PREFIX, evolveSupport, initialSupportState } from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { SupportModule } from './support.module';
import { erasedSendersConsumer } from './integration-events/erased-senders.consumer';
import * as schema0001 from './migrations/0001-support';
import * as erased0002 from './migrations/0002-erased-senders';
import * as answerEmails0003 from './migrations/0003-answer-emails-by-message';
import { supportMessagesProjection } from './queries/get-messages/support-messages.projection';
import { supportPart } from './personal-data/support.part';

/** The support context's entry in app.registry.ts: its Nest module, its schema, its projection, its stream type. */
export const supportRegistration: ModuleRegistration = {
  name: 'support',
  nestModule: SupportModule,
  migrations: { 'support-0001-schema': schema0001, 'support-0002-erased-senders': erased0002, 'support-0003-answer-emails-by-message': answerEmails0003 },
  projections: () => [supportMessagesProjection()],
  integrationEvents: { consumers: [erasedSendersConsumer] },
  personalData: [supportPart],
  streams: [{ prefix: SUPPORT_STREAM_PREFIX, initialState: initialSupportState, evolve: evolveSupport as (s: any, e: any) => unknown }],
};
