import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Fields that may hold personal data or secrets: never written to logs. */
const REDACT = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]',
  '*.password', '*.Password', '*.NewPassword', '*.newPassword', '*.sin', '*.Sin', '*.SIN', '*.dateOfBirth', '*.DateOfBirth',
  '*.token', '*.Token', '*.code', 'body',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined });
}

const QUIET_CONTEXTS = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader', 'NestFactory']);

/** Routes Nest's own logging into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: any, context?: string) {
    // Route mapping and module loading are boot noise: keep them at debug.
    if (context && QUIET_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: any, trace?: string, context?: string) {
    if (message && typeof message === 'object') this.logger.error({ context, ...message }, message.msg ?? 'error');
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: any, context?: string) { this.logger.warn({ context }, String(message)); }
  debug(message: any, context?: string) { this.logger.debug({ context }, String(message)); }
  verbose(message: any, context?: string) { this.logger.trace({ context }, String(message)); }
}
