import { Controller, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type RouteInput, watchLeadsRoute } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LEAD_READERS } from '../../adapters/company-scope';
import { LeadInbox } from './lead-inbox';
import { WatchLeadsQuery } from './watch-leads.query';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting after the stream broke (EventSource's `retry`). */
const RETRY_MS = 2_000;

@Controller()
export class WatchLeadsController {
  constructor(private readonly queries: QueryBus, private readonly inbox: LeadInbox) {}

  /**
   * The live inbox as Server-Sent Events (ADR 0079). Access is checked first (an error is an ordinary problem
   * answer); then the reply is taken over from Fastify: written event by event on the socket, never through the
   * compression hook (text/event-stream is not compressible, and a hijacked reply skips onSend) nor buffered by a
   * proxy (`x-accel-buffering: no`).
   */
  @Endpoint(watchLeadsRoute, { allow: LEAD_READERS })
  async watch(@Input() { query }: RouteInput<typeof watchLeadsRoute>, @Ctx() ctx: RequestContext, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.queries.execute(new WatchLeadsQuery(query.companyId, ctx));
    const lastEventId = request.headers['last-event-id'];
    reply.hijack();
    const res = reply.raw;
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined)) as Record<string, string>;
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-store, no-transform', connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    let stop: (() => void) | null = null;
    let closed = false;
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      stop?.();
      if (!res.writableEnded) res.end();
    };
    res.on('close', close);
    stop = await this.inbox.watch(scope, {
      change: (row) => res.write(`id: ${row.seq}\nevent: lead\ndata: ${JSON.stringify({ leadId: row.leadId, change: row.change })}\n\n`),
      reset: () => res.write('event: reset\ndata: {}\n\n'),
      close,
    }, typeof lastEventId === 'string' ? lastEventId : undefined);
    if (closed) stop();
  }
}
