import { VALUE_RULE_STREAM_PREFIX, type ValueRuleEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { deadlines, type Deadline } from '../../../../platform/timers/deadlines';

export const VALUE_RULES_PROJECTION = 'trade-in.value-rules';
export const REVALUE_TIMER = 'trade-in.revalue';

/** Pure: the history line of one rule event. */
export function historyLine(event: ValueRuleEvent, version: number) {
  const d = event.data;
  switch (event.type) {
    case 'ValueRuleCreated': return { rule_id: d.ruleId, version, change: 'created', kind: event.data.kind, value: event.data.value, by_user: d.by, at: d.at };
    case 'ValueRuleChanged': return { rule_id: d.ruleId, version, change: 'changed', kind: event.data.kind, value: event.data.value, by_user: d.by, at: d.at };
    case 'ValueRuleReset': return { rule_id: d.ruleId, version, change: 'reset', kind: 'percent', value: 0, by_user: d.by, at: d.at };
  }
}

/** Every change of a rule re-values the open offers it covers: a deadline due now, keyed by the rule's version. */
const revalueDeadline = (recorded: RecordedEvent): Deadline => ({
  kind: REVALUE_TIMER, key: recorded.streamId.slice(VALUE_RULE_STREAM_PREFIX.length), version: recorded.streamVersion,
  dueAt: recorded.recordedAt, payload: {},
});

/** The rules table (current adjustment of each rule), its history, and the re-valuation it calls for. */
export function valueRulesProjection(deps: ProjectionDeps): Projection {
  return defineProjection({
    name: VALUE_RULES_PROJECTION,
    schema: 'trade_in',
    tables: ['value_rules', 'value_rule_history'],
    eventTypes: ['ValueRuleCreated', 'ValueRuleChanged', 'ValueRuleReset'],
    async apply(db: Kysely<any>, events, ctx) {
      for (const recorded of events) {
        const event = recorded as unknown as ValueRuleEvent;
        const line = historyLine(event, recorded.streamVersion);
        await db.insertInto('value_rule_history').values(line).onConflict((oc) => oc.columns(['rule_id', 'version']).doNothing()).execute();
        const amount = { kind: line.kind, value: line.value, version: recorded.streamVersion, updated_at: line.at };
        if (event.type === 'ValueRuleCreated') {
          const s = event.data.scope;
          await db.insertInto('value_rules').values({ rule_id: line.rule_id, make_id: s.makeId, model_id: s.modelId, year_from: s.yearFrom, year_to: s.yearTo, ...amount })
            .onConflict((oc) => oc.column('rule_id').doNothing()).execute();
        } else {
          await db.updateTable('value_rules').set(amount).where('rule_id', '=', line.rule_id).where('version', '<', recorded.streamVersion).execute();
        }
        // Never while rebuilding: a replay does not re-value anything (ARCHITECTURE §4).
        if (ctx.mode === 'live') await deadlines.schedule(db, revalueDeadline(recorded));
      }
    },
    async afterCommit(events) {
      await deps.wakeTimers(events.map(revalueDeadline));
    },
  });
}
