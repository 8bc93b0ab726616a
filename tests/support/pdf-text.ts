import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, a line per text-showing operator: pdfkit writes each line as a TJ array of WinAnsi hex strings
 * in Flate streams (images are streams too, and are skipped). Read as Latin-1, so "é" and "À" come back as themselves;
 * curly quotes (WinAnsi 0x92) do not, so a test looks for text without them.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue; // an image
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push(Buffer.from([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join(''), 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
