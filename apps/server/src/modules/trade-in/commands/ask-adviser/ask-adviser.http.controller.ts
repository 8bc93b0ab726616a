import { askAdviserRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { AskAdviserCommand } from './ask-adviser.command';

@Controller()
export class AskAdviserHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(askAdviserRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof askAdviserRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new AskAdviserCommand(body.tradeInId, body.note, body.expectedVersion, ctx));
  }
}
