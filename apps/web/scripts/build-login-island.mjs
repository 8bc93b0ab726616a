// Builds the login page's island (src/entry-login.tsx, ADR 0086) for the browser, with the app's own Vite configuration
// (Lingui catalogs, aliases, compressed copies) but its own chunks: its entry is React, the login forms and the
// language menu, apart from the app's `app` chunk (a second entry in the app's build would have moved React out of
// that chunk into one more file every other page loads before its first paint). Into dist/assets beside the app's
// files, its manifest in dist/.vite/login-island.json (read by scripts/build-server-entry.mjs). Runs after `vite build`
// (which empties dist/) and before the server entry's build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(root, 'vite.config.ts'));
if (!loaded) throw new Error('vite.config.ts not found');
const { config } = loaded;

/**
 * The island's catalogs: the core catalog of each language (`messages.po`, every public page's texts) cut to the
 * messages the island's own code names, so the island loads about 1 KB of texts instead of 6 (ADR 0086). The Lingui
 * macro leaves each message's id in the code (`{ id: "8ZsakT" }`); once every module is transformed (the chunks are
 * rendered after), the catalog's chunk gets the messages of those ids. The chunk's name hashes its rendered content, so
 * a change of the island's texts is a new file.
 */
function islandCatalogs() {
  const used = new Set();
  const catalogs = new Map();
  const CORE_CATALOG = /[\\/]locales[\\/]([a-z]{2}-[a-z]{2})[\\/]messages\.po$/;
  const PLACEHOLDER = /__ISLAND_CATALOG__\(["'`]([a-z]{2}-[a-z]{2})["'`]\)/g;
  return {
    name: 'login-island-catalogs',
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0];
      const locale = CORE_CATALOG.exec(file)?.[1];
      if (locale) {
        // Lingui's compiled catalog (@lingui/vite-plugin), an ES module of its own (`export const messages = …`), run here.
        const { messages } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
        if (!messages || typeof messages !== 'object') throw new Error(`${file}: the compiled catalog has no messages`);
        catalogs.set(locale, messages);
        // A catalog has no source to map back to (`mappings: ''`, not a missing map).
        return { code: `export const messages = JSON.parse(__ISLAND_CATALOG__(${JSON.stringify(locale)}));`, map: { mappings: '' }, moduleType: 'js' };
      }
      if (!file.includes('/node_modules/') && /\.[jt]sx?$/.test(file)) {
        for (const match of code.matchAll(/\bid:\s*"([^"]+)"/g)) used.add(match[1]);
      }
      return null;
    },
    renderChunk(code) {
      if (!code.includes('__ISLAND_CATALOG__')) return null;
      const out = code.replace(PLACEHOLDER, (_, locale) => {
        const all = catalogs.get(locale);
        const kept = Object.fromEntries(Object.entries(all).filter(([id]) => used.has(id)));
        console.log(`login island: ${Object.keys(kept).length} of the ${Object.keys(all).length} messages of ${locale}`);
        return JSON.stringify(JSON.stringify(kept));
      });
      // The map stays: only the catalog's own line changes, and it maps to no source.
      return { code: out, map: null };
    },
  };
}

await build({
  ...config,
  root,
  configFile: false,
  plugins: [...config.plugins, islandCatalogs()],
  logLevel: 'warn',
  build: {
    ...config.build,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/login-island.json',
    rolldownOptions: {
      input: { 'entry-login': path.join(root, 'src/entry-login.tsx') },
      // The rolldown defaults: the entry with what it imports, each dynamic import a chunk (the language's messages, the
      // form's check); none of the app's groups, which would name this entry's modules `app`.
      output: {},
    },
  },
});
console.log('login island built: dist/.vite/login-island.json');
