import { existsSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { compileMailLayouts } from '../../apps/server/src/platform/mail/layout';
import { emailGallery, type GalleryEmail } from './email-gallery';

/**
 * Every email kind in both languages (ADR 0067): a snapshot of what a person reads (subject, preheader, plain text,
 * the HTML's text and links), every link checked, the HTML's language, title and preheader, French typography, and
 * the time it takes to render one.
 */
const PUBLIC = path.resolve(__dirname, '../../apps/web/public');
const NBSP = '\u00a0';

let gallery: GalleryEmail[];
beforeAll(async () => {
  await compileMailLayouts();
  gallery = emailGallery();
});

const nameOf = (e: GalleryEmail) => `${e.kind} ${e.bilingual ? 'bilingual' : e.lang}`;

/** What the HTML shows and where it leads, read by an HTML parser (entities decoded). */
function readHtml(html: string) {
  const doc = parseDocument(html);
  const all = DomUtils.getElementsByTagName(() => true, doc.children, true);
  const byTag = (tag: string) => all.filter((e) => e.name === tag);
  const body = byTag('body')[0]!;
  const hidden = DomUtils.findOne((e) => /display:none/.test(e.attribs.style ?? ''), body.children, true);
  return {
    lang: byTag('html')[0]?.attribs.lang,
    title: DomUtils.textContent(byTag('title')[0]!),
    preheader: hidden ? DomUtils.textContent(hidden).trim() : null,
    anchors: byTag('a').map((a) => ({ href: a.attribs.href!, text: DomUtils.textContent(a).trim() })),
    images: byTag('img').map((i) => ({ src: i.attribs.src!, alt: i.attribs.alt })),
    text: DomUtils.textContent(body.children.filter((c) => c !== hidden)).replace(/[ \t\r\n]+/g, ' ').trim(),
  };
}

it('has every email kind the modules send, in both languages', () => {
  const kinds = [...new Set(gallery.map((e) => e.kind))];
  expect(kinds).toHaveLength(24);
  for (const kind of kinds.filter((k) => k !== 'dealer.lead')) {
    expect(gallery.filter((e) => e.kind === kind).map((e) => e.lang).sort()).toEqual(['en-ca', 'fr-ca']);
  }
});

it('renders each email as it reads: subject, preheader, plain text, the HTML text and its links (snapshots)', () => {
  for (const email of gallery) {
    const html = readHtml(email.mail.html);
    expect({ subject: email.mail.subject, preheader: html.preheader, text: email.mail.text, html: html.text, links: html.anchors }).toMatchSnapshot(nameOf(email));
  }
});

it('keeps the layout as compiled (one full HTML snapshot)', () => {
  expect(gallery.find((e) => e.kind === 'identity.activation' && e.lang === 'fr-ca')!.mail.html).toMatchSnapshot();
});

it('gives every HTML part its language, a title (the subject), a preheader, the brand logo and a button for the main action', () => {
  for (const email of gallery) {
    const html = readHtml(email.mail.html);
    expect([nameOf(email), html.lang]).toEqual([nameOf(email), email.lang === 'fr-ca' ? 'fr-CA' : 'en-CA']);
    expect(html.title).toBe(email.mail.subject);
    expect(html.preheader?.length).toBeGreaterThan(10);
    expect(html.images).toEqual([{ src: expect.stringMatching(/\/brands\/[a-z-]+\/email-logo-(en|fr)\.png$/), alt: expect.any(String) }]);
    const action = /\n\n([^\n]+?)\u00a0?: (https:\/\/\S+)\n\n[^\n]+$/.exec(email.mail.text);
    if (action) expect(html.anchors).toContainEqual({ href: action[2], text: action[1].replace(/\u00a0/g, NBSP) });
  }
  // The support answer has no action; every other email has its button.
  expect(gallery.filter((e) => !/\n\n[^\n]+: https:\/\/\S+\n\n[^\n]+$/.test(e.mail.text)).map((e) => e.kind)).toEqual(['support.answer', 'support.answer']);
});

it('has no broken link: every address absolute, on the brand site it was sent for, in its language, nothing unresolved', () => {
  let checked = 0;
  for (const email of gallery) {
    const { anchors, images } = readHtml(email.mail.html);
    const site = new URL(email.base);
    const textLinks = email.mail.text.match(/https?:\/\/\S+/g) ?? [];
    // The plain text and the HTML lead to the same places.
    const home = `${email.base}/${email.lang}/`; // the logo's link
    expect([nameOf(email), [...new Set(anchors.map((a) => a.href))].sort()]).toEqual([nameOf(email), [...new Set([...textLinks, home])].sort()]);
    for (const href of [...anchors.map((a) => a.href), ...textLinks]) {
      const url = new URL(href);
      expect([nameOf(email), href, url.protocol, url.host]).toEqual([nameOf(email), href, 'https:', site.host]);
      expect([nameOf(email), href]).toEqual([nameOf(email), expect.stringMatching(new RegExp(`^https://[^/]+/${email.lang}/`))]);
      checked++;
    }
    for (const { src } of images) {
      const url = new URL(src);
      expect([nameOf(email), url.protocol, url.host]).toEqual([nameOf(email), 'https:', site.host]);
      expect([src, existsSync(path.join(PUBLIC, url.pathname))]).toEqual([src, true]);
      checked++;
    }
    for (const part of [email.mail.subject, email.mail.text, email.mail.html]) {
      expect([nameOf(email), part]).not.toEqual([nameOf(email), expect.stringMatching(/undefined|null|NaN|\[object|\{\{|\}\}|\$\{/)]);
    }
  }
  expect(checked).toBeGreaterThan(4 * gallery.length); // the checks above ran: text links, buttons, logo links, logos
});

it('sets French in French typography and never writes two periods ("p.m..")', () => {
  for (const email of gallery) {
    const visible = [email.mail.subject, email.mail.text.replace(/https?:\/\/\S+/g, 'URL'), readHtml(email.mail.html).text.replace(/https?:\/\/\S+/g, 'URL')];
    for (const text of visible) expect([nameOf(email), text]).not.toEqual([nameOf(email), expect.stringMatching(/(?<!\.)\.\.(?!\.)/)]);
    if (email.lang !== 'fr-ca') continue;
    for (const text of visible) {
      // A no-break space before : ; ! ? » and after «, never a plain space or none (times are "21 h 06", not "21:06").
      expect([nameOf(email), text]).not.toEqual([nameOf(email), expect.stringMatching(/ [:;!?»]|« |[^\s\u00a0\u202f][:;!?»]|«[^\u00a0]/)]);
    }
  }
});

it('fixes the two typos of issue #48: the receipt time ends its sentence once, the French activation colon takes its space', () => {
  const receipt = gallery.find((e) => e.kind === 'purchase.deposit-receipt' && e.lang === 'en-ca')!.mail;
  expect(receipt.text).toContain('The vehicle is reserved for you until December 12, 2026 at 9:06 p.m.\n');
  expect(receipt.text).not.toContain('p.m..');
  const reminder = gallery.find((e) => e.kind === 'purchase.reservation-reminder' && e.lang === 'en-ca')!.mail;
  expect(reminder.text).toContain('ends on December 12, 2026 at 9:06 p.m. Sign your contract');
  const activation = gallery.find((e) => e.kind === 'identity.activation' && e.lang === 'fr-ca')!.mail;
  expect(activation.text).toMatch(/\nActiver mon compte\u00a0: https:\/\/www\.shopicar\.example\.ca\/fr-ca\/activate\//);
  expect(activation.html).toContain(`Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur${NBSP}:`);
});

it('renders an email in well under a millisecond on average: the layouts are compiled once, a send fills a template', () => {
  emailGallery(); // warm
  const rounds = 20;
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) emailGallery();
  const perEmailMs = Number(process.hrtime.bigint() - started) / 1e6 / (rounds * gallery.length);
  console.log(`email render: ${perEmailMs.toFixed(3)} ms per email (mean of ${rounds * gallery.length})`);
  expect(perEmailMs).toBeLessThan(2);
});
