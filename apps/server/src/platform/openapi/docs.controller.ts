import { Controller, Res } from '@nestjs/common';
import { defineRoute } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Endpoint, endpointRegistry } from '../http/endpoint';
import { buildOpenApi } from './openapi';

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
  private document: unknown;

  @Endpoint(openApiRoute, { allow: 'public' })
  openApi() {
    this.document ??= buildOpenApi(endpointRegistry, { title: 'Marketplace API', version: '1.0.0' });
    return this.document;
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
