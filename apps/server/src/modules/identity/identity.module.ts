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
import { IdentityHttp } from './adapters/identity-http';
import { IdentityNotifier } from './adapters/identity-notifier';
import { KnownDevices } from './adapters/known-devices';
import { OWASP_SCRYPT, PasswordHasher } from './adapters/password-hasher';
import { SessionStore } from './adapters/session-store';
import { IdentitySessionResolver, Sessions } from './adapters/sessions';
import { SocialProviders } from './adapters/social-providers';
import { ActivationLinks } from './adapters/tokens';
import { PasswordLinks } from './streams/password-links';
import { PhoneVerification } from './streams/phone-verification';
import { ProfileUpdates } from './streams/profile-update';
import { Registration } from './streams/registration';
import { SocialAttempts } from './streams/social-attempts';
import { SocialLinks } from './streams/social-links';
import { UserAccounts } from './streams/user-accounts';
import { ActivateAccountHandler } from './commands/activate-account/activate-account.handler';
import { ActivateAccountHttpController } from './commands/activate-account/activate-account.http.controller';
import { UnsubscribeFromRemindersHandler } from './commands/unsubscribe-from-reminders/unsubscribe-from-reminders.handler';
import { UnsubscribeFromRemindersHttpController } from './commands/unsubscribe-from-reminders/unsubscribe-from-reminders.http.controller';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ChangePasswordHttpController } from './commands/change-password/change-password.http.controller';
import { CloseAccountHandler } from './commands/close-account/close-account.handler';
import { CloseAccountHttpController } from './commands/close-account/close-account.http.controller';
import { CreateLoginTokenHandler } from './commands/create-login-token/create-login-token.handler';
import { CreateLoginTokenHttpController } from './commands/create-login-token/create-login-token.http.controller';
import { CreateUserHandler } from './commands/create-user/create-user.handler';
import { CreateUserHttpController } from './commands/create-user/create-user.http.controller';
import { EndImpersonationHandler } from './commands/end-impersonation/end-impersonation.handler';
import { EndImpersonationHttpController } from './commands/end-impersonation/end-impersonation.http.controller';
import { EndUserSessionsHandler } from './commands/end-user-sessions/end-user-sessions.handler';
import { EndUserSessionsHttpController } from './commands/end-user-sessions/end-user-sessions.http.controller';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { GetCurrentUserHttpController } from './queries/get-current-user/get-current-user.http.controller';
import { GetDashboardSectionsHandler } from './queries/get-dashboard-sections/get-dashboard-sections.handler';
import { GetDashboardSectionsHttpController } from './queries/get-dashboard-sections/get-dashboard-sections.http.controller';
import { GetLanguagesHandler } from './queries/get-languages/get-languages.handler';
import { GetLanguagesHttpController } from './queries/get-languages/get-languages.http.controller';
import { GetOtherUserDetailsHandler } from './queries/get-other-user-details/get-other-user-details.handler';
import { GetOtherUserDetailsHttpController } from './queries/get-other-user-details/get-other-user-details.http.controller';
import { GetUserDetailsHandler } from './queries/get-user-details/get-user-details.handler';
import { GetUserDetailsHttpController } from './queries/get-user-details/get-user-details.http.controller';
import { GetUserDevicesHandler } from './queries/get-user-devices/get-user-devices.handler';
import { GetUserDevicesHttpController } from './queries/get-user-devices/get-user-devices.http.controller';
import { GetUserTypesHandler } from './queries/get-user-types/get-user-types.handler';
import { GetUserTypesHttpController } from './queries/get-user-types/get-user-types.http.controller';
import { GetUsersHandler } from './queries/get-users/get-users.handler';
import { GetUsersHttpController } from './queries/get-users/get-users.http.controller';
import { LogInByTokenHandler } from './commands/log-in-by-token/log-in-by-token.handler';
import { LogInByTokenHttpController } from './commands/log-in-by-token/log-in-by-token.http.controller';
import { LogInHandler } from './commands/log-in/log-in.handler';
import { LogInHttpController } from './commands/log-in/log-in.http.controller';
import { LogOutEverywhereHandler } from './commands/log-out-everywhere/log-out-everywhere.handler';
import { LogOutEverywhereHttpController } from './commands/log-out-everywhere/log-out-everywhere.http.controller';
import { LogOutHandler } from './commands/log-out/log-out.handler';
import { LogOutHttpController } from './commands/log-out/log-out.http.controller';
import { ReactivateAccountHandler } from './commands/reactivate-account/reactivate-account.handler';
import { ReactivateAccountHttpController } from './commands/reactivate-account/reactivate-account.http.controller';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { RegisterUserHttpController } from './commands/register-user/register-user.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordHttpController } from './commands/reset-password/reset-password.http.controller';
import { SendResetPasswordEmailHandler } from './commands/send-reset-password-email/send-reset-password-email.handler';
import { SendResetPasswordEmailHttpController } from './commands/send-reset-password-email/send-reset-password-email.http.controller';
import { SendSmsCodeHandler } from './commands/send-sms-code/send-sms-code.handler';
import { SendSmsCodeHttpController } from './commands/send-sms-code/send-sms-code.http.controller';
import { SendVerificationEmailHandler } from './commands/send-verification-email/send-verification-email.handler';
import { SendVerificationEmailHttpController } from './commands/send-verification-email/send-verification-email.http.controller';
import { StartImpersonationHandler } from './commands/start-impersonation/start-impersonation.handler';
import { StartImpersonationHttpController } from './commands/start-impersonation/start-impersonation.http.controller';
import { UpdateOwnProfileHandler } from './commands/update-own-profile/update-own-profile.handler';
import { UpdateOwnProfileHttpController } from './commands/update-own-profile/update-own-profile.http.controller';
import { UpdateUserAccessHandler } from './commands/update-user-access/update-user-access.handler';
import { UpdateUserAccessHttpController } from './commands/update-user-access/update-user-access.http.controller';
import { UpdateUserProfileHandler } from './commands/update-user-profile/update-user-profile.handler';
import { UpdateUserProfileHttpController } from './commands/update-user-profile/update-user-profile.http.controller';
import { VerifySmsCodeHandler } from './commands/verify-sms-code/verify-sms-code.handler';
import { VerifySmsCodeHttpController } from './commands/verify-sms-code/verify-sms-code.http.controller';
import { ManageCompanyMemberHandler } from './commands/manage-company-member/manage-company-member.handler';

