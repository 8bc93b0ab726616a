import { type Kysely, sql } from 'kysely';

/** Value modification: rules and their history (projections), every value a trade-in had, subscriptions. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table trade_in.value_rules (
      rule_id uuid primary key, make_id int not null, model_id int, year_from int not null, year_to int not null,
      kind text not null, value double precision not null, version int not null, updated_at timestamptz not null
    )`.execute(db);
  await sql`create index value_rules_make_idx on trade_in.value_rules (make_id)`.execute(db);
  await sql`
    create table trade_in.value_rule_history (
      rule_id uuid not null, version int not null, change text not null, kind text not null, value double precision not null,
      by_user text not null, at timestamptz not null, primary key (rule_id, version)
    )`.execute(db);
  await sql`
    create table trade_in.value_history (
      trade_in_id uuid not null, version int not null, cause text not null, value bigint not null, price_low bigint not null,
      price_high bigint not null, reason text, rule_id text, by_user text, at timestamptz not null, primary key (trade_in_id, version)
    )`.execute(db);
  await sql`create index value_history_rule_idx on trade_in.value_history (rule_id) where rule_id is not null`.execute(db);
  // Who wants the price-change emails: a preference, not a business fact (no stream), written by its commands.
  await sql`
    create table trade_in.price_change_subscriptions (
      user_id uuid primary key, subscribed boolean not null, token text not null unique, updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table trade_in.price_change_subscriptions, trade_in.value_history, trade_in.value_rule_history, trade_in.value_rules`.execute(db);
}
