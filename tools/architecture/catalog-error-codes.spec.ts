import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_ERROR_CODES } from '@marketplace/contracts';

/** Every error code the catalog (server module, its domain and pricing maths, geocoding) can throw is in the contract list (libs/contracts imports only zod, so the check lives with the other repository checks). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.ts$/.test(name) && !/\.(spec|int-spec|bench)\.ts$/.test(name) ? [full] : [];
  });
}

it('lists every error code the catalog throws in CATALOG_ERROR_CODES', () => {
  const root = path.resolve(__dirname, '../..');
  const dirs = ['apps/server/src/modules/catalog', 'apps/server/src/platform/geocoding', 'libs/domain/src/catalog', 'libs/domain/src/pricing'];
  const thrown = new Set<string>();
  for (const file of dirs.flatMap((d) => sources(path.join(root, d)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/DomainError\(\s*'((?:catalog|pricing|graphql|geocoding)\.[a-z_]+)'/g)) thrown.add(m[1]);
  }
  expect(thrown.size).toBeGreaterThan(30);
  expect([...thrown].filter((code) => !(CATALOG_ERROR_CODES as readonly string[]).includes(code)).sort()).toEqual([]);
});
