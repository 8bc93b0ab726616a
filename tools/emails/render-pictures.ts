// Renders the pictures of the emails (ADR 0067): `npm run emails:pictures`.
// 1. Each brand's email logo, a PNG (mail clients do not show SVG) drawn by Chromium from the web app's SVG logo at
//    twice its size, into apps/web/public/brands/<brand>/email-logo-<en|fr>.png (served like the other brand files).
// 2. Every email of the gallery in both languages, into docs/emails/<kind>.<lang>.png, with docs/emails/README.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../../tests/support/browser';
import { MAIL_BRANDS } from '../../apps/server/src/platform/mail/brands';
import { compileMailLayouts } from '../../apps/server/src/platform/mail/layout';
import { emailGallery } from './email-gallery';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC = path.join(ROOT, 'apps/web/public');
const DOCS = path.join(ROOT, 'docs/emails');

async function main() {
  const browser = await launchBrowser();
  try {
    const logos = await browser.newPage({ deviceScaleFactor: 2 });
    for (const brand of MAIL_BRANDS) {
      for (const short of ['en', 'fr'] as const) {
        const svg = readFileSync(path.join(PUBLIC, 'brands', brand.assetId, `logo-${short}.svg`), 'utf8');
        await logos.setViewportSize({ width: 160, height: 40 });
        await logos.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
        await logos.locator('svg').screenshot({ path: path.join(PUBLIC, 'brands', brand.assetId, `email-logo-${short}.png`), omitBackground: true });
      }
    }

    await compileMailLayouts();
    mkdirSync(DOCS, { recursive: true });
    const page = await browser.newPage({ viewport: { width: 640, height: 240 } });
    // The logos are fetched from the brand's site in a mail client; here, from the files just written.
    await page.route('**/brands/**', (route) => route.fulfill({ path: path.join(PUBLIC, new URL(route.request().url()).pathname) }));
    const rows: string[] = [];
    for (const email of emailGallery()) {
      const file = `${email.kind}.${email.bilingual ? 'bilingual' : email.lang}.png`;
      await page.setContent(email.mail.html, { waitUntil: 'load' });
      await page.screenshot({ path: path.join(DOCS, file), fullPage: true });
      rows.push(`| \`${email.kind}\` | ${email.bilingual ? 'en-ca + fr-ca' : email.lang} | ${email.mail.subject.replace(/\|/g, '\\|')} | [picture](${file}) |`);
    }
    writeFileSync(path.join(DOCS, 'README.md'), [
      '# The emails, as sent',
      '',
      'Every email the product sends, in both languages, rendered from sample facts by `npm run emails:pictures`',
      '(`tools/emails/render-pictures.ts`: Chromium draws the HTML part at 640 px). The layout is MJML compiled once at',
      'boot (ADR 0067); `tools/emails/emails.spec.ts` snapshots each email and checks its links. Run the command again',
      'after changing a text or the layout, and commit the pictures with the change.',
      '',
      '| Kind | Language | Subject | Picture |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'));
    console.log(`${rows.length} emails and ${MAIL_BRANDS.length * 2} logos drawn`);
  } finally {
    await browser.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
