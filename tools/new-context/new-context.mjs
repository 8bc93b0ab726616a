#!/usr/bin/env node
// `npm run new:context -- <name> [--title "Demo thing"] [--title-fr "Truc de démo"]`
// Generates a working bounded context in the agreed shape (docs/adding-a-context.md): domain decider + spec, route
// contracts, a command slice and a query slice on the CQRS buses, a projection with its migration and spec, an
// integration test, a web page in both languages, and the one registry line that wires it all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATES = path.join(here, 'templates');
const RESERVED = new Set(['shared', 'platform', 'app', 'api', 'index']);

/** Every spelling of the name the templates use, keyed by its placeholder. */
export function spellings(name, title, titleFr) {
  const words = name.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    __kebab__: name,
    __Pascal__: pascal,
    __camel__: pascal[0].toLowerCase() + pascal.slice(1),
    __snake__: words.join('_'),
    __CONST__: words.join('_').toUpperCase(),
    __title__: words.join(' '),
    __Title__: title,
    __TitleFr__: titleFr,
  };
}

function fill(text, values) {
  return Object.entries(values).reduce((out, [placeholder, value]) => out.replaceAll(placeholder, value), text);
}

function parseArgs(argv) {
  const options = { name: null, title: null, titleFr: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--title') options.title = argv[++i];
    else if (arg === '--title-fr') options.titleFr = argv[++i];
    else if (!arg.startsWith('--') && !options.name) options.name = arg;
    else throw new Error(`unknown argument '${arg}'`);
  }
  return options;
}

function validate({ name, title, titleFr }, root) {
  if (!name) throw new Error('usage: npm run new:context -- <name> [--title "Demo thing"] [--title-fr "Truc de démo"]');
  if (!/^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/.test(name) || name.length > 40) {
    throw new Error(`'${name}' is not a context name: use lower-case kebab-case words, e.g. demo-thing`);
  }
  if (RESERVED.has(name)) throw new Error(`'${name}' is reserved`);
  for (const text of [title, titleFr]) {
    // Lingui reads braces and angle brackets as placeholders and tags.
    if (text !== null && (text.trim() === '' || /[{}<>"\\`$]/.test(text))) throw new Error(`'${text}' cannot be a page title`);
  }
  const taken = [`apps/server/src/modules/${name}`, `libs/domain/src/${name}`, `libs/contracts/src/${name}`, `apps/web/src/features/${name}`]
    .filter((p) => existsSync(path.join(root, p)));
  if (taken.length) throw new Error(`'${name}' exists already: ${taken.join(', ')}`);
}

function templateFiles(dir = TEMPLATES) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? templateFiles(full) : [full];
  });
}

function edit(root, file, change) {
  const full = path.join(root, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`could not update ${file}: its shape changed, add the line by hand`);
  writeFileSync(full, after);
}

/** One import and one list entry in app.registry.ts: the only place a context is registered. */
function register(root, v) {
  edit(root, 'apps/server/src/app.registry.ts', (text) => {
    const imports = [...text.matchAll(/^import .* from '\.\/modules\/.*\n/gm)];
    const last = imports[imports.length - 1];
    const at = last.index + last[0].length;
    const withImport = `${text.slice(0, at)}import { ${v.__camel__}Registration } from './modules/${v.__kebab__}/${v.__kebab__}.public';\n${text.slice(at)}`;
    return withImport.replace(/(export const modules: readonly ModuleRegistration\[\] = \[[\s\S]*?)(\n\];)/, `$1\n  ${v.__camel__}Registration,$2`);
  });
}

const appendLine = (line) => (text) => (text.includes(line) ? text : `${text.replace(/\n*$/, '\n')}${line}\n`);

const poString = (s) => JSON.stringify(s);

/** Adds the page's messages to both catalogs of the public part, in Lingui's order (by message), skipping known ones. */
function addMessages(root, v) {
  const page = `src/features/${v.__kebab__}/components/${v.__kebab__}-page.tsx`;
  const messages = [
    { en: v.__Title__, fr: v.__TitleFr__ },
    { en: 'Name', fr: 'Nom' },
    { en: 'Add', fr: 'Ajouter' },
    { en: 'Nothing here yet.', fr: 'Rien ici pour le moment.' },
  ];
  for (const locale of ['en-ca', 'fr-ca']) {
    edit(root, `apps/web/src/locales/${locale}/messages.po`, (text) => {
      const blocks = text.replace(/\n+$/, '').split(/\n\n/);
      const idOf = (block) => {
        const m = /^msgid (".*")$/m.exec(block);
        return m ? JSON.parse(m[1]) : '';
      };
      for (const m of messages) {
        if (blocks.some((b) => idOf(b) === m.en)) continue;
        const entry = `#: ${page}\nmsgid ${poString(m.en)}\nmsgstr ${poString(locale === 'en-ca' ? m.en : m.fr)}`;
        const index = blocks.findIndex((b, i) => i > 0 && idOf(b).localeCompare(m.en) > 0);
        blocks.splice(index === -1 ? blocks.length : index, 0, entry);
      }
      return `${blocks.join('\n\n')}\n`;
    });
  }
}

export function generate(root, argv) {
  const options = parseArgs(argv);
  validate(options, root);
  const title = options.title ?? options.name.split('-').join(' ').replace(/^\w/, (c) => c.toUpperCase());
  const v = spellings(options.name, title, options.titleFr ?? title);
  const written = [];
  for (const template of templateFiles()) {
    const relative = fill(path.relative(TEMPLATES, template), v).replace(/\.tpl$/, '');
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(template, 'utf8'), v));
    written.push(relative);
  }
  register(root, v);
  edit(root, 'libs/domain/src/index.ts', appendLine(`export * from './${v.__kebab__}';`));
  edit(root, 'libs/contracts/src/index.ts', appendLine(`export * from './${v.__kebab__}';`));
  addMessages(root, v);
  // The web's client functions for the new contract (tools/web-client): the feature's hooks call them.
  const client = spawnSync(process.execPath, ['-r', './tests/support/register-ts.js', 'tools/web-client/generate-web-client.ts'], { cwd: root, encoding: 'utf8' });
  if (client.status !== 0) throw new Error(`generating the web client failed:\n${client.stdout}\n${client.stderr}`);
  written.push(`apps/web/src/lib/api/client/${v.__kebab__}/${v.__kebab__}.routes.ts`);
  return { files: written, untranslatedTitle: options.titleFr === null ? title : null };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(here, '../..');
  try {
    const { files, untranslatedTitle } = generate(root, process.argv.slice(2));
    console.log(`Created ${files.length} files:\n${files.map((f) => `  ${f}`).join('\n')}`);
    console.log('Updated apps/server/src/app.registry.ts, libs/domain/src/index.ts, libs/contracts/src/index.ts and the messages.po catalogs.');
    if (untranslatedTitle) {
      console.log(`\nTranslate the page title: in apps/web/src/locales/fr-ca/messages.po, msgstr of "${untranslatedTitle}" (or run again with --title-fr).`);
    }
    console.log('\nNext: npm run typecheck, then docs/adding-a-context.md for the tests to run and what to change first.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
