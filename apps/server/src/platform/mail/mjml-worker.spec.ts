import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { compiledMjmlFile, compileMjmlCached } from './mjml-worker';

describe('compileMjmlCached', () => {
  it('compiles once, answers from the remembered file after, and compiles again when the file is damaged', async () => {
    const marker = randomUUID(); // sources of their own: a key no other run has used
    const sources = [`<mjml><mj-body><mj-section><mj-column><mj-text>${marker}</mj-text></mj-column></mj-section></mj-body></mjml>`];
    const file = compiledMjmlFile(sources);
    expect(existsSync(file)).toBe(false);
    const first = await compileMjmlCached(sources);
    expect(first[0]).toContain(marker);
    try {
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
      // What the file says is what a later start gets, without compiling.
      writeFileSync(file, JSON.stringify(['<p>remembered</p>']));
      expect(await compileMjmlCached(sources)).toEqual(['<p>remembered</p>']);
      writeFileSync(file, '{ not json');
      expect(await compileMjmlCached(sources)).toEqual(first);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    } finally {
      rmSync(file, { force: true });
    }
  }, 30_000);
});
