import { Controller, Inject, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { widgetScriptRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/config';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { publicBaseUrl } from '../../../../platform/http/local-host';
import { CONFIG } from '../../../../platform/tokens';
import { GetWidgetScriptQuery } from './get-widget-script.query';

/** `{companyId}.js`: the only file names the widget route serves. */
const SCRIPT_FILE = /^([1-9]\d{0,8})\.js$/;

/**
 * The embeddable inventory widget (issue 14 item 6, ADR 0027): `/widgets/{companyId}.js` at the site root. Like the
 * inventory read it makes, it is `crossOrigin` (the access guard answers `Access-Control-Allow-Origin: *`, reads no
 * session and sets no cookie); nothing else of the API allows another origin.
 */
@Controller()
export class GetWidgetScriptController {
  constructor(private readonly queries: QueryBus, @Inject(CONFIG) private readonly config: AppConfig) {}

  @Endpoint(widgetScriptRoute, { allow: 'public', crossOrigin: true })
  async script(@Input() { params }: RouteInput<typeof widgetScriptRoute>, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const match = SCRIPT_FILE.exec(params.file);
    const source = match ? await this.queries.execute(new GetWidgetScriptQuery(Number(match[1]), publicBaseUrl(this.config, req))) : null;
    void reply.type('application/javascript; charset=utf-8');
    if (source === null) {
      void reply.status(404).header('cache-control', 'no-store').send('/* No widget: unknown company. */\n');
      return;
    }
    void reply.header('cache-control', 'public, max-age=300').send(source);
  }
}
