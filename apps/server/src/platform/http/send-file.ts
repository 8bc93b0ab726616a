import type { FastifyReply } from 'fastify';

/**
 * A file a query answers as plain data (ADR 0071: a query never carries the reply): its bytes, its type and what
 * caches may do with it. The route's controller writes it with `sendFile`.
 */
export interface FileAnswer {
  readonly body: string | Buffer;
  readonly contentType: string;
  /** Sent as `etag`; a request whose `if-none-match` names it is answered 304 with no body. */
  readonly etag?: string;
  /** Other headers (cache-control, content-disposition). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Writes `file` on `reply` (a controller bound with `@Res()`). */
export function sendFile(reply: FastifyReply, file: FileAnswer): void {
  for (const [name, value] of Object.entries(file.headers ?? {})) void reply.header(name, value);
  if (file.etag !== undefined) {
    void reply.header('etag', file.etag);
    const asked = reply.request.headers['if-none-match'];
    if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim() === file.etag)) {
      void reply.status(304).send();
      return;
    }
  }
  void reply.type(file.contentType).send(file.body);
}
