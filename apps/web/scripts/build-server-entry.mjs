// Builds the server's rendering of the public pages (src/entry-server.tsx, ADR 0065) for Node, with the app's own
// Vite configuration (routes, Lingui catalogs, aliases), into dist/.server/entry-server.cjs: CommonJS, because the API
// server that loads it is CommonJS, and whole (React, TanStack and the rest bundled in, as production builds): some
// of those packages ship ES modules only, which a CommonJS program (and Jest) cannot require.
// Runs after `vite build` (which empties dist/). Not served: the server's static files leave dot folders out.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/.server');

// The islands' entries (ADR 0086), as the server names them in a page: the login page's, built before this.
const islandManifest = path.join(root, 'dist/.vite/login-island.json');
const islandScripts = {};
if (existsSync(islandManifest)) {
  const entry = Object.values(JSON.parse(readFileSync(islandManifest, 'utf8'))).find((chunk) => chunk.isEntry);
  if (entry) islandScripts.login = `/${entry.file}`;
}

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __ISLAND_SCRIPTS__: JSON.stringify(islandScripts) },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } },
  },
});
// The configuration's plugins also write the site description and compressed copies: nothing the server reads here.
for (const file of readdirSync(outDir, { recursive: true })) {
  if (/\.(br|gz)$/.test(file) || file.startsWith('.seo')) rmSync(path.join(outDir, file), { recursive: true, force: true });
}
console.log('server entry built: dist/.server/entry-server.cjs');