import { StartSocialSignInHandler } from './commands/start-social-sign-in/start-social-sign-in.handler';
import { StartSocialSignInHttpController } from './commands/start-social-sign-in/start-social-sign-in.http.controller';
import { CompleteSocialSignInHandler } from './commands/complete-social-sign-in/complete-social-sign-in.handler';
import { CompleteSocialSignInHttpController } from './commands/complete-social-sign-in/complete-social-sign-in.http.controller';
import { LinkPendingSocialAccountHandler } from './commands/link-pending-social-account/link-pending-social-account.handler';
import { LinkPendingSocialAccountHttpController } from './commands/link-pending-social-account/link-pending-social-account.http.controller';
import { UnlinkSocialAccountHandler } from './commands/unlink-social-account/unlink-social-account.handler';
import { UnlinkSocialAccountHttpController } from './commands/unlink-social-account/unlink-social-account.http.controller';
import { GetSocialAccountsHandler } from './queries/get-social-accounts/get-social-accounts.handler';
import { GetSocialAccountsHttpController } from './queries/get-social-accounts/get-social-accounts.http.controller';

/**
 * Identity and access (issue #3): users, sessions, activation, recovery, roles, impersonation, deletion. Each route is
 * a slice that dispatches on the buses; what several handlers share is a stream (streams/) or an adapter (adapters/).
 */
