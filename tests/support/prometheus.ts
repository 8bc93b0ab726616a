/** One sample of a Prometheus text exposition: `name{labels} value`. */
export interface Sample {
  readonly name: string;
  readonly labels: Record<string, string>;
  readonly value: number;
}

/** The samples and the families (`# TYPE` lines) of a scrape. */
export interface Scrape {
  readonly families: Set<string>;
  readonly samples: Sample[];
  /** The value of the sample of `name` whose labels include `labels`, or undefined. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the text format (version 0.0.4) a Prometheus server scrapes. */
export function parsePrometheus(text: string): Scrape {
  const families = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) \S+/.exec(line);
    if (type) families.add(type[1]);
    if (line.startsWith('#') || line.trim() === '') continue;
    const m = SAMPLE.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1]] = l[2].replace(/\\(.)/g, '$1');
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return {
    families,
    samples,
    value(name, wanted = {}) {
      return samples.find((s) => s.name === name && Object.entries(wanted).every(([k, v]) => s.labels[k] === v))?.value;
    },
  };
}

/** Scrapes a metrics URL. */
export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`scrape of ${url}: ${res.status}`);
  return parsePrometheus(await res.text());
}
