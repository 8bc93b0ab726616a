import { SOCIAL_ATTEMPT_STREAM_PREFIX, USER_STREAM_PREFIX } from '@marketplace/domain';
import { allOf, historyOf, lastOf, type PersonalDataPart, type PersonalStream } from '../../../platform/personal-data/personal-data-part';

/** Secrets about the account that are not information about the person: never exported, even to them. */
const WITHHELD = ['credential', 'codeHash', 'tokenHash', 'subjectKey', 'loginKey', 'previousLoginKey', 'phoneKey'];

/** Address-like fields of the profile (the profile's own address, when the person gave one). */
const ADDRESS_FIELD = /address|city|province|postal|country/i;

/**
 * The identity context's part of the export (ADR 0059): the profile as it stands (names, email, phones, address,
 * date of birth), its language, type and status, every change to it, the linked sign-in accounts, the consents it
 * keeps (reminder emails), the devices and sessions that signed in. Password hashes and keyed hashes are withheld.
 */
export const identityPart: PersonalDataPart = {
  section: 'identity',
  streamPrefixes: [USER_STREAM_PREFIX, 'login-', SOCIAL_ATTEMPT_STREAM_PREFIX],
  withheld: WITHHELD,
  async build({ userId, streams, db }) {
    const account: PersonalStream = streams.find((s) => s.streamId === `${USER_STREAM_PREFIX}${userId}`) ?? { streamId: `${USER_STREAM_PREFIX}${userId}`, events: [] };
    const registered = lastOf(account, 'UserRegistered');
    const profile = lastOf(account, 'UserRegistered', 'ProfileUpdated', 'PhoneVerified', 'EmailChanged')?.pii ?? null;
    const linked = new Map<string, { provider: string; linkedAt: string; proof: string }>();
    for (const e of account.events) {
      if (e.type === 'SocialAccountLinked') linked.set(e.data.provider, { provider: e.data.provider, linkedAt: e.data.linkedAt, proof: e.data.proof });
      else if (e.type === 'SocialAccountUnlinked') linked.delete(e.data.provider);
    }
    const [devices, knownDevices, sessions, reminders] = await Promise.all([
      db.selectFrom('identity.devices').select(['device_id', 'name', 'version', 'ip_address', 'last_accessed']).where('user_id', '=', userId).execute(),
      db.selectFrom('identity.known_devices').select(['created_at', 'last_signed_in_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('identity.sessions').select(['session_id', 'device_id', 'ip_address', 'persistent', 'impersonator_id', 'created_at', 'last_seen_at', 'expires_at'])
        .where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('identity.reminder_opt_outs').select(['unsubscribed_at']).where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const iso = (d: unknown) => new Date(d as string).toISOString();
    return {
      profile,
      addresses: profile ? Object.fromEntries(Object.entries(profile as Record<string, unknown>).filter(([k]) => ADDRESS_FIELD.test(k))) : {},
      account: registered ? {
        userId, userTypeId: lastOf(account, 'UserTypeChanged')?.userTypeId ?? registered.userTypeId,
        languageId: lastOf(account, 'UserRegistered', 'ProfileUpdated')?.languageId ?? null,
        registeredAt: registered.registeredAt, registeredBy: registered.registeredBy, confirmBy: registered.confirmBy,
        emailVerifiedAt: lastOf(account, 'EmailVerified')?.verifiedAt ?? null,
        status: account.events.at(-1)?.type === 'UserDeactivated' ? 'deactivated' : 'active',
      } : null,
      socialAccounts: [...linked.values()],
      consents: {
        reminderEmails: reminders ? { given: false, withdrawnAt: iso(reminders.unsubscribed_at) } : { given: true, withdrawnAt: null },
        socialAccountLinks: allOf(account, 'SocialAccountLinked', 'SocialAccountUnlinked'),
      },
      devices: devices.map((d) => ({ deviceId: d.device_id, name: d.name, version: d.version, ipAddress: d.ip_address, lastAccessedAt: iso(d.last_accessed) })),
      signInDevices: knownDevices.map((d) => ({ firstSignedInAt: iso(d.created_at), lastSignedInAt: iso(d.last_signed_in_at) })),
      sessions: sessions.map((s) => ({
        sessionId: s.session_id, deviceId: s.device_id, ipAddress: s.ip_address, persistent: s.persistent, openedByAnAdministrator: s.impersonator_id !== null,
        createdAt: iso(s.created_at), lastSeenAt: iso(s.last_seen_at), expiresAt: iso(s.expires_at),
      })),
      history: streams.flatMap((s) => historyOf(s).map((h) => ({ streamId: s.streamId, ...h }))),
    };
  },
};
