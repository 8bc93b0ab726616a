// `npm run projections|events|migrate -- …`: the support CLI against DATABASE_URL, or the database of a running
// `npm start` (.data/runtime.json), or a freshly started embedded PostgreSQL. Prints only the tool's answer.
import net from 'node:net';
import path from 'node:path';
import { build, guardAgainstOrphans, readRuntime, root, runNode, startEmbeddedPostgres } from './local-services.mjs';

const [, , tool, ...args] = process.argv;
const quiet = () => undefined;
await build(quiet);
const env = {};
let stop = null;
if (!process.env.DATABASE_URL) {
  const runtime = readRuntime();
  const reachable = (url) => new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port || 5432), hostname, () => { socket.end(); resolve(true); }).once('error', () => resolve(false));
  });
  if (runtime?.DATABASE_URL && (await reachable(runtime.DATABASE_URL))) env.DATABASE_URL = runtime.DATABASE_URL;
  else {
    const pg = await startEmbeddedPostgres(quiet);
    guardAgainstOrphans([{ signal: pg.stopSignal, pid: pg.pid }]);
    env.DATABASE_URL = pg.url;
    stop = pg.stop;
  }
}
const code = await runNode(path.join(root, 'apps/server/dist/tools/cli.js'), [tool, ...args], env).done;
if (stop) await stop();
process.exit(code);
