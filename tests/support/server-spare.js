// A spare server process for the chaos suite (ADR 0085): it loads the production build's modules (most of a server
// start), then waits for its parent's message, the last environment variables (CRASH_AT, PORT), and runs main.js as
// `node apps/server/dist/main.js` would. Until then it holds no connection, no timer and no port.
const path = require('node:path');

const dist = path.resolve(__dirname, '../../apps/server/dist');
// main.js's own order: OpenTelemetry first (it patches http, pg and ioredis before they load), then the rest.
require(path.join(dist, 'platform/observability/instrument'));
require('reflect-metadata');
require(path.join(dist, 'create-app'));

process.once('message', (env) => {
  Object.assign(process.env, env);
  // From here on the process is the server alone: the channel would keep it alive after a SIGTERM's shutdown.
  process.disconnect();
  require(path.join(dist, 'main.js'));
});
process.send('loaded');
