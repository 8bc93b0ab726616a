import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { confirmDriversLicenseRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ConfirmDriversLicenceCommand } from './confirm-drivers-licence.command';

@Controller()
export class ConfirmDriversLicenceController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(confirmDriversLicenseRoute, { allow: 'authenticated' })
  confirm(@Input() input: RouteInput<typeof confirmDriversLicenseRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ConfirmDriversLicenceCommand(input.body, ctx));
  }
}
