import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The web's client, generated from libs/contracts (issue #44 item 4): one function per operation, in a file per
 * contract file (`apps/web/src/lib/api/client/<context>/<file>.ts`), so that a page importing one operation loads that
 * contract file only (the first-load budgets of issue #43), and features keep their hooks (queries, mutations), never a
 * second wrapper of the same call. `npm run generate:web-client` writes the files; the spec fails when one is stale.
 */
export const ROOT = path.resolve(__dirname, '../..');
export const CONTRACTS = path.join(ROOT, 'libs/contracts/src');
export const CLIENT = path.join(ROOT, 'apps/web/src/lib/api/client');

export interface ContractOperation {
  /** The contract's export, `getVehicleRoute`. */
  readonly exportName: string;
  /** The client function's name, `getVehicle`. */
  readonly functionName: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
}

interface RouteLike {
  method: string;
  path: string;
  summary: string;
  response: unknown;
  outsideApi?: boolean;
}

const isRoute = (value: unknown): value is RouteLike =>
  typeof value === 'object' && value !== null && typeof (value as RouteLike).method === 'string' && typeof (value as RouteLike).path === 'string'
  && typeof (value as RouteLike).summary === 'string' && 'response' in value;

/** The contract files (`*.routes.ts`, `*.mini.ts` …): every source file of libs/contracts but specs and indexes. */
export function contractFiles(dir = CONTRACTS): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return contractFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') && name !== 'index.ts' ? [full] : [];
  });
}

/**
 * The operations a contract file defines (`export const xRoute = defineRoute({...})`), by name; `source` (the file's
 * text) leaves out what it only re-exports from another file, which has the operation's function.
 */
export function operationsOf(exports: Record<string, unknown>, source?: string): ContractOperation[] {
  return Object.entries(exports)
    .filter((entry): entry is [string, RouteLike] => entry[0].endsWith('Route') && isRoute(entry[1]) && !entry[1].outsideApi)
    .filter(([name]) => source === undefined || new RegExp(`\\bconst ${name}\\b`).test(source))
    .map(([exportName, route]) => ({ exportName, functionName: exportName.slice(0, -'Route'.length), method: route.method, path: route.path, summary: route.summary }))
    .sort((a, b) => a.functionName.localeCompare(b.functionName));
}

/** The client file for one contract file, or null when it exports no operation. */
export function clientFileText(contractFile: string, operations: readonly ContractOperation[]): string | null {
  if (!operations.length) return null;
  const module = path.relative(CONTRACTS, contractFile).replace(/\.ts$/, '').split(path.sep).join('/');
  const depth = module.split('/').length; // client/<context>/<file>.ts → lib/api-route.ts
  const apiRoute = `${'../'.repeat(depth + 1)}api-route`;
  const names = operations.map((o) => o.exportName).sort();
  const lines = [
    `// Generated from libs/contracts/src/${module}.ts by \`npm run generate:web-client\`: do not edit.`,
    `import { ${names.join(', ')} } from '@marketplace/contracts/${module}';`,
    `import { callRoute, type RouteCallInput } from '${apiRoute}';`,
  ];
  for (const o of operations) {
    lines.push('', `/** ${o.method} /api${o.path}: ${o.summary.replace(/\*\//g, '* /')} */`);
    lines.push(`export const ${o.functionName} = (input?: RouteCallInput<typeof ${o.exportName}>) => callRoute(${o.exportName}, input);`);
  }
  return `${lines.join('\n')}\n`;
}

/** Where the client file of a contract file goes. */
export function clientPathOf(contractFile: string): string {
  return path.join(CLIENT, path.relative(CONTRACTS, contractFile));
}

/** Every client file's path and text, from the contracts as they are now. */
export function generateClient(load: (file: string) => Record<string, unknown> = require): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of contractFiles()) {
    const text = clientFileText(file, operationsOf(load(file), readFileSync(file, 'utf8')));
    if (text) files.set(clientPathOf(file), text);
  }
  return files;
}
