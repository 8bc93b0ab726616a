export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
  readonly setCookies: string[];
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Raw body text (sent with content-type application/json unless headers say otherwise). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header on unsafe methods (default true). */
  csrf?: boolean;
  /** Send cookies (default true). */
  cookies?: boolean;
}

/** A server the client talks to: its `url` is read on every request, so pointing it elsewhere moves the session. */
export interface ApiServer {
  readonly url: string;
}

/** A browser-like API client: a cookie jar, and the CSRF pair on unsafe methods, like the web app's http client. */
export class Client {
  readonly jar = new Map<string, string>();

  constructor(private readonly server: ApiServer, private readonly defaults: { headers?: Record<string, string> } = {}) {}

  /** Sends these headers on every later request too (a browser's User-Agent, a proxy's X-Forwarded-For). */
  useHeaders(headers: Record<string, string>): this {
    this.defaults.headers = { ...this.defaults.headers, ...headers };
    return this;
  }

  get token(): string | undefined {
    return this.jar.get('User.Token');
  }

  /** The `Cookie` header a browser holding this jar sends (the session and its CSRF cookie). */
  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, path: string, o: RequestOptions = {}): Promise<ApiResponse<T>> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && o.csrf !== false && !this.jar.has('XSRF-TOKEN')) await this.request('GET', '/health');
    const url = new URL(`${this.server.url}/api${path}`);
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) url.searchParams.append(k, String(v));
    const headers: Record<string, string> = { ...this.defaults.headers, ...o.headers };
    if (o.cookies !== false && this.jar.size > 0) headers.cookie = this.cookieHeader();
    if (unsafe && o.csrf !== false && this.jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(this.jar.get('XSRF-TOKEN')!);
    let payload: string | undefined;
    if (o.rawBody !== undefined) payload = o.rawBody;
    else if (o.body !== undefined) payload = JSON.stringify(o.body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const res = await fetch(url, { method, headers, body: payload });
    const setCookies = res.headers.getSetCookie();
    for (const c of setCookies) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      // A stream (the live lead inbox) never ends: its answer here is the status and headers; read one with
      // tests/api/dealer/support.ts's reader instead.
      await res.body?.cancel();
      return { status: res.status, body: undefined as T, headers: res.headers, setCookies };
    }
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers, setCookies };
  }

  get<T = any>(path: string, o?: RequestOptions) {
    return this.request<T>('GET', path, o);
  }

  post<T = any>(path: string, o?: RequestOptions) {
    return this.request<T>('POST', path, o);
  }
}

/** The attributes of cookie `name` as a response set it (`['name=value', 'Path=/', 'HttpOnly', …]`), or null. */
export function cookieAttributes(setCookies: string[], name: string): string[] | null {
  const c = setCookies.find((s) => s.startsWith(`${name}=`));
  return c ? c.split(';').map((s) => s.trim()) : null;
}
