import { Command } from '@nestjs/cqrs';
import type { RouteResponse, auditRevealRoute } from '@marketplace/contracts';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

export class RevealPersonalDataCommand extends Command<RouteResponse<typeof auditRevealRoute>> {
  constructor(readonly subjectId: string, readonly reason: string, readonly meta: CommandMeta) {
    super();
  }
}
