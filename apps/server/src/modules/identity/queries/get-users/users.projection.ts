import { USER_EVENT_TYPES, type UserEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import type { PersonalData } from '../../streams/personal-data';

/** A row of identity.users. Personal columns are null once the account is deleted (or its key shredded). */
export interface UserRow {
  user_id: string;
  version: number;
  user_name: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  cell: string | null;
  postal_code: string | null;
  address: string | null;
  city_id: number | null;
  province_id: number | null;
  date_of_birth: string | null;
  company_name: string | null;
  addresses: unknown[] | null;
  user_type_id: number;
  status_id: number;
  language_id: number;
  company_id: number;
  confirm_by: string;
  email_verified: boolean;
  activated: boolean;
  phone_key: string;
  verified_phone_key: string | null;
  phone_verified: boolean;
  deleted: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface UserReadModel {
  readonly user: UserRow | null;
  readonly sections: Readonly<Record<number, boolean>>;
}

const PERSONAL_COLUMNS = {
  user_name: null, email: null, first_name: null, last_name: null, phone: null, cell: null, postal_code: null, address: null,
  city_id: null, province_id: null, date_of_birth: null, company_name: null, addresses: null,
} as const;

function personalColumns(pii: PersonalData | null): Pick<UserRow, keyof typeof PERSONAL_COLUMNS> {
  if (!pii) return { ...PERSONAL_COLUMNS };
  return {
    user_name: pii.UserName || null, email: pii.Email || null, first_name: pii.FirstName || null, last_name: pii.LastName || null,
    phone: pii.Phone || null, cell: pii.Cell || null, postal_code: pii.PostalCode || null, address: pii.address || null,
    city_id: pii.City_Id ?? null, province_id: pii.ProvinceId ?? null, date_of_birth: pii.DateOfBirth || null,
    company_name: pii.Company_Name || null, addresses: pii.Addresses ?? [],
  };
}

function derived(row: UserRow): UserRow {
  const phoneVerified = row.verified_phone_key !== null && row.verified_phone_key === row.phone_key;
  return { ...row, phone_verified: phoneVerified, activated: row.email_verified || (row.confirm_by === 'phone' && phoneVerified) };
}

/**
 * The pure half of the users projection: the read model after one event. `pii` is the event's sealed personal data,
 * already opened (null when it carries none, or when the key was shredded). Events at or below the row's version
 * were applied already: they change nothing (idempotence).
 */
export function evolveUserReadModel(model: UserReadModel, event: UserEvent, version: number, at: Date, pii: PersonalData | null): UserReadModel {
  const { user, sections } = model;
  if (event.type === 'UserRegistered') {
    if (user) return model;
    const d = event.data;
    return {
      sections: {},
      user: derived({
        user_id: d.userId, version, ...personalColumns(pii), user_type_id: d.userTypeId, status_id: d.statusId, language_id: d.languageId,
        company_id: d.companyId, confirm_by: d.confirmBy, email_verified: false, activated: false, phone_key: d.phoneKey, verified_phone_key: null,
        phone_verified: false, deleted: false, created_at: at, updated_at: at,
      }),
    };
  }
  if (!user || version <= user.version) return model;
  const next = (patch: Partial<UserRow>, s = sections): UserReadModel => ({ sections: s, user: derived({ ...user, ...patch, version, updated_at: at }) });
  switch (event.type) {
    case 'EmailVerified':
      return next({ email_verified: true });
    case 'PhoneVerified':
      return next({ ...personalColumns(pii), phone_key: event.data.phoneKey, verified_phone_key: event.data.phoneKey });
    case 'ProfileUpdated':
      return next({ ...personalColumns(pii), phone_key: event.data.phoneKey, language_id: event.data.languageId });
    case 'EmailChanged':
      return next({ ...personalColumns(pii), email_verified: false });
    case 'UserTypeChanged':
      return next({ user_type_id: event.data.userTypeId });
    case 'UserSectionsChanged':
      return next({}, Object.fromEntries(event.data.sections.map((s) => [s.sectionId, s.active])));
    case 'UserCompanyChanged':
      return next({ company_id: event.data.companyId });
    case 'UserStatusChanged':
      return next({ status_id: event.data.statusId });
    case 'UserDeactivated':
      return next({ status_id: 2 });
    case 'UserReactivated':
      return next({ status_id: 1 });
    case 'UserDeleted':
      // Crypto-shredding's read-side half: scrub every personal column and the per-user settings.
      return next({ ...PERSONAL_COLUMNS, phone_key: '', verified_phone_key: null, deleted: true }, {});
    case 'PhoneCodeSent':
    case 'PhoneCodeRejected':
    case 'PasswordResetRequested':
    case 'PasswordChanged':
    case 'ImpersonationStarted':
    case 'ImpersonationEnded':
      return next({});
    default:
      return model;
  }
}

const SEALED_PII: Partial<Record<UserEvent['type'], true>> = { UserRegistered: true, ProfileUpdated: true, EmailChanged: true, PhoneVerified: true };

/**
 * identity.users and identity.user_sections from the user streams. The thin writer opens sealed personal data with
 * the vault (through the batch's transaction), folds each touched user in memory, then writes each once.
 */
/** Its name, for read-your-writes: a reader that must see the person's last profile change (their language) waits on it. */
export const USERS_PROJECTION = 'identity.users';

export function usersProjection(masterKey: Buffer | null): Projection {
  return defineProjection({
    name: USERS_PROJECTION,
    schema: 'identity',
    tables: ['users', 'user_sections'],
    eventTypes: USER_EVENT_TYPES,
    async apply(db: Kysely<any>, events: readonly RecordedEvent[]) {
      if (!masterKey) throw new Error('identity.users needs the master key (ProjectionDeps.config)');
      const batchVault = new PrivacyVault(db, masterKey);
      const models = new Map<string, UserReadModel>();
      const load = async (userId: string): Promise<UserReadModel> => {
        const cached = models.get(userId);
        if (cached) return cached;
        const user = ((await db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst()) as UserRow | undefined) ?? null;
        const rows = user ? await db.selectFrom('user_sections').select(['section_id', 'active']).where('user_id', '=', userId).execute() : [];
        return { user, sections: Object.fromEntries(rows.map((r) => [r.section_id, r.active])) };
      };
      for (const recorded of events) {
        const event = recorded as unknown as UserEvent;
        const userId = event.data.userId;
        const model = await load(userId);
        if (model.user && recorded.streamVersion <= model.user.version) continue;
        let pii: PersonalData | null = null;
        if (SEALED_PII[event.type]) pii = await batchVault.decrypt<PersonalData>(userId, (event.data as { pii: string }).pii).catch(() => null);
        models.set(userId, evolveUserReadModel(model, event, recorded.streamVersion, recorded.recordedAt, pii));
      }
      for (const [userId, model] of models) {
        if (!model.user) continue;
        const row = { ...model.user, addresses: model.user.addresses === null ? null : JSON.stringify(model.user.addresses) };
        await db.insertInto('users').values(row).onConflict((oc) => oc.column('user_id').doUpdateSet(row)).execute();
        await db.deleteFrom('user_sections').where('user_id', '=', userId).execute();
        const entries = Object.entries(model.sections);
        if (entries.length > 0) {
          await db.insertInto('user_sections').values(entries.map(([sectionId, active]) => ({ user_id: userId, section_id: Number(sectionId), active }))).execute();
        }
      }
    },
  });
}
