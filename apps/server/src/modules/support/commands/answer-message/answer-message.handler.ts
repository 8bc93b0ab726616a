import { supportDecider, supportStreamId, type SupportMessageSent } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { written } from '../../../../platform/read-your-writes';
import { sealForSender } from '../../adapters/seal-for-sender';
import { SupportNotifier } from '../../adapters/support-notifier';
import { AnswerMessageCommand } from './answer-message.command';

/**
 * Loads the message, seals the answer with the sender's key (it is about them), records it, then emails it to the
 * sender once per answer. An unknown message is 404 support.message_not_found, and nothing is sealed for it; a message
 * whose sender deleted their account (their key is shredded) is 404 support.sender_erased, and nothing is appended.
 */
@CommandHandler(AnswerMessageCommand)
export class AnswerMessageHandler implements ICommandHandler<AnswerMessageCommand> {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly vault: PrivacyVault,
    private readonly notifier: SupportNotifier,
  ) {}

  async execute({ body, meta }: AnswerMessageCommand) {
    const streamId = supportStreamId(body.MessageId);
    const { state, recorded } = await this.commands.load(supportDecider, streamId);
    const senderId = state.status === 'none' ? null : state.senderId;
    const outcome = await this.commands.execute(supportDecider, streamId, {
      type: 'AnswerSupportMessage',
      messageId: body.MessageId,
      answeredBy: meta.principal!.userId,
      answer: senderId ? await sealForSender(this.vault, senderId, body.Answer) : '',
      now: meta.now.toISOString(),
    }, meta);
    if (senderId) {
      const sent = recorded.find((e) => e.type === 'SupportMessageSent') as unknown as SupportMessageSent | undefined;
      const title = sent ? await this.vault.decrypt<string>(senderId, sent.data.title) : null;
      await this.notifier.answered({
        messageId: body.MessageId, version: outcome.version, senderId, title: title ?? '', answer: body.Answer, brand: meta.brand, now: meta.now,
      });
    }
    return written({ Status: 1 as const }, outcome.append?.position ?? null);
  }
}
