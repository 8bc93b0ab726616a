/** One message as the development outbox shows it. */
export interface OutboxMessage {
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly subject: string | null;
  readonly text: string;
  readonly html: string | null;
  /** What it is about, e.g. 'identity.activation', for tests and support. */
  readonly kind: string;
  readonly sentAt: string;
  /** Attached files, by name, type and size (their bytes are not kept). */
  readonly attachments?: readonly { readonly filename: string; readonly contentType: string; readonly bytes: number }[];
  readonly headers?: Readonly<Record<string, string>>;
}

const MAX_MESSAGES = 1000;

/**
 * Outside production, every email and SMS the server sends is also kept here (newest last, at most 1000) and can be
 * read at GET /api/dev/outbox?to=... so that developers and tests follow links and codes without a real inbox.
 */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(readonly enabled: boolean) {}

  add(message: OutboxMessage) {
    if (!this.enabled) return;
    this.messages.push(message);
    if (this.messages.length > MAX_MESSAGES) this.messages.splice(0, this.messages.length - MAX_MESSAGES);
  }

  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((m) => !wanted || m.to.toLowerCase() === wanted);
  }
}
