import { type Kysely, sql } from 'kysely';

/**
 * The blind index of people (ADR 0078): one row per keyed hash of a normalised name word, name prefix, email, email
 * prefix or phone number of a person, kept by the audit.index projection from their sealed profile and deleted with
 * them (UserDeleted shreds their key: no rebuild can find them again). Names were indexed as `name:` keys of the
 * events' rows before (ADR 0019): those are taken out of audit.event_index, so that erasure leaves no hash of a name
 * behind. People registered before this migration are found by name, email part or phone once audit.index is rebuilt
 * (`projections rebuild audit.index`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit.search_terms (
      term text not null,
      user_id text not null,
      field text not null,
      weight int not null,
      version int not null,
      primary key (term, user_id)
    )`.execute(db);
  await sql`create index search_terms_user_idx on audit.search_terms (user_id)`.execute(db);
  await sql`
    update audit.event_index set keys = array(select k from unnest(keys) as u(k) where k not like 'name:%')
    where type in ('UserRegistered', 'ProfileUpdated', 'EmailChanged', 'PhoneVerified')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists audit.search_terms`.execute(db);
}
