// The one module shape (ADR 0071, ARCHITECTURE §1): what a bounded context under apps/server/src/modules may hold and
// where each kind of file lives. `checkContext` lists every departure from it; module-shape.spec.ts runs it on every
// context, on the generator's output and on broken copies of a context, one per rule.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders a context may have, each with its one job. */
export const FOLDERS: Record<string, string> = {
  commands: 'one folder per command: <name>.command.ts, <name>.handler.ts, its route and its tests',
  queries: 'one folder per query: <name>.query.ts, <name>.handler.ts, its route, the projection it owns',
  streams: 'one file per aggregate stream: load, decide (libs/domain), append; what several commands share',
  views: 'pure mappings from decided state to a contract shape, shared by commands and queries',
  'integration-events': 'events out (translators) and events in (consumers, with their inboxes)',
  process: 'one folder per process: an event or a deadline in, a command out (timers and their projections)',
  adapters: 'the outside world behind a port: bureaus, payments, PDFs, mail, files, reference data',
  'personal-data': "the context's parts of a person's Law 25 export",
  migrations: 'NNNN-<what>.ts: the schema of its own read tables',
  seed: 'demo data for npm start',
  bench: "the context's benchmarks",
};

/** Folders that hold one folder per use case and no loose file. */
const USE_CASE_FOLDERS: Record<string, string | null> = { commands: 'command', queries: 'query', process: null };

const rootFiles = (context: string) => new Set([
  `${context}.module.ts`, `${context}.registration.ts`, `${context}.public.ts`, `${context}-public-api.ts`, `${context}.settings.ts`, 'README.md',
]);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const isDir = (p: string) => statSync(p).isDirectory();
/** Framework objects a command or query must not carry: it is plain data plus `meta`. */
const FRAMEWORK = /from '(fastify|@fastify\/[^']+|@nestjs\/(?!cqrs')[^']+)'|\b(FastifyRequest|FastifyReply|HttpExchange|IncomingMessage|ServerResponse)\b/;

export interface Violation {
  readonly rule: string;
  /** Relative to the context's folder. */
  readonly file: string;
  readonly message: string;
}

/** Every departure of the context in `dir` (named `context`) from the shape. Its siblings are the other contexts. */
export function checkContext(dir: string, context = path.basename(dir)): Violation[] {
  const found: Violation[] = [];
  const add = (rule: string, file: string, message: string) => found.push({ rule, file, message });
  const allowedFiles = rootFiles(context);

  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (isDir(full)) {
      if (!(entry in FOLDERS)) add('unknown-folder', entry, `'${entry}/' is not a folder of the module shape (${Object.keys(FOLDERS).join(', ')})`);
    } else if (!allowedFiles.has(entry)) {
      add('unknown-file', entry, `'${entry}' at the context's root: only ${[...allowedFiles].join(', ')} live there`);
    }
  }

  for (const [folder, message] of Object.entries(USE_CASE_FOLDERS)) {
    const base = path.join(dir, folder);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base)) {
      const full = path.join(base, entry);
      if (!isDir(full)) {
        add('loose-file', `${folder}/${entry}`, `${folder}/ holds one folder per use case; '${entry}' belongs in one of them, or in streams/ or adapters/`);
        continue;
      }
      if (message) {
        for (const part of [message, 'handler']) {
          if (!existsSync(path.join(full, `${entry}.${part}.ts`))) {
            add('incomplete-use-case', `${folder}/${entry}`, `${folder}/${entry}/ has no ${entry}.${part}.ts`);
          }
        }
      }
    }
  }

  for (const full of walk(dir)) {
    const file = path.relative(dir, full).split(path.sep).join('/');
    const name = path.basename(file);
    const top = file.split('/')[0];
    const depth = file.split('/').length;
    if (/\.projection\.ts$/.test(name) && !((top === 'queries' || top === 'process') && depth === 3)) {
      add('misplaced-projection', file, 'a projection lives beside the query that reads it (queries/<name>/) or in its process (process/<name>/)');
    }
    if (/\.(consumer|translator)\.ts$/.test(name) && top !== 'integration-events') {
      add('misplaced-consumer', file, 'consumers and translators of integration events live in integration-events/');
    }
    if (/\.timer\.ts$/.test(name) && !(top === 'process' && depth === 3)) {
      add('misplaced-timer', file, 'a timer lives in its process folder (process/<name>/)');
    }
    if (!/\.tsx?$/.test(name)) continue;
    const text = readFileSync(full, 'utf8');
    if (/\.(command|query)\.ts$/.test(name) && FRAMEWORK.test(text)) {
      add('framework-in-message', file, 'a command or query carries plain data and meta, never framework objects (request, reply)');
    }
    for (const m of text.matchAll(/from '(\.\.?\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(full), m[1]);
      const inModules = path.relative(path.dirname(dir), target).split(path.sep);
      const other = inModules[0];
      if (other === context || other === '..' || inModules.length < 2) continue;
      if (!/\.public$/.test(m[1])) {
        add('reaches-into-context', file, `imports '${m[1]}': another context is reached only through its *.public.ts`);
      }
    }
  }
  return found;
}

/** Every context under `modulesDir`, with its departures. */
export function checkAllContexts(modulesDir: string): { context: string; violations: Violation[] }[] {
  return readdirSync(modulesDir)
    .filter((entry) => isDir(path.join(modulesDir, entry)))
    .map((context) => ({ context, violations: checkContext(path.join(modulesDir, context), context) }));
}
