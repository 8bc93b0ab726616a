import { giveCreditConsentRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GiveCreditConsentCommand } from './give-credit-consent.command';

@Controller()
export class GiveCreditConsentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Consent to a bureau pull is the applicant's own, never an impersonating administrator's. */
  @Endpoint(giveCreditConsentRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  give(@Input() { body }: RouteInput<typeof giveCreditConsentRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new GiveCreditConsentCommand(body.applicationId, body.consent, body.noticeVersion, ctx));
  }
}
