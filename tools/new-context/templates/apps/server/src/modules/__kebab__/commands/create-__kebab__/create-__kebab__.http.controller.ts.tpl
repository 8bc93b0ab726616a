import { create__Pascal__Route, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { Create__Pascal__Command } from './create-__kebab__.command';

@Controller()
export class Create__Pascal__HttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(create__Pascal__Route, { allow: 'authenticated' })
  create(@Input() input: RouteInput<typeof create__Pascal__Route>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new Create__Pascal__Command(input.body.name, ctx));
  }
}
