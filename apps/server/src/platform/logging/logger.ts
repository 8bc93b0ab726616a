import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { activeTraceIds } from '../observability/tracing';

/** Fields that may hold personal data or secrets: never written to logs. */
const REDACT = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]',
  '*.password', '*.Password', '*.NewPassword', '*.newPassword', '*.sin', '*.Sin', '*.SIN', '*.dateOfBirth', '*.DateOfBirth',
  '*.token', '*.Token', '*.code', 'body',
];

/** The server's logger: JSON lines, secrets redacted, each line with the active trace and span ids when tracing is on (ADR 0080). */
export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined, mixin: activeTraceIds });
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

/** Pages whose last path segment is a secret from an email link (account activation, password reset and creation). */
const SECRET_IN_PATH = /^(\/[a-z]{2}-[a-z]{2})?\/(activate|reset-password|create-password)\/[^/?#]+/i;

/**
 * What a log line may say of a request URL: the path without its query string (queries may hold personal data; the
 * spec's reset call takes an email and a password as query parameters), and without the secret of an email link.
 */
export function loggedPath(url: string): string {
  return url.split('?')[0].replace(SECRET_IN_PATH, (_match, lang: string | undefined, page: string) => `${lang ?? ''}/${page}/[redacted]`);
}
