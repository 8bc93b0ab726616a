import { valueRuleDecider, valueRuleStreamId, type ValueRuleCommand } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { written } from '../../../../platform/read-your-writes';
import { ChangeValueRuleCommand, CreateValueRuleCommand, ResetValueRuleCommand } from './change-value-rules.command';

async function run(commands: EventSourcedCommands, ruleId: string, command: ValueRuleCommand, meta: CommandMeta) {
  const outcome = await commands.execute(valueRuleDecider, valueRuleStreamId(ruleId), command, meta);
  return written({ ruleId, version: outcome.version }, outcome.append?.position ?? null);
}

const by = (meta: CommandMeta) => meta.principal!.userId;

@CommandHandler(CreateValueRuleCommand)
export class CreateValueRuleHandler implements ICommandHandler<CreateValueRuleCommand> {
  constructor(private readonly commands: EventSourcedCommands) {}

  execute({ scope, amount, meta }: CreateValueRuleCommand) {
    const ruleId = randomUUID();
    return run(this.commands, ruleId, { type: 'CreateValueRule', ruleId, scope, amount, by: by(meta), now: meta.now.toISOString() }, meta);
  }
}

@CommandHandler(ChangeValueRuleCommand)
export class ChangeValueRuleHandler implements ICommandHandler<ChangeValueRuleCommand> {
  constructor(private readonly commands: EventSourcedCommands) {}

  execute({ ruleId, amount, meta }: ChangeValueRuleCommand) {
    return run(this.commands, ruleId, { type: 'ChangeValueRule', amount, by: by(meta), now: meta.now.toISOString() }, meta);
  }
}

@CommandHandler(ResetValueRuleCommand)
export class ResetValueRuleHandler implements ICommandHandler<ResetValueRuleCommand> {
  constructor(private readonly commands: EventSourcedCommands) {}

  execute({ ruleId, meta }: ResetValueRuleCommand) {
    return run(this.commands, ruleId, { type: 'ResetValueRule', by: by(meta), now: meta.now.toISOString() }, meta);
  }
}
