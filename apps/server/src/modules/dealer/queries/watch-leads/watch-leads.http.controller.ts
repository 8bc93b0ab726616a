import { Controller, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type RouteInput, watchLeadsRoute } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
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
   * The live inbox as Server-Sent Events (ADR 0079). Access is checked first (an error is an ordinary problem answer);
   * then the answer is a stream written event by event, through Fastify's hooks like any answer (security headers),
   * never compressed (text/event-stream is not among platform/http/compression.ts's types, so @fastify/compress lets
   * it through untouched and unbuffered), and marked for proxies not to buffer or transform it.
   */
  @Endpoint(watchLeadsRoute, { allow: LEAD_READERS })
  async watch(@Input() { query }: RouteInput<typeof watchLeadsRoute>, @Ctx() ctx: RequestContext, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.queries.execute(new WatchLeadsQuery(query.companyId, ctx));
    const lastEventId = request.headers['last-event-id'];
    const events = new PassThrough();
    void reply.header('cache-control', 'no-cache, no-store, no-transform').header('x-accel-buffering', 'no')
      .type('text/event-stream; charset=utf-8').send(events);
    events.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    let stop: (() => void) | null = null;
    let closed = false;
    const heartbeat = setInterval(() => events.write(': ping\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      stop?.();
      events.end();
    };
    reply.raw.on('close', close);
    stop = await this.inbox.watch(scope, {
      change: (row) => events.write(`id: ${row.seq}\nevent: lead\ndata: ${JSON.stringify({ leadId: row.leadId, change: row.change })}\n\n`),
      reset: () => events.write('event: reset\ndata: {}\n\n'),
      close,
    }, typeof lastEventId === 'string' ? lastEventId : undefined);
    if (closed) stop();
  }
}
