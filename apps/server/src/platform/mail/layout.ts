import Handlebars from 'handlebars';
import { MAIL_BRANDS, type MailBrand } from './brands';
import { compileMjmlCached } from './mjml-worker';

/** Greys of the layout, the same for every brand: page, muted text (5.6:1 on the page), rule. */
const PAGE = '#f3f4f6';
const MUTED = '#4b5563';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The one email layout (ADR 0067), in MJML, for one brand: its colours are written in (MJML validates them), the
 * rest is Handlebars placeholders filled at each send (escaped by Handlebars). Logo and brand bar, the message, a
 * button for the main action with its address under it, the footer. `<html lang>`, `<title>` and the preheader
 * come from the message.
 */
export function layoutMjml(brand: MailBrand): string {
  const { primary, text } = brand.palette;
  return `<mjml lang="{{lang}}" dir="ltr">
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{preheader}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${text}" padding="0 0 16px" />
      <mj-section padding="0 24px" />
    </mj-attributes>
    <mj-style>a { color: ${primary}; } .muted a { color: ${MUTED}; }</mj-style>
  </mj-head>
  <mj-body background-color="${PAGE}" width="600px">
    <mj-section padding="24px 0 0"><mj-column></mj-column></mj-section>
    <mj-section background-color="#ffffff" border-top="6px solid ${primary}" padding="24px 32px 8px">
      <mj-column>
        <mj-image src="{{logoUrl}}" alt="{{brandName}}" href="{{homeUrl}}" width="160px" height="40px" align="left" padding="0 0 16px" />
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 32px 24px">
      <mj-column>
        <mj-text><p style="margin:0 0 16px;font-weight:600">{{greeting}}</p>{{#each paragraphs}}<p style="margin:0 0 16px"{{#if lang}} lang="{{lang}}"{{/if}}>{{#each parts}}{{#if url}}<a href="{{url}}" style="color:${primary};word-break:break-all">{{url}}</a>{{else if br}}<br>{{else}}{{text}}{{/if}}{{/each}}</p>{{/each}}</mj-text>
        <mj-raw>{{#if action}}</mj-raw>
        <mj-button href="{{action.url}}" background-color="${primary}" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px" align="left" padding="8px 0 16px">{{action.label}}</mj-button>
        <mj-text css-class="muted" font-size="13px" line-height="20px" color="${MUTED}" padding="0">{{action.fallback}} <a href="{{action.url}}" style="color:${MUTED};word-break:break-all">{{action.url}}</a></mj-text>
        <mj-raw>{{/if}}</mj-raw>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 32px 32px">
      <mj-column>
        <mj-text css-class="muted" font-size="12px" line-height="18px" color="${MUTED}" padding="0">{{footer}}<br>{{legalName}}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** One piece of a paragraph: text, an address shown as a link, or a line break. */
export interface LayoutPart {
  readonly text: string | null;
  readonly url: string | null;
  readonly br: boolean;
}

/** What the layout's placeholders are filled with (every key present: the templates are strict). */
export interface LayoutData {
  readonly lang: string;
  readonly subject: string;
  readonly preheader: string;
  readonly logoUrl: string;
  readonly homeUrl: string;
  readonly brandName: string;
  readonly greeting: string;
  readonly paragraphs: readonly { readonly lang: string | null; readonly parts: readonly LayoutPart[] }[];
  readonly action: { readonly url: string; readonly label: string; readonly fallback: string } | null;
  readonly footer: string;
  readonly legalName: string;
}

let compiled: Map<string, Handlebars.TemplateDelegate<LayoutData>> | null = null;
let compiling: Promise<void> | null = null;

/**
 * Compiles the layout of every brand once (MJML in a worker, or its remembered output, then Handlebars here). The mail module awaits it at
 * boot; later calls answer at once. A send never compiles anything.
 */
export function compileMailLayouts(): Promise<void> {
  compiling ??= compileMjmlCached(MAIL_BRANDS.map(layoutMjml)).then((html) => {
    const templates = new Map<string, Handlebars.TemplateDelegate<LayoutData>>();
    MAIL_BRANDS.forEach((brand, k) => {
      const template = Handlebars.compile<LayoutData>(html[k], { strict: true });
      template(SAMPLE); // Handlebars compiles on the first call: do it now, not during a send.
      templates.set(brand.token, template);
    });
    compiled = templates;
  }).catch((error) => {
    compiling = null;
    throw error;
  });
  return compiling;
}

/** The brand's compiled layout; throws when called before compileMailLayouts() finished (a programming error). */
export function layoutOf(brand: MailBrand): Handlebars.TemplateDelegate<LayoutData> {
  if (!compiled) throw new Error('The email layouts are not compiled: await compileMailLayouts() first (the mail module does at boot)');
  return compiled.get(brand.token)!;
}

const SAMPLE: LayoutData = {
  lang: 'en-CA', subject: 's', preheader: 'p', logoUrl: 'https://x/l.png', homeUrl: 'https://x/', brandName: 'b', greeting: 'g',
  paragraphs: [{ lang: null, parts: [{ text: 't', url: null, br: false }, { text: null, url: 'https://x/', br: false }, { text: null, url: null, br: true }] }],
  action: { url: 'https://x/', label: 'l', fallback: 'f' }, footer: 'f', legalName: 'l',
};
