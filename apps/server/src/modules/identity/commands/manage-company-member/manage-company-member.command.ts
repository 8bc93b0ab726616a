import { Command } from '@nestjs/cqrs';
import type { CompanyActor } from '@marketplace/domain';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** What a company's manager (or staff) does to the company's users (issue #45). */
export type CompanyMemberAction =
  | { readonly kind: 'invite'; readonly email: string; readonly firstName: string; readonly lastName: string; readonly languageId: number }
  | { readonly kind: 'set-manager'; readonly userId: string; readonly manager: boolean }
  | { readonly kind: 'remove'; readonly userId: string };

/**
 * Sent by the dealer context (through identity.public.ts), which has checked the actor's company. An invitation answers
 * the new user's id and the create-password token of their invitation link (the dealer context writes the email).
 */
export class ManageCompanyMemberCommand extends Command<{ userId: string; inviteToken: string | null }> {
  constructor(readonly actor: CompanyActor, readonly action: CompanyMemberAction, readonly meta: CommandMeta) {
    super();
  }
}
