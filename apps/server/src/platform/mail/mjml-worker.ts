import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * compileMjml, remembered in a file of the temporary folder named by the hash of MJML's version and the sources: the
 * layouts change only with the code, and every server start (each test file starts one) would otherwise spend about
 * 0.6 s of CPU compiling the same HTML again. A missing, unreadable or unwritable file only means compiling.
 */
export async function compileMjmlCached(sources: readonly string[]): Promise<string[]> {
  const file = compiledMjmlFile(sources);
  try {
    const html: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (Array.isArray(html) && html.length === sources.length && html.every((h) => typeof h === 'string')) return html as string[];
  } catch {
    // not compiled yet on this machine
  }
  const html = await compileMjml(sources);
  try {
    // Written aside then renamed: a server starting at the same moment reads the whole file or none.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, JSON.stringify(html));
    renameSync(partial, file);
  } catch {
    // a read-only temporary folder: the next start compiles again
  }
  return html;
}

/** The file that remembers what these sources compile to. */
export function compiledMjmlFile(sources: readonly string[]): string {
  const mjmlVersion = (require('mjml/package.json') as { version: string }).version;
  const key = createHash('sha256').update(JSON.stringify({ mjmlVersion, sources })).digest('hex').slice(0, 32);
  return path.join(os.tmpdir(), `marketplace-mail-layouts-${key}.json`);
}
