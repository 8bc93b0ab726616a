import { TRADE_IN_STAFF } from '@marketplace/domain';
import { changeValueRuleRoute, createValueRuleRoute, resetValueRuleRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ChangeValueRuleCommand, CreateValueRuleCommand, ResetValueRuleCommand } from './change-value-rules.command';

@Controller()
export class ChangeValueRulesHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(createValueRuleRoute, { allow: TRADE_IN_STAFF })
  create(@Input() { body }: RouteInput<typeof createValueRuleRoute>, @Ctx() ctx: RequestContext) {
    const { kind, value, ...scope } = body;
    return this.commandBus.execute(new CreateValueRuleCommand(scope, { kind, value }, ctx));
  }

  @Endpoint(changeValueRuleRoute, { allow: TRADE_IN_STAFF })
  change(@Input() { body }: RouteInput<typeof changeValueRuleRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ChangeValueRuleCommand(body.ruleId, { kind: body.kind, value: body.value }, ctx));
  }

  @Endpoint(resetValueRuleRoute, { allow: TRADE_IN_STAFF })
  reset(@Input() { body }: RouteInput<typeof resetValueRuleRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ResetValueRuleCommand(body.ruleId, ctx));
  }
}
