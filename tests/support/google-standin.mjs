// Google's stand-in for tests and development: oidc-provider (a certified OpenID Provider) on 127.0.0.1, started by
// the test harness as a child process (it ships ES modules only). Env: CLIENT_ID, CLIENT_SECRET, REDIRECT_URIS (comma
// separated), PORT (0: any). Prints one JSON line {"issuer": "..."} once listening.
// The interaction signs in whoever POST /__next named last ({sub, email, email_verified, given_name, family_name}),
// or refuses consent when that body says {"deny": true}: tests drive "which Google account" without a login form.
import http from 'node:http';
import Provider from 'oidc-provider';

const { CLIENT_ID = 'marketplace', CLIENT_SECRET = 'marketplace-secret', REDIRECT_URIS = '', PORT = '0' } = process.env;
const accounts = new Map();
let next = { sub: 'google-1', email: 'jean.tremblay@gmail.com', email_verified: true, given_name: 'Jean', family_name: 'Tremblay' };

const server = http.createServer();
await new Promise((resolve) => server.listen(Number(PORT), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: REDIRECT_URIS.split(',').filter(Boolean), grant_types: ['authorization_code'], response_types: ['code'] }],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
  conformIdTokenClaims: false,
  findAccount: (_ctx, id) => (accounts.has(id) ? { accountId: id, claims: () => ({ sub: id, ...accounts.get(id) }) } : undefined),
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['google-stand-in'] },
  ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, IdToken: 300, AccessToken: 300 },
});
const callback = provider.callback();

const readJson = (req) => new Promise((resolve) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => resolve(body ? JSON.parse(body) : {}));
});

server.on('request', async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/__next') {
      next = await readJson(req);
      res.writeHead(204).end();
      return;
    }
    if (req.url.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      if (next.deny) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
        return;
      }
      const { sub, deny: _deny, ...claims } = next;
      accounts.set(sub, claims);
      const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
      return;
    }
    callback(req, res);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  }
});

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
