import { supportDecider, supportStreamId } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { written } from '../../../../platform/read-your-writes';
import { sealForSender } from '../../adapters/seal-for-sender';
import { SendMessageCommand } from './send-message.command';

/** Per signed-in user: plenty for a conversation with support, not for flooding the staff list or its mail. */
export const SUPPORT_MESSAGE_RATE = { limit: 10, windowSeconds: 60 * 60 };

/**
 * Seals the sender's words with their own key, then lets the decider record the message on a new stream. A sender whose
 * key was shredded (an account being deleted while its session still answers) is 404 support.sender_erased.
 */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly vault: PrivacyVault,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ body, meta }: SendMessageCommand) {
    const messageId = randomUUID();
    // The route admits signed-in callers only (the access guard ran before the controller).
    const senderId = meta.principal!.userId;
    await consume(this.limiter, [{ key: `support-message:${senderId}`, rule: SUPPORT_MESSAGE_RATE }]);
    const outcome = await this.commands.execute(supportDecider, supportStreamId(messageId), {
      type: 'SendSupportMessage',
      messageId,
      senderId,
      messageTypeId: body.MessageType_Id,
      title: await sealForSender(this.vault, senderId, body.Title),
      details: await sealForSender(this.vault, senderId, body.Details),
      now: meta.now.toISOString(),
    }, meta);
    return written({ Status: 1 as const, Id: messageId }, outcome.append?.position ?? null);
  }
}
