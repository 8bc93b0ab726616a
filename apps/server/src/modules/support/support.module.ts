import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { IdentityModule } from '../identity/identity.public';
import { SupportNotifier } from './adapters/support-notifier';
import { AnswerMessageHandler } from './commands/answer-message/answer-message.handler';
import { AnswerMessageHttpController } from './commands/answer-message/answer-message.http.controller';
import { SendMessageHandler } from './commands/send-message/send-message.handler';
import { SendMessageHttpController } from './commands/send-message/send-message.http.controller';
import { GetSupportMessagesHandler } from './queries/get-messages/get-messages.handler';
import { GetSupportMessagesHttpController } from './queries/get-messages/get-messages.http.controller';

/** The support context (issue #19): "Contact us" messages from signed-in users, answered by staff by email. */
@Module({
  imports: [PrivacyModule, MailModule, RateLimitModule, IdentityModule],
  controllers: [SendMessageHttpController, AnswerMessageHttpController, GetSupportMessagesHttpController],
  providers: [SupportNotifier, SendMessageHandler, AnswerMessageHandler, GetSupportMessagesHandler],
})
export class SupportModule {}
