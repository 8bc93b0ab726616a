import PDFDocument from 'pdfkit';

/**
 * A Letter-size PDF (pdfkit, standard fonts: no font files to load, fast) drawn by `draw`, as bytes. The purchase
 * contract draws its pages the same way.
 */
export function renderPdf(info: { title: string; author: string; subject: string; lang: 'en-CA' | 'fr-CA' }, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, compress: true, info: { Title: info.title, Author: info.author, Subject: info.subject }, lang: info.lang });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
