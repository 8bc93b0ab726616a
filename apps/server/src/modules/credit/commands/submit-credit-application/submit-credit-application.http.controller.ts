import { submitCreditApplicationRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SubmitCreditApplicationCommand } from './submit-credit-application.command';

@Controller()
export class SubmitCreditApplicationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Submitting sends the applicant's file to the bureau: theirs to do, never an impersonating administrator's. */
  @Endpoint(submitCreditApplicationRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  submit(@Input() { body }: RouteInput<typeof submitCreditApplicationRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SubmitCreditApplicationCommand(body.applicationId, ctx));
  }
}
