// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { parsePo, placeholders } from './po';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(webRoot, 'src/locales');
const catalogFiles = (locale: string) =>
  readdirSync(path.join(localesDir, locale))
    .filter((f) => f.endsWith('.po'))
    .sort();
const read = (locale: string, file: string) => parsePo(readFileSync(path.join(localesDir, locale, file), 'utf8'));

describe('Lingui catalogs', () => {
  it('has the same catalog files for en-ca and fr-ca', () => {
    expect(catalogFiles('fr-ca')).toEqual(catalogFiles('en-ca'));
    expect(catalogFiles('en-ca')).toEqual(expect.arrayContaining(['messages.po']));
  });

  it.each(catalogFiles('fr-ca'))('fr-ca/%s translates every message', (file) => {
    const untranslated = read('fr-ca', file)
      .filter((e) => e.msgstr.trim() === '')
      .map((e) => `${e.msgid}   (${e.origins.join(', ')})`);
    expect(untranslated, `Messages without a French translation in fr-ca/${file}`).toEqual([]);
  });

  it.each(catalogFiles('fr-ca'))('fr-ca/%s keeps every placeholder and tag of the English message', (file) => {
    const broken = read('fr-ca', file)
      .filter((e) => e.msgstr && JSON.stringify(placeholders(e.msgid)) !== JSON.stringify(placeholders(e.msgstr)))
      .map((e) => `${e.msgid} -> ${e.msgstr}`);
    expect(broken).toEqual([]);
  });

  it.each(catalogFiles('en-ca'))('en-ca/%s and fr-ca/%s list the same messages', (file) => {
    const ids = (locale: string) =>
      read(locale, file)
        .map((e) => e.msgid)
        .sort();
    expect(ids('fr-ca')).toEqual(ids('en-ca'));
  });

  it('is up to date with the sources: extraction would add or drop nothing', async () => {
    const config = getConfig({ configPath: path.join(webRoot, 'lingui.config.ts'), cwd: webRoot, skipValidation: true });
    const catalogs = await getCatalogs(config);
    expect(catalogs.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const catalog of catalogs) {
      const extracted = (await catalog.collect()) ?? {};
      const existing = await catalog.readAll();
      for (const locale of config.locales) {
        const known = existing[locale] ?? {};
        for (const [id, message] of Object.entries(extracted)) {
          if (!known[id]) problems.push(`${catalog.path} [${locale}] missing: ${message.message ?? id}`);
        }
        for (const [id, message] of Object.entries(known)) {
          if (!extracted[id] && !message.obsolete) problems.push(`${catalog.path} [${locale}] no longer used: ${message.message ?? id}`);
        }
      }
    }
    expect(problems, 'Run `npm -w @marketplace/web run extract`, then translate the new French messages').toEqual([]);
  }, 60_000);
});
