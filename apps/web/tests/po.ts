/** Minimal reader for the .po catalogs Lingui writes (msgid/msgstr pairs, multi-line strings, comments). */
export interface PoEntry {
  msgid: string;
  msgstr: string;
  /** `#:` origins, for error messages. */
  origins: string[];
}

const unquote = (line: string) => JSON.parse(line.trim().replace(/^(msgid|msgstr)\s+/, '')) as string;

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<PoEntry> & { origins: string[] } = { origins: [] };
  let field: 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (current.msgid !== undefined) entries.push({ msgid: current.msgid, msgstr: current.msgstr ?? '', origins: current.origins });
    current = { origins: [] };
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('#:')) {
      current.origins.push(line.slice(2).trim());
    } else if (line.startsWith('#')) {
      continue;
    } else if (line.startsWith('msgid ')) {
      if (current.msgid !== undefined && current.msgstr !== undefined) flush();
      field = 'msgid';
      current.msgid = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      current.msgstr = unquote(line);
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + (JSON.parse(line) as string);
    }
  }
  flush();
  // The header entry has an empty msgid.
  return entries.filter((e) => e.msgid !== '');
}

/** Placeholders a translation must keep: {name}, {0}, <0>, </0>, plural/select variables. */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  for (const m of message.matchAll(/\{(\w+)(?=[,}])/g)) found.add(`{${m[1]}}`);
  for (const m of message.matchAll(/<\/?\d+\/?>/g)) found.add(m[0]);
  return [...found].sort();
}
