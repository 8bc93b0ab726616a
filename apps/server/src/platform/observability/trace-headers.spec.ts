import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dropUntrustedTraceContext, traceParentTrust } from './trace-headers';

describe('trace context from callers', () => {
  it('trusts the proxies TRUST_PROXY names and no one outside production', () => {
    expect(traceParentTrust(false)('127.0.0.1')).toBe(false);
    expect(traceParentTrust(['10.0.0.0/8'])('10.1.2.3')).toBe(true);
    expect(traceParentTrust(['10.0.0.0/8'])('203.0.113.9')).toBe(false);
    expect(traceParentTrust(['loopback'])('::ffff:127.0.0.1')).toBe(true);
    expect(traceParentTrust(1)('203.0.113.9')).toBe(true);
  });

  async function headersSeen(trusted: boolean): Promise<IncomingHttpHeaders> {
    let seen: IncomingHttpHeaders = {};
    const server = createServer((req, res) => {
      seen = { ...req.headers };
      res.end();
    });
    dropUntrustedTraceContext(server, () => trusted);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      request({ port, host: '127.0.0.1', headers: { traceparent, tracestate: 'a=b', 'x-other': '1' } }, (res) => res.resume().on('end', resolve)).on('error', reject).end();
    });
    await new Promise((resolve) => server.close(resolve));
    return seen;
  }

  it('drops traceparent and tracestate from an untrusted peer before any listener sees them, keeps them from a trusted one', async () => {
    const untrusted = await headersSeen(false);
    expect(untrusted.traceparent).toBeUndefined();
    expect(untrusted.tracestate).toBeUndefined();
    expect(untrusted['x-other']).toBe('1');
    const trusted = await headersSeen(true);
    expect(trusted.traceparent).toMatch(/^00-0af7/);
    expect(trusted.tracestate).toBe('a=b');
  });
});
