/**
 * Route-aware preload hints for the web app's first page load (issue #18, ADR 0031). Without them the browser fetches
 * the app chunk, runs it, and only then learns which route chunks (layout, page, their shared pieces) and which
 * message catalog the page needs: a second round trip before the first paint. With Vite's build manifest, the server
 * knows them from the path, and index.html names them as `<link rel="modulepreload">` so they load beside the app
 * chunk. Only what the page will load anyway is named: the JavaScript a page loads does not grow.
 */

/** One entry of Vite's `.vite/manifest.json` (the fields used here). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A route file as a pattern: its URL segments; an index ends there, a layout (route.tsx, or a file with children) wraps what is below. */
interface RoutePattern {
  readonly key: string;
  readonly segments: readonly string[];
  readonly exact: boolean;
  readonly layout: boolean;
}

const ROUTES_DIR = 'src/routes/';
const SPLIT = '?tsr-split=component';

/**
 * TanStack Router file names -> URL segments: folders and dots separate segments; `_name` is a pathless layout (no
 * segment); a trailing `_` un-nests (`block_` is `block`); `route` is its folder's layout; `index` ends the path;
 * `$name` is a parameter; `$` alone a splat.
 */
function patternOf(key: string, keys: readonly string[]): RoutePattern | null {
  if (!key.startsWith(ROUTES_DIR) || !key.endsWith(`.tsx${SPLIT}`)) return null;
  const name = key.slice(ROUTES_DIR.length, -`.tsx${SPLIT}`.length);
  const parts = name.split(/[/.]/);
  const last = parts[parts.length - 1];
  const segments = parts
    .filter((part, i) => !(i === parts.length - 1 && (part === 'route' || part === 'index')))
    .filter((part) => !part.startsWith('_'))
    .map((part) => part.replace(/_$/, ''));
  const hasChildren = keys.some((other) => other.startsWith(`${ROUTES_DIR}${name}.`) && other !== key);
  return { key, segments, exact: last === 'index', layout: last === 'route' || last === '__root' || hasChildren };
}

const segmentMatches = (pattern: string, segment: string) => pattern === segment || (pattern.startsWith('$') && pattern.length > 1);

/** How well a pattern matches the path: null when it does not; else fewer parameters (more literal) is better. */
function matchScore(pattern: RoutePattern, path: readonly string[]): number | null {
  const splat = pattern.segments[pattern.segments.length - 1] === '$';
  const fixed = splat ? pattern.segments.slice(0, -1) : pattern.segments;
  if (fixed.length > path.length || (pattern.exact && fixed.length !== path.length)) return null;
  if (!fixed.every((segment, i) => segmentMatches(segment, path[i]))) return null;
  return fixed.filter((segment) => segment.startsWith('$')).length + (splat ? 100 : 0);
}

/** A path segment decoded; as sent when it does not decode (an error page's path): it then matches no route. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface PreloadPlan {
  /** Files (no leading slash) to name as module preloads, in load order. */
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The route chunks a path loads: every layout whose segments prefix the path, and the page itself (the most literal
 * match when several would fit, as the router picks it), with their static imports; plus the core message catalog of
 * the path's language. The entry's chunks, and the files index.html already names (`inPage`), are left out.
 */
