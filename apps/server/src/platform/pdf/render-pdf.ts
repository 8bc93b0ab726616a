/** Renders a PDF (pdfkit, standard fonts: no font files to load) into a buffer: `draw` writes the pages. */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  // Loaded with the first PDF, not at boot: about 90 ms of every server start (and of each test file's) otherwise.
  const PDFDocument = require('pdfkit') as typeof import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, compress: true, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
