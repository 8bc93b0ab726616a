import { type UserEvent, UserStatus } from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';

/**
 * Backstop for the inline session writes (see the identity migration): the request that changes a password,
 * deactivates, suspends or deletes an account ends the user's sessions itself; if it died between appending the event
 * and doing so, this projection does it. Only sessions created before the event die (the password-change request
 * starts a fresh one after). On UserDeleted it also shreds the data key and removes devices, login tokens and pending social links, all
 * idempotent. It never runs during a rebuild: a replay must not touch live sessions. Tables are schema-qualified
 * because it owns none (nothing to rebuild).
 */
export function sessionGuardProjection(masterKey: Buffer | null): Projection {
  return defineProjection({
    name: 'identity.session-guard',
    schema: 'identity',
    tables: [],
    eventTypes: ['PasswordChanged', 'UserDeactivated', 'UserStatusChanged', 'UserDeleted', 'UserTypeChanged'],
    async apply(db: Kysely<any>, events: readonly RecordedEvent[], ctx) {
      if (ctx.mode === 'rebuild') return;
      for (const recorded of events) {
        const event = recorded as unknown as UserEvent;
        const userId = event.data.userId;
        const endSessions = () => sql`delete from identity.sessions where (user_id = ${userId} or impersonator_id = ${userId})
                                        and created_at < ${recorded.recordedAt}`.execute(db);
        switch (event.type) {
          case 'PasswordChanged':
          case 'UserDeactivated':
            await endSessions();
            break;
          case 'UserStatusChanged':
            if (event.data.statusId !== UserStatus.Active) await endSessions();
            break;
          case 'UserTypeChanged':
            await sql`update identity.sessions set user_type_id = ${event.data.userTypeId}
                       where user_id = ${userId} and user_version < ${recorded.streamVersion}`.execute(db);
            break;
          case 'UserDeleted':
            await endSessions();
            if (masterKey) await new PrivacyVault(db, masterKey).shred(userId);
            await sql`delete from identity.devices where user_id = ${userId}`.execute(db);
            await sql`delete from identity.login_tokens where user_id = ${userId}`.execute(db);
            await sql`delete from identity.social_pending_links where user_id = ${userId}`.execute(db);
            await sql`delete from identity.social_flows where user_id = ${userId}`.execute(db);
            break;
          default:
            break;
        }
      }
    },
  });
}
