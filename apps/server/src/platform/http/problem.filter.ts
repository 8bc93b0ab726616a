import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Problem } from '@marketplace/contracts';
import { type DomainErrorKind, isDomainError } from '@marketplace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/database';
import { InputValidationError } from './input';
import { loggedPath } from '../logging/logger';

const PG_NUMERIC_OUT_OF_RANGE = '22003';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition: 422,
  too_many_requests: 429,
  unavailable: 503,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Content',
  429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

/** Codes for errors raised by Fastify itself before our code runs (body parsing, routing). */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.empty_json_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.invalid_content_length',
  FST_ERR_MAX_PARAM_LENGTH: 'request.path_parameter_too_long',
  FST_ERR_BAD_URL: 'request.bad_url',
  FST_ERR_ASYNC_CONSTRAINT: 'request.bad_url',
};

const HTTP_CODES: Record<number, string> = {
  400: 'request.malformed_body',
  404: 'http.not_found',
  405: 'http.method_not_allowed',
  413: 'request.body_too_large',
  415: 'request.unsupported_media_type',
};

/** Turns any error into RFC 9457 problem details with a stable code. Never leaks a stack trace. */
export function toProblem(error: unknown, correlationId: string): Problem {
  const base = (status: number, code: string, detail?: string): Problem => ({
    type: `/problems/${code}`, title: TITLES[status] ?? 'Error', status, code, detail, correlationId,
  });
  if (error instanceof InputValidationError) {
    return { ...base(400, error.code, 'The request has invalid fields'), errors: error.errors };
  }
  if (isDomainError(error)) {
    const status = STATUS_BY_KIND[error.kind];
    const problem: Problem = { ...base(status, error.code, error.message === error.code ? undefined : error.message) };
    if (error.field) problem.errors = [{ path: error.field, code: error.code, message: error.message }];
    if (typeof error.details?.retryAfterSeconds === 'number') problem.retryAfterSeconds = error.details.retryAfterSeconds;
    return problem;
  }
  if (isDatabaseUnavailable(error)) return base(503, 'platform.database_unavailable', 'The database is unavailable; try again shortly');
  const e = error as { code?: string; statusCode?: number; message?: string; name?: string };
  if (e?.code && FASTIFY_CODES[e.code]) return base(e.statusCode ?? 400, FASTIFY_CODES[e.code]);
  // Backstop: a number the contract let through but PostgreSQL's column cannot hold (e.g. an id beyond int4) is the
  // client's bad input, not a server fault. Contracts bound their ids (catalog/common.ts `Id`); this catches the rest.
  if (e?.code === PG_NUMERIC_OUT_OF_RANGE && 'severity' in (e as object)) return base(400, 'validation.out_of_range', 'A number is out of range');
  if (e instanceof SyntaxError || e?.name === 'SyntaxError') return base(400, 'request.malformed_json', 'The body is not valid JSON');
  if (error instanceof HttpException) {
    // Nest wraps what Fastify rejects before routing (body parsing); our own code throws DomainErrors only.
    const status = error.getStatus();
    const code = HTTP_CODES[status] ?? `http.${status}`;
    return base(status, code, status === 400 ? 'The body could not be parsed (malformed JSON?)' : undefined);
  }
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return base(e.statusCode, `request.${String(e.code ?? 'invalid').toLowerCase()}`, e.message);
  }
  return base(500, 'internal_error', 'Something went wrong, please try again');
}

export function sendProblem(reply: FastifyReply, problem: Problem) {
  if (problem.retryAfterSeconds) reply.header('retry-after', String(problem.retryAfterSeconds));
  void reply.status(problem.status).type('application/problem+json').send(problem);
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(error: unknown, host: ArgumentsHost) {
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const problem = toProblem(error, String(req.id));
    if (problem.status >= 500) {
      if (problem.status === 503) this.logger.warn(`${req.method} ${loggedPath(req.url)}: ${problem.code}`);
      else this.logger.error({ err: error, path: loggedPath(req.url), method: req.method }, 'unhandled error');
    }
    sendProblem(reply, problem);
  }
}
