import { sendEmailPdfRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SendEmailPdfCommand } from './send-email-pdf.command';

@Controller()
export class SendEmailPdfHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(sendEmailPdfRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof sendEmailPdfRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SendEmailPdfCommand(body.tradeInId, ctx));
  }
}
