import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/** A pino logger at trace level whose every line is kept in memory, to scan what the server writes to its logs. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}
