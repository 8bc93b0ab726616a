import { supportDecider, supportStreamId } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { written } from '../../../../platform/read-your-writes';
import { SendMessageCommand } from './send-message.command';

/** Seals the sender's words with their own key, then lets the decider record the message on a new stream. */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(private readonly commands: EventSourcedCommands, private readonly vault: PrivacyVault) {}

  async execute({ body, meta }: SendMessageCommand) {
    const messageId = randomUUID();
    // The route admits signed-in callers only (the access guard ran before the controller).
    const senderId = meta.principal!.userId;
    const outcome = await this.commands.execute(supportDecider, supportStreamId(messageId), {
      type: 'SendSupportMessage',
      messageId,
      senderId,
      messageTypeId: body.MessageType_Id,
      title: await this.vault.encrypt(senderId, body.Title),
      details: await this.vault.encrypt(senderId, body.Details),
      now: meta.now.toISOString(),
    }, meta);
    return written({ Status: 1 as const, Id: messageId }, outcome.append?.position ?? null);
  }
}
