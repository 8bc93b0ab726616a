import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as the test SMTP server received it: the envelope's sender and recipients, and the raw message. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  readonly url: string;
  /** Every message received so far, in order. */
  readonly received: ReceivedMail[];
  /** Connection errors (a sender killed in the middle of a session resets its connection), kept rather than thrown. */
  readonly errors: Error[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps what it receives: the product's mailer (nodemailer) talks SMTP to
 * it as it would to a provider. `onRcptTo` lets a test refuse a recipient, as a provider does.
 */
export async function startTestSmtp(options: Pick<SMTPServerOptions, 'onRcptTo'> = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false, ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const errors: Error[] = [];
  // Without a listener, an 'error' event (ECONNRESET from a sender killed mid-session) would end the test process.
  smtp.on('error', (error) => errors.push(error));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    errors,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Decodes a quoted-printable body part well enough to read links and text. */
export function unQuotedPrintable(s: string): string {
  const text = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
