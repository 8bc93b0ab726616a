import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { hkdfSync } from 'node:crypto';
import type { AppConfig } from '../../platform/config/config';
import { MailModule } from '../../platform/mail/mail.module';
import { SessionResolverSlot } from '../../platform/platform.module';
import { masterKeyFrom } from '../../platform/privacy/keys';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { CONFIG, DB } from '../../platform/tokens';
import { Account } from './application/account';
import { Administration } from './application/administration';
import { Authentication } from './application/authentication';
import { IdentityNotifier } from './application/identity-notifier';
import { PhoneVerification } from './application/phone-verification';
import { Registration } from './application/registration';
import { SessionCookies } from './application/session-cookies';
import { IdentitySessionResolver, Sessions } from './application/sessions';
import { UserAccounts } from './application/user-accounts';
import { AccountController } from './http/account.controller';
import { AdminController } from './http/admin.controller';
import { SessionController } from './http/session.controller';
import { PasswordHasher } from './infrastructure/password-hasher';
import { SessionStore } from './infrastructure/session-store';
import { ActivationLinks } from './infrastructure/tokens';
import { UserQueries } from './queries/user-queries';

/** Identity and access (issue #3): users, sessions, activation, recovery, roles, impersonation, deletion. */
@Module({
  imports: [MailModule, PrivacyModule, RateLimitModule],
  controllers: [SessionController, AccountController, AdminController],
  providers: [
    { provide: SessionStore, inject: [DB, CLOCK], useFactory: (db: Kysely<any>, clock: Clock) => new SessionStore(db, clock) },
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
    {
      provide: ActivationLinks,
      inject: [CONFIG],
      useFactory: (config: AppConfig) => new ActivationLinks(Buffer.from(hkdfSync('sha256', masterKeyFrom(config), 'marketplace', 'activation-links/v1', 32))),
    },
    UserAccounts, SessionCookies, Sessions, IdentitySessionResolver, IdentityNotifier, PhoneVerification, Registration, Authentication,
    Account, Administration, UserQueries,
  ],
  exports: [Registration, UserAccounts, UserQueries],
})
export class IdentityModule implements OnModuleInit, OnModuleDestroy {
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly slot: SessionResolverSlot,
    private readonly resolver: IdentitySessionResolver,
    private readonly sessions: SessionStore,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.slot.use(this.resolver);
    if (this.config.NODE_ENV !== 'test') {
      this.sweeper = setInterval(() => void this.sessions.sweep().catch(() => undefined), 3600_000);
      this.sweeper.unref();
    }
  }

  onModuleDestroy() {
    if (this.sweeper) clearInterval(this.sweeper);
  }
}
