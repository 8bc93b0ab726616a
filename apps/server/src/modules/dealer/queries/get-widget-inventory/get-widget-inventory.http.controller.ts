import { Controller, Inject, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getWidgetInventoryRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/config';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { publicBaseUrl } from '../../../../platform/http/local-host';
import { CONFIG } from '../../../../platform/tokens';
import { GetWidgetInventoryQuery } from './get-widget-inventory.query';

/**
 * The public read the embeddable widget makes (issue 14 item 6, ADR 0027). Like the widget's script, it is
 * `crossOrigin` (the access guard answers `Access-Control-Allow-Origin: *`, reads no session and sets no cookie).
 */
@Controller()
export class GetWidgetInventoryController {
  constructor(private readonly queries: QueryBus, @Inject(CONFIG) private readonly config: AppConfig) {}

  @Endpoint(getWidgetInventoryRoute, { allow: 'public', crossOrigin: true })
  inventory(@Input() { query }: RouteInput<typeof getWidgetInventoryRoute>, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'public, max-age=60');
    return this.queries.execute(new GetWidgetInventoryQuery(query.companyId, query.lang, publicBaseUrl(this.config, req)));
  }
}