@Module({
  imports: [MailModule, PrivacyModule, RateLimitModule],
  // One route per slice (commands/<verb-noun>, queries/<name>): each controller dispatches on the CQRS buses.
  controllers: [
    GetLanguagesHttpController, RegisterUserHttpController, LogInHttpController, GetCurrentUserHttpController,
    LogOutHttpController, LogOutEverywhereHttpController, CreateLoginTokenHttpController, LogInByTokenHttpController,
    StartImpersonationHttpController, EndImpersonationHttpController, SendVerificationEmailHttpController,
    ActivateAccountHttpController, SendSmsCodeHttpController, VerifySmsCodeHttpController, SendResetPasswordEmailHttpController,
    ResetPasswordHttpController, ReactivateAccountHttpController, CloseAccountHttpController, ChangePasswordHttpController,
    UpdateOwnProfileHttpController, GetDashboardSectionsHttpController, GetUsersHttpController, GetUserDetailsHttpController,
    GetOtherUserDetailsHttpController, GetUserTypesHttpController, CreateUserHttpController, UpdateUserAccessHttpController,
    UpdateUserProfileHttpController, GetUserDevicesHttpController, EndUserSessionsHttpController, UnsubscribeFromRemindersHttpController,
    StartSocialSignInHttpController, CompleteSocialSignInHttpController, LinkPendingSocialAccountHttpController,
    UnlinkSocialAccountHttpController, GetSocialAccountsHttpController,
  ],
  providers: [
    { provide: SessionStore, inject: [DB, CLOCK], useFactory: (db: Kysely<any>, clock: Clock) => new SessionStore(db, clock) },
    { provide: KnownDevices, inject: [DB, CLOCK], useFactory: (db: Kysely<any>, clock: Clock) => new KnownDevices(db, clock) },
    {
      provide: PasswordHasher,
      inject: [CONFIG],
      useFactory: (config: AppConfig) => new PasswordHasher({ ...OWASP_SCRYPT, N: 2 ** config.PASSWORD_SCRYPT_LOG2_N }),
    },
    {
      provide: ActivationLinks,
      inject: [CONFIG],
      useFactory: (config: AppConfig) => new ActivationLinks(Buffer.from(hkdfSync('sha256', masterKeyFrom(config), 'marketplace', 'activation-links/v1', 32))),
    },
    UserAccounts, IdentityHttp, Sessions, IdentitySessionResolver, IdentityNotifier, PhoneVerification, Registration, PasswordLinks,
    ProfileUpdates, SocialProviders, SocialLinks, SocialAttempts,
    ManageCompanyMemberHandler, GetLanguagesHandler, RegisterUserHandler, LogInHandler, GetCurrentUserHandler, LogOutHandler, LogOutEverywhereHandler,
    CreateLoginTokenHandler, LogInByTokenHandler, StartImpersonationHandler, EndImpersonationHandler,
    SendVerificationEmailHandler, ActivateAccountHandler, SendSmsCodeHandler, VerifySmsCodeHandler,
    SendResetPasswordEmailHandler, ResetPasswordHandler, ReactivateAccountHandler, CloseAccountHandler, ChangePasswordHandler,
    UpdateOwnProfileHandler, GetDashboardSectionsHandler, GetUsersHandler, GetUserDetailsHandler, GetOtherUserDetailsHandler,
    GetUserTypesHandler, CreateUserHandler, UpdateUserAccessHandler, UpdateUserProfileHandler, GetUserDevicesHandler,
    EndUserSessionsHandler, UnsubscribeFromRemindersHandler,
    StartSocialSignInHandler, CompleteSocialSignInHandler, LinkPendingSocialAccountHandler,
    UnlinkSocialAccountHandler, GetSocialAccountsHandler,
  ],
  exports: [Registration, UserAccounts, SocialProviders],
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