export function preloadPlan(manifest: Manifest, pathname: string, inPage: ReadonlySet<string> = new Set()): PreloadPlan {
  const path = pathname.split('?')[0].split('/').filter(Boolean).map((s) => decodedOrAsIs(s).toLowerCase());
  const entries = closure(manifest, Object.keys(manifest).filter((k) => manifest[k].isEntry)).map((key) => manifest[key].file);
  const loaded = new Set<string>([...entries, ...inPage]);
  const keys = Object.keys(manifest);
  const patterns = keys.map((key) => patternOf(key, keys)).filter((p): p is RoutePattern => p !== null);
  const matched = patterns
    .map((pattern) => ({ pattern, score: matchScore(pattern, path) }))
    .filter((m): m is { pattern: RoutePattern; score: number } => m.score !== null);
  // The router's pick among the pages that cover the whole path (the most literal), then the layouts above that page
  // file (route.tsx of each folder, parent files of flat names, pathless ones included); without a page, the layouts
  // on the path that are not pathless (the not-found page renders in them).
  const pages = matched.filter((m) => !m.pattern.layout && (m.pattern.segments.length === path.length || m.pattern.segments.at(-1) === '$'));
  const page = pages.sort((a, b) => a.score - b.score || b.pattern.segments.length - a.pattern.segments.length)[0];
  const layouts = page
    ? ancestorsOf(page.pattern.key).filter((key) => manifest[key])
    : matched.filter((m) => m.pattern.layout && !/\/_[^/]*\//.test(m.pattern.key.slice(ROUTES_DIR.length - 1))).map((m) => m.pattern.key);
  const wanted = [...layouts, ...(page ? [page.pattern.key] : [])];
  const lang = path[0];
  const catalog = lang ? `src/locales/${lang}/messages.po` : null;
  if (catalog && manifest[catalog]) wanted.push(catalog);
  const files = closure(manifest, wanted);
  return {
    modules: files.map((key) => manifest[key].file).filter((file) => !loaded.has(file)),
    styles: [...new Set(files.flatMap((key) => manifest[key].css ?? []))].filter((file) => !loaded.has(file)),
  };
}

/** The layout files above a page file, outermost first: `$lang/route`, `$lang/_public/route`, `$lang/cars` for `$lang/cars.index`. */
function ancestorsOf(key: string): string[] {
  const name = key.slice(ROUTES_DIR.length, -`.tsx${SPLIT}`.length);
  const cuts = [...name.matchAll(/[/.]/g)].map((m) => m.index);
  const found = [`${ROUTES_DIR}__root.tsx${SPLIT}`];
  for (const cut of cuts) {
    const prefix = name.slice(0, cut);
    if (name[cut] === '/') found.push(`${ROUTES_DIR}${prefix}/route.tsx${SPLIT}`);
    if (!prefix.endsWith('_')) found.push(`${ROUTES_DIR}${prefix}.tsx${SPLIT}`);
  }
  return found;
}

/** The chunks and their static imports, depth first, each once. */
function closure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The asset files a page already names (its entry script and styles), e.g. `assets/app-1.js`. */
export function filesIn(indexHtml: string): Set<string> {
  return new Set([...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
}

/** index.html with the plan's hints just before `</head>`. */
export function withPreloads(indexHtml: string, plan: PreloadPlan): string {
  const tags = [
    ...plan.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...plan.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return tags.length ? indexHtml.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`) : indexHtml;
}

/**
 * Whether some page of the app (not a layout) answers the path, by the route files (names relative to src/routes, as
 * the web build lists them in `.seo/site.json`): a page whose segments cover the whole path, or end in a splat. The
 * server answers 404 for a path none answers (ADR 0061).
 */
export function someRouteMatches(routeFiles: readonly string[], pathname: string): boolean {
  const path = pathname.split('/').filter(Boolean).map((s) => s.toLowerCase());
  return pagePatternsOf(routeFiles).some((p) => matchScore(p, path) !== null && (p.segments.length === path.length || p.segments.at(-1) === '$'));
}

/** The page patterns (layouts left out) of a list of route files, built once per list. */
const pagePatterns = new WeakMap<readonly string[], RoutePattern[]>();
function pagePatternsOf(routeFiles: readonly string[]): RoutePattern[] {
  let patterns = pagePatterns.get(routeFiles);
  if (!patterns) {
    const keys = routeFiles.map((file) => `${ROUTES_DIR}${file.toLowerCase()}${SPLIT}`);
    patterns = keys.map((key) => patternOf(key, keys)).filter((p): p is RoutePattern => p !== null && !p.layout);
    pagePatterns.set(routeFiles, patterns);
  }
  return patterns;
}
