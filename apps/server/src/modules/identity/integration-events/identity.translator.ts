import { AccountDeletedV1 } from '@marketplace/contracts';
import { USER_STREAM_PREFIX, type UserEvent } from '@marketplace/domain';
import { defineTranslator, publicEvent } from '../../../platform/integration-events/integration-events';

/** Identity's store events → its public events (libs/contracts/src/identity/events.ts). The login key stays private. */
export const identityTranslator = defineTranslator({
  module: 'identity',
  sourceEventTypes: ['UserDeleted'],
  publishes: [AccountDeletedV1],
  async translate(events) {
    return events.filter((e) => e.type === 'UserDeleted' && e.streamId.startsWith(USER_STREAM_PREFIX)).map((e) => {
      const { userId, deletedAt } = (e as unknown as Extract<UserEvent, { type: 'UserDeleted' }>).data;
      return publicEvent(AccountDeletedV1, e, { userId, deletedAt });
    });
  },
});
