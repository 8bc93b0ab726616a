import { Worker } from 'node:worker_threads';

/**
 * The worker's code: loads MJML, compiles each source with strict validation (an invalid template fails the boot, not
 * a send) and posts back the HTML. Plain CommonJS given as text, so that it runs the same from the sources (Jest) and
 * from the build.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const mjml2html = require(workerData.mjml);
(async () => {
  const html = [];
  for (const source of workerData.sources) html.push((await mjml2html(source, { validationLevel: 'strict', keepComments: false })).html);
  parentPort.postMessage(html);
})().catch((error) => { parentPort.postMessage({ error: error && (error.message + (error.details ? ' ' + JSON.stringify(error.details) : '')) }); });
`;

/**
 * MJML sources compiled to HTML in a worker thread that exits afterwards (ADR 0067): MJML and what it loads (about
 * 0.5 s of CPU and 60 MB of resident memory) never stay in the server, and the main thread goes on meanwhile.
 */
export function compileMjml(sources: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: { mjml: require.resolve('mjml'), sources } });
    worker.once('message', (answer: string[] | { error: string }) => {
      if (Array.isArray(answer)) resolve(answer);
      else reject(new Error(`MJML compilation failed: ${answer.error}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`the MJML worker exited with code ${code}`)); });
  });
}
