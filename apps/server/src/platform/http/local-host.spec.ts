import { linkBaseUrl, publicBaseUrl } from './local-host';

const config = { PUBLIC_URL: 'https://marketplace.example.ca/', BRAND_HOSTS: 'trade.example.ca=trade, Finance.Example.ca = finance', isProduction: true, PORT: 3000 };
const request = (host: string) => ({ headers: { host } });

describe('publicBaseUrl (links made while answering a request)', () => {
  it("links a brand's host back to itself, anything else to PUBLIC_URL: never to a Host header nobody configured", () => {
    expect(publicBaseUrl(config, request('trade.example.ca'))).toBe('https://trade.example.ca');
    expect(publicBaseUrl(config, request('FINANCE.example.ca:443'))).toBe('https://finance.example.ca');
    expect(publicBaseUrl(config, request('marketplace.example.ca'))).toBe('https://marketplace.example.ca');
    expect(publicBaseUrl(config, request('evil.example.com'))).toBe('https://marketplace.example.ca');
  });

  it('outside production without PUBLIC_URL, a local host links to itself, any other host to localhost', () => {
    const development = { BRAND_HOSTS: '', isProduction: false, PORT: 3000 };
    expect(publicBaseUrl(development, request('trade.localhost:3000'))).toBe('http://trade.localhost:3000');
    expect(publicBaseUrl(development, request('evil.example.com'))).toBe('http://localhost:3000');
    expect(publicBaseUrl({ ...development, isProduction: true }, request('localhost:3000'))).toBe('http://localhost:3000');
  });
});

describe('linkBaseUrl (links in emails sent outside a request)', () => {
  it("a brand's facts link to the brand's own host; the marketplace's, or an unknown brand's, to PUBLIC_URL", () => {
    expect(linkBaseUrl(config, 'trade')).toBe('https://trade.example.ca');
    expect(linkBaseUrl(config, 'finance')).toBe('https://finance.example.ca');
    expect(linkBaseUrl(config, null)).toBe('https://marketplace.example.ca');
    expect(linkBaseUrl(config, 'unknown')).toBe('https://marketplace.example.ca');
  });

  it('without PUBLIC_URL (development only: production requires it), this server on localhost', () => {
    expect(linkBaseUrl({ isProduction: false, PORT: 3123 }, 'trade')).toBe('http://localhost:3123');
  });
});
