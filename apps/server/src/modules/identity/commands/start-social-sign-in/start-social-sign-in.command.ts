import type { RouteInput, socialStartRoute } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';

/** GET /auth/:provider/start: answers where to send the browser (the provider, or the login page's message). */
export class StartSocialSignInCommand extends Command<string> {
  constructor(readonly input: RouteInput<typeof socialStartRoute>, readonly meta: CommandMeta, readonly http: HttpExchange) {
    super();
  }
}
