import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository is its own front door: code and docs cite docs/ARCHITECTURE.md ("ARCHITECTURE §N") and the product
 * specification kept in docs/product-spec.md ("spec §N"); both must have the section cited, and no file may point
 * at a place outside the repository (a clone has no `../shared`).
 */
const root = path.resolve(__dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(ts|tsx|mjs|js|md|json)$/.test(f) && !f.startsWith('docs/product-spec') && f !== 'package-lock.json');

function sectionsOf(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\./gm)].map((m) => m[1]));
}

function citations(pattern: RegExp): { file: string; section: string }[] {
  const found: { file: string; section: string }[] = [];
  for (const file of tracked) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(pattern)) found.push({ file, section: m[1] });
  }
  return found;
}

describe('documentation citations', () => {
  it('every "ARCHITECTURE §N" names a section of docs/ARCHITECTURE.md', () => {
    const sections = sectionsOf('docs/ARCHITECTURE.md');
    const cited = citations(/ARCHITECTURE(?:\.md)? ?§ ?(\d+)/g);
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((c) => !sections.has(c.section))).toEqual([]);
  });

  it('every "spec §N" names a section of docs/product-spec.md', () => {
    const sections = sectionsOf('docs/product-spec.md');
    const cited = citations(/\bspec ?§ ?(\d+)/g);
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter((c) => !sections.has(c.section))).toEqual([]);
  });

  it('no file points outside the repository', () => {
    const outside = tracked.filter((file) => {
      if (file === 'tools/docs/citations.spec.ts') return false;
      return /(\.\.\/)+shared\/(spec|reference|ARCHITECTURE|design|hooks)\b|\/work\/shared/.test(readFileSync(path.join(root, file), 'utf8'));
    });
    expect(outside).toEqual([]);
  });
});
