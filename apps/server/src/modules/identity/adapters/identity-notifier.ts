import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ACTIVATION_LINK_TTL_HOURS, languageKeyOf } from '@marketplace/domain';
import type { Logger } from 'pino';
import { Mailer } from '../../../platform/mail/mailer';
import { SMS_SENDER, type SmsSender } from '../../../platform/mail/sms';
import { identityMail, type MailLanguage } from '../../../platform/mail/templates';
import { LOGGER } from '../../../platform/tokens';
import { ActivationLinks } from './tokens';

const safePath = (p: string | undefined) => (p && /^\/(?!\/)[^\\\s]*$/.test(p) && p.length <= 500 ? p : null);

/**
 * Identity's emails and texts. A delivery failure never undoes the command that caused it (the user can ask again);
 * it is logged without the recipient. Work started in the background (password recovery answers before mailing, so
 * that timing tells nothing) is awaited at shutdown.
 */
@Injectable()
export class IdentityNotifier implements OnApplicationShutdown {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly mailer: Mailer,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly activationLinks: ActivationLinks,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async sendActivation(v: { userId: string; loginKey: string; email: string; firstName: string | null; languageId: number; brand: string | null; base: string; now: Date; redirectUrl?: string }) {
    const token = this.activationLinks.create(v.userId, v.loginKey, new Date(v.now.getTime() + ACTIVATION_LINK_TTL_HOURS * 3600_000));
    const lang = languageKeyOf(v.languageId) as MailLanguage;
    const redirect = safePath(v.redirectUrl);
    const url = `${v.base}/${lang}/activate/${token}${redirect ? `?redirectUrl=${encodeURIComponent(redirect)}` : ''}`;
    await this.deliver('identity.activation', () => this.mailer.send({ to: v.email, kind: 'identity.activation', ...identityMail.activation(lang, v.brand, { firstName: v.firstName, url, base: v.base }) }));
  }

  async sendPasswordLink(v: { email: string; firstName: string | null; languageId: number; brand: string | null; base: string; token: string; purpose: 'reset' | 'create' }) {
    const lang = languageKeyOf(v.languageId) as MailLanguage;
    const page = v.purpose === 'create' ? 'create-password' : 'reset-password';
    const url = `${v.base}/${lang}/${page}/${encodeURIComponent(v.token)}`;
    const rendered = v.purpose === 'create'
      ? identityMail.createPassword(lang, v.brand, { firstName: v.firstName, url, base: v.base })
      : identityMail.resetPassword(lang, v.brand, { firstName: v.firstName, url, base: v.base });
    await this.deliver(`identity.${page}`, () => this.mailer.send({ to: v.email, kind: `identity.${page}`, ...rendered }));
  }

  async sendLoginAttempts(v: { email: string; firstName: string | null; languageId: number; brand: string | null; base: string; failures: number }) {
    const lang = languageKeyOf(v.languageId) as MailLanguage;
    const rendered = identityMail.loginAttempts(lang, v.brand, { firstName: v.firstName, failures: v.failures, url: `${v.base}/${lang}/recover`, base: v.base });
    await this.deliver('identity.login-attempts', () => this.mailer.send({ to: v.email, kind: 'identity.login-attempts', ...rendered }));
  }

  async sendSmsCode(v: { phone: string; code: string; languageId: number; brand: string | null }) {
    const lang = languageKeyOf(v.languageId) as MailLanguage;
    await this.deliver('identity.sms-code', () => this.sms.send(v.phone, identityMail.smsCode(lang, v.brand, v.code), 'identity.sms-code'));
  }

  /** Runs work after the response; errors are logged. */
  background(kind: string, work: () => Promise<unknown>) {
    const p = work().catch((err) => this.logger.error({ err, kind }, 'identity background work failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async onApplicationShutdown() {
    await Promise.allSettled([...this.pending]);
  }

  private async deliver(kind: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (err) {
      this.logger.error({ err: { message: (err as Error)?.message }, kind }, 'delivery failed');
    }
  }
}
