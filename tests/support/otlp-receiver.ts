import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/HTTP exporter sent it (the fields the tests read). */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string | undefined;
  readonly name: string;
  /** 1 internal, 2 server, 3 client, 4 producer, 5 consumer (OTLP's SpanKind). */
  readonly kind: number;
  readonly attributes: Record<string, string | number | boolean>;
  /** The spans this one is linked to (OTel span links: a deferred job to what scheduled it). */
  readonly links: readonly { readonly traceId: string; readonly spanId: string }[];
  readonly service: string | undefined;
}

interface OtlpValue { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean }
interface OtlpAttribute { key: string; value: OtlpValue }
interface OtlpSpan {
  traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttribute[];
  links?: { traceId: string; spanId: string }[];
}
/** ExportTraceServiceRequest in OTLP's JSON encoding (ids as hex strings). */
interface ExportTraceServiceRequest {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const valueOf = (v: OtlpValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : v.doubleValue ?? v.boolValue ?? '');
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

/**
 * The OpenTelemetry collector's stand-in for tests: an OTLP/HTTP receiver (POST /v1/traces, the JSON encoding of the
 * OTLP specification; the server exports with OTEL_EXPORTER_OTLP_PROTOCOL=http/json) that keeps every span it gets.
 * npm has OTLP exporters but no receiver: a collector is a Go binary, which this machine cannot fetch.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/traces') {
          res.writeHead(404).end();
          return;
        }
        if (!String(req.headers['content-type']).startsWith('application/json')) {
          res.writeHead(415, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'this stand-in reads OTLP/HTTP JSON only' }));
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportTraceServiceRequest;
        for (const rs of body.resourceSpans ?? []) {
          const service = attributesOf(rs.resource?.attributes)['service.name'] as string | undefined;
          for (const ss of rs.scopeSpans ?? []) {
            for (const s of ss.spans ?? []) {
              this.spans.push({
                traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId || undefined, name: s.name, kind: s.kind, attributes: attributesOf(s.attributes),
                links: (s.links ?? []).map((l) => ({ traceId: l.traceId, spanId: l.spanId })), service,
              });
            }
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The spans of one trace. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((s) => s.traceId === traceId);
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
