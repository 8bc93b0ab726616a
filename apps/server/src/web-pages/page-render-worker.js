'use strict';
/**
 * The thread where the web app renders its public pages (ADR 0065): `workerData.file` is the web build's server entry
 * (apps/web/dist/.server/entry-server.cjs), whose React rendering takes tens of milliseconds of CPU per page; here it
 * takes them off the server's event loop, which keeps answering meanwhile. A page's reads go back to the main thread
 * as `fetch` messages, answered there by the server's own routes (page-renderer.ts). Plain CommonJS: the thread runs
 * this file as it is, in the built server and in the tests that run its sources.
 */
const { parentPort, workerData } = require('node:worker_threads');

const reads = new Map();
let lastRead = 0;

/** The API as `fetch`, asked of the main thread (GET only: a rendering reads). */
function api(input, init = {}) {
  return new Promise((resolve, reject) => {
    const id = ++lastRead;
    reads.set(id, { resolve, reject });
    parentPort.postMessage({ type: 'fetch', id, url: String(input), method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers).entries()) });
  });
}

const ready = require(workerData.file).createPageRenderer({ api, runtimeConfig: workerData.runtimeConfig });

parentPort.on('message', (message) => {
  if (message.type === 'fetched') {
    const read = reads.get(message.id);
    reads.delete(message.id);
    if (message.error) read.reject(new Error(message.error));
    else read.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
    return;
  }
  const work = message.type === 'render' ? (renderer) => renderer.render(message.request) : (renderer) => renderer.renderAddressError(message.request);
  ready
    .then(work)
    .then((page) => parentPort.postMessage({ type: 'rendered', id: message.id, page }))
    .catch((error) => parentPort.postMessage({ type: 'failed', id: message.id, error: String(error?.stack ?? error) }));
});
