import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

export class RemoveCompanyUserCommand extends Command<{ Status: 1 }> {
  constructor(readonly companyId: number, readonly userId: string, readonly meta: CommandMeta) {
    super();
  }
}
