import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { uploadDriversLicenseRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { UploadDriversLicenceCommand } from './upload-drivers-licence.command';

@Controller()
export class UploadDriversLicenceController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(uploadDriversLicenseRoute, { allow: 'authenticated' })
  upload(@Input() input: RouteInput<typeof uploadDriversLicenseRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new UploadDriversLicenceCommand(input.body, ctx));
  }
}
