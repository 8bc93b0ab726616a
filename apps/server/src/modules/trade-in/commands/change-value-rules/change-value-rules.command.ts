import type { ValueRuleAmount, ValueRuleScope } from '@marketplace/domain';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

type RuleAnswer = Written<{ ruleId: string; version: number }>;

/** Staff create a value rule by make, model and year range (percent or cents). */
export class CreateValueRuleCommand extends Command<RuleAnswer> {
  constructor(readonly scope: ValueRuleScope, readonly amount: ValueRuleAmount, readonly meta: CommandMeta) {
    super();
  }
}

/** Staff change a rule's adjustment. */
export class ChangeValueRuleCommand extends Command<RuleAnswer> {
  constructor(readonly ruleId: string, readonly amount: ValueRuleAmount, readonly meta: CommandMeta) {
    super();
  }
}

/** Staff reset a rule to no adjustment. */
export class ResetValueRuleCommand extends Command<RuleAnswer> {
  constructor(readonly ruleId: string, readonly meta: CommandMeta) {
    super();
  }
}
