import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, one line per text-showing operator (a label and its value on lines of their
 * own). Standard fonts: WinAnsi hex strings in TJ arrays of Flate streams; images are streams too, and are skipped.
 * Read as Latin-1, so "é" and "À" come back as themselves; characters outside Latin-1 read as their WinAnsi byte
 * (’ as \x92).
 */
export function pdfLines(pdf: Buffer): string {
  const lines: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    // A stream's last byte may be a carriage return of its own (compressed bytes): try it kept, then as a line end.
    const content = inflated(match[1]) ?? (match[1].endsWith('\r') ? inflated(match[1].slice(0, -1)) : null);
    if (content === null) continue; // an image
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push(Buffer.from([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join(''), 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

function inflated(latin1: string): string | null {
  try {
    return inflateSync(Buffer.from(latin1, 'latin1')).toString('latin1');
  } catch {
    return null;
  }
}

/** The text a PDF shows, every run of white space (line ends, no-break spaces) one plain space. */
export function pdfText(pdf: Buffer): string {
  return pdfLines(pdf).replace(/\s+/g, ' ');
}
