import type { RouteInput, socialCallbackRoute } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';

/** GET /auth/:provider/callback: answers where to send the browser next. */
export class CompleteSocialSignInCommand extends Command<string> {
  constructor(readonly input: RouteInput<typeof socialCallbackRoute>, readonly meta: CommandMeta, readonly http: HttpExchange) {
    super();
  }
}
