import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

export class InviteCompanyUserCommand extends Command<{ Status: 1; userId: string }> {
  constructor(
    readonly companyId: number, readonly email: string, readonly firstName: string, readonly lastName: string, readonly language: 'en-ca' | 'fr-ca',
    /** `https://host` of the site the manager used: the invitation's link opens there. */
    readonly base: string, readonly meta: CommandMeta,
  ) {
    super();
  }
}
