import { Controller, Inject, Req, Res } from '@nestjs/common';
import { defineRoute } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config/config';
import { Endpoint, endpointRegistry } from '../http/endpoint';
import { publicBaseUrl } from '../http/local-host';
import { CONFIG } from '../tokens';
import { API_INFO, buildOpenApi } from './openapi';

const openApiRoute = defineRoute({
  method: 'GET', path: '/docs/openapi.json', summary: 'This OpenAPI document', tags: ['platform'],
  response: z.record(z.string(), z.unknown()),
});
const docsRoute = defineRoute({
  method: 'GET', path: '/docs', summary: 'Interactive API documentation', tags: ['platform'], response: z.string(),
});

const DOCS_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API documentation</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui' });`;

@Controller()
export class DocsController {
  private document?: ReturnType<typeof buildOpenApi>;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  /** The document, with this deployment's base URL as its server (partners call the site they read it from). */
  @Endpoint(openApiRoute, { allow: 'public' })
  openApi(@Req() req: FastifyRequest) {
    this.document ??= buildOpenApi(endpointRegistry, API_INFO);
    const base = publicBaseUrl(this.config, req);
    return {
      ...this.document,
      // The terms of use are the site's terms and conditions (spec §1).
      info: { ...this.document.info, license: { name: 'Terms and conditions', url: `${base}/en-ca/terms-and-conditions` } },
      servers: [{ url: base, description: 'This deployment' }],
    };
  }

  @Endpoint(docsRoute, { allow: 'public' })
  docs(@Res() reply: FastifyReply) {
    void reply.type('text/html; charset=utf-8').send(DOCS_HTML);
  }

  @Endpoint(defineRoute({ method: 'GET', path: '/docs/init.js', summary: 'Documentation page bootstrap', response: z.string() }), { allow: 'public' })
  init(@Res() reply: FastifyReply) {
    void reply.type('application/javascript').send(INIT_JS);
  }
}
