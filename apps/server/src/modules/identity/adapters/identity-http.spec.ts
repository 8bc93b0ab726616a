import type { FastifyRequest } from 'fastify';
import { secureCookiesFor } from './identity-http';

const on = (host: string) => ({ headers: { host } }) as FastifyRequest;

describe('Secure on identity cookies', () => {
  it('in production, also when a reverse proxy forwards a local Host header', () => {
    expect(secureCookiesFor(on('127.0.0.1:3000'), { isProduction: true })).toBe(true);
    expect(secureCookiesFor(on('shop.example.ca'), { isProduction: true })).toBe(true);
  });

  it('in development and tests, on every host but a local one (plain http)', () => {
    expect(secureCookiesFor(on('localhost:3000'), { isProduction: false })).toBe(false);
    expect(secureCookiesFor(on('shop.example.ca'), { isProduction: false })).toBe(true);
  });
});
