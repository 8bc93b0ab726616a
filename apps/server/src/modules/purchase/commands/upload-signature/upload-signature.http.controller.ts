import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { uploadSignatureRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { UploadSignatureCommand } from './upload-signature.command';

@Controller()
export class UploadSignatureController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(uploadSignatureRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  upload(@Input() input: RouteInput<typeof uploadSignatureRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new UploadSignatureCommand(input.body.transactionId, input.body.signature, ctx));
  }
}
