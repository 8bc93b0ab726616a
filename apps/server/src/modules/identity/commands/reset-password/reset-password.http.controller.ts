import { resetPasswordRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ResetPasswordCommand } from './reset-password.command';

/** The reset comes as a JSON body or, as the spec also names it, in the query string. */
function resetOf(input: RouteInput<typeof resetPasswordRoute>) {
  const fromBody = input.body !== undefined;
  return {
    guid: fromBody ? input.body!.Guid : input.query.Guid,
    newPassword: fromBody ? input.body!.NewPassword : input.query.NewPassword,
    source: fromBody ? ('body' as const) : ('query' as const),
  };
}

@Controller()
export class ResetPasswordHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(resetPasswordRoute, { allow: 'public' })
  resetPassword(@Input() input: RouteInput<typeof resetPasswordRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ResetPasswordCommand(resetOf(input), ctx));
  }
}
