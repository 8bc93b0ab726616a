/** A third-party price guide (trade-in values). The catalog keeps its configuration and checks the connection. */
export interface PriceGuideConnection {
  readonly provider: string;
  readonly baseUrl: string;
  readonly username: string | null;
  readonly apiKey: string | null;
}

export interface PriceGuideProvider {
  readonly name: string;
  checkConnection(config: PriceGuideConnection): Promise<{ ok: boolean; message: string }>;
}
export const PRICE_GUIDE_PROVIDER = Symbol('PRICE_GUIDE_PROVIDER');

/** Local driver (no network): a configuration is "reachable" when it has an https URL and an API key. */
export class LocalPriceGuideProvider implements PriceGuideProvider {
  readonly name = 'local';

  async checkConnection(config: PriceGuideConnection): Promise<{ ok: boolean; message: string }> {
    if (!/^https:\/\//.test(config.baseUrl)) return { ok: false, message: 'The base URL must use https' };
    if (!config.apiKey) return { ok: false, message: 'No API key configured' };
    return { ok: true, message: `Connection to ${new URL(config.baseUrl).host} accepted (local driver: no network call)` };
  }
}
