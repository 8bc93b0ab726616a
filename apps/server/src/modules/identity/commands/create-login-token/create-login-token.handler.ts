import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { identityPrincipal } from '../../adapters/sessions';
import { randomToken, sha256 } from '../../adapters/tokens';
import { CreateLoginTokenCommand } from './create-login-token.command';

const LOGIN_TOKEN_TTL_MS = 2 * 60_000;

/** POST /state/create-login-token: a one-time token (2 minutes) for GET /state/get-user-token. */
@CommandHandler(CreateLoginTokenCommand)
export class CreateLoginTokenHandler implements ICommandHandler<CreateLoginTokenCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ meta: ctx }: CreateLoginTokenCommand) {
    const principal = identityPrincipal(ctx)!;
    const token = randomToken();
    const expiresAt = new Date(ctx.now.getTime() + LOGIN_TOKEN_TTL_MS);
    await this.db.insertInto('identity.login_tokens').values({ token_hash: sha256(token), user_id: principal.userId, expires_at: expiresAt }).execute();
    return { Status: 1 as const, Token: token, ExpiresAt: expiresAt.toISOString() };
  }
}
