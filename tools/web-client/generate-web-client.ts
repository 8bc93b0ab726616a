import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT, generateClient } from './web-client';

/** `npm run generate:web-client`: writes apps/web/src/lib/api/client/ from libs/contracts and removes files of contracts gone. */
const files = generateClient();
const existing = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? existing(path.join(dir, name)) : [path.join(dir, name)]));
mkdirSync(CLIENT, { recursive: true });
for (const file of existing(CLIENT)) if (!files.has(file)) rmSync(file);
for (const [file, text] of files) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(`${files.size} client files written to ${path.relative(process.cwd(), CLIENT)}`);
