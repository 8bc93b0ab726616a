import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { CONFIG, LOGGER } from '../tokens';
import { compileMailLayouts } from './layout';
import { Mailer } from './mailer';
import { DevOutbox } from './outbox';
import { DevOutboxController } from './outbox.controller';
import { DevSmsSender, SMS_SENDER, TwilioSmsSender } from './sms';

/** Email (SMTP; the layouts compiled at boot, ADR 0067), SMS (port + development driver) and the development outbox. */
@Module({
  controllers: [DevOutboxController],
  providers: [
    { provide: DevOutbox, inject: [CONFIG], useFactory: (config: AppConfig) => new DevOutbox(!config.isProduction) },
    {
      provide: Mailer,
      inject: [CONFIG, DevOutbox, LOGGER],
      useFactory: (config: AppConfig, outbox: DevOutbox, logger: Logger) =>
        new Mailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, isProduction: config.isProduction }, outbox, logger.child({ component: 'mail' })),
    },
    {
      provide: SMS_SENDER,
      inject: [CONFIG, DevOutbox, LOGGER],
      useFactory: (config: AppConfig, outbox: DevOutbox, logger: Logger) => {
        const sms = logger.child({ component: 'sms' });
        const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
        if (accountSid && authToken && from) return new TwilioSmsSender({ accountSid, authToken, from, apiUrl: config.TWILIO_API_URL }, sms);
        if (config.isProduction) sms.error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not set: no SMS will be sent');
        return new DevSmsSender(outbox, sms);
      },
    },
  ],
  exports: [Mailer, SMS_SENDER, DevOutbox],
})
export class MailModule implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(Mailer) private readonly mailer: Mailer) {
    // Started as the module is built, so that the worker compiles while the other modules start (ADR 0067).
    compileMailLayouts().catch(() => undefined);
  }

  /** Every brand's email layout, compiled once before the server answers (a send only fills a template). */
  async onModuleInit() {
    await compileMailLayouts();
  }

  onModuleDestroy() {
    this.mailer.close();
  }
}
