import type { RequestContext } from '../http/request-context';

/**
 * What every command carries besides its own fields (agreed shape: `new XCommand(..., meta)`): who asks (principal,
 * impersonator), the correlation id, the brand and the time, read once at the edge so that no handler asks a clock.
 * It is the request context, so the handler builds event metadata from it unchanged.
 */
export type CommandMeta = RequestContext;
