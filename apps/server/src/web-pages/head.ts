import type { Lang } from './page-request';

/**
 * The head of a page as the server sends it (ADR 0061): its language, title, description, canonical address and
 * alternates, link previews (Open Graph, Twitter) and structured data. Every value is text from the listing, the
 * brand or the URL, so every value is escaped here, for the place it goes: attribute, element text, or JSON inside
 * a script element.
 */
export interface Head {
  readonly lang: Lang;
  readonly title: string;
  readonly description: string | null;
  /** Absolute URL; null for a page that has none (errors, personal pages). */
  readonly canonical: string | null;
  /** Absolute URL per language, for hreflang (x-default is the first language's). */
  readonly alternates: Readonly<Partial<Record<Lang, string>>>;
  /** Absolute URLs of the previous and next pages of a list (the inventory's pages). */
  readonly prev?: string | null;
  readonly next?: string | null;
  readonly robots: 'index' | 'noindex';
  readonly siteName: string;
  readonly favicon: string;
  readonly image: string | null;
  readonly openGraphType: 'website' | 'product';
  /** schema.org objects, one JSON-LD script each. */
  readonly structuredData: readonly object[];
  /** The request carried no session cookie: the app starts anonymous without asking the server (issue #43 item 7). */
  readonly anonymous: boolean;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an element's content and in a double- or single-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * JSON safe inside `<script type="application/ld+json">`: no `<` (so no `</script>` or `<!--`), no `>` or `&`, and no
 * U+2028/U+2029 line separators. Each is written as its \u escape, which JSON reads back as the same character.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const LOCALE: Record<Lang, string> = { 'en-ca': 'en_CA', 'fr-ca': 'fr_CA' };
const HREFLANG: Record<Lang, string> = { 'en-ca': 'en-CA', 'fr-ca': 'fr-CA' };

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The tags that go in place of index.html's `<title>`. */
export function headTags(head: Head): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  tags.push(meta('name', 'robots', head.robots === 'index' ? 'index, follow' : 'noindex'));
  if (head.anonymous) tags.push('<meta name="session" content="anonymous">');
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const [lang, href] of Object.entries(head.alternates) as [Lang, string][]) {
      tags.push(`<link rel="alternate" hreflang="${HREFLANG[lang]}" href="${escapeHtml(href)}">`);
    }
    if (head.prev) tags.push(`<link rel="prev" href="${escapeHtml(head.prev)}">`);
    if (head.next) tags.push(`<link rel="next" href="${escapeHtml(head.next)}">`);
    const fallback = head.alternates['en-ca'];
    if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}">`);
    tags.push(
      meta('property', 'og:type', head.openGraphType),
      meta('property', 'og:site_name', head.siteName),
      meta('property', 'og:title', head.title),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:locale', LOCALE[head.lang]),
      ...(Object.keys(head.alternates) as Lang[]).filter((l) => l !== head.lang).map((l) => meta('property', 'og:locale:alternate', LOCALE[l])),
    );
    if (head.description) tags.push(meta('property', 'og:description', head.description));
    if (head.image) tags.push(meta('property', 'og:image', head.image));
    tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', head.title));
    if (head.description) tags.push(meta('name', 'twitter:description', head.description));
    if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  }
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

/** index.html with the head: the language on `<html>`, the brand's favicon, the tags in place of `<title>`. */
export function withHead(indexHtml: string, head: Head): string {
  return indexHtml
    .replace(/<html\b[^>]*>/, `<html lang="${HREFLANG[head.lang]}">`)
    .replace(/(<link rel="icon"[^>]*?href=")[^"]*(")/, (_all, before: string, after: string) => `${before}${escapeHtml(head.favicon)}${after}`)
    .replace(/<title>[\s\S]*?<\/title>/, () => headTags(head));
}
