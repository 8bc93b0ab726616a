/**
 * A structural check of an ADF 1.0 document against the DTD's required elements (the documents are built with
 * fast-xml-parser's builder, ADR 0079; this independent reader checks the well-formed subset they use: elements, attributes, text, the XML and ADF processing instructions).
 * Returns the problems found; an empty list means the document is ADF.
 */
export interface XmlNode {
  readonly name: string;
  readonly attrs: Record<string, string>;
  readonly children: XmlNode[];
  text: string;
}

export function parseXml(xml: string): { pis: string[]; root: XmlNode } {
  const pis: string[] = [];
  const stack: XmlNode[] = [{ name: '#document', attrs: {}, children: [], text: '' }];
  const token = /<\?([\s\S]*?)\?>|<!--[\s\S]*?-->|<\/([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
  let m: RegExpExecArray | null;
  let at = 0;
  while ((m = token.exec(xml))) {
    if (m.index !== at) throw new Error(`unexpected markup at ${at}`);
    at = token.lastIndex;
    const top = stack[stack.length - 1];
    if (m[1] !== undefined) pis.push(m[1].trim());
    else if (m[2] !== undefined) {
      if (top.name !== m[2]) throw new Error(`</${m[2]}> closes <${top.name}>`);
      stack.pop();
    } else if (m[3] !== undefined) {
      const attrs: Record<string, string> = {};
      for (const a of m[4].matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) attrs[a[1]] = a[2];
      const node: XmlNode = { name: m[3], attrs, children: [], text: '' };
      top.children.push(node);
      if (!m[5]) stack.push(node);
    } else if (m[6] !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(m[6])) throw new Error(`bare & in text of <${top.name}>`);
      top.text += m[6].trim();
    }
  }
  if (at !== xml.length) throw new Error(`unexpected markup at ${at}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1].name}> is not closed`);
  const roots = stack[0].children;
  if (roots.length !== 1) throw new Error('a document has exactly one root element');
  return { pis, root: roots[0] };
}

/** Required children per element, from the ADF 1.0 DTD (`+`: one or more). */
const REQUIRED: Record<string, readonly string[]> = {
  adf: ['prospect+'],
  prospect: ['requestdate', 'vehicle+', 'customer', 'vendor'],
  vehicle: ['year', 'make', 'model'],
  customer: ['contact'],
  contact: ['name+'],
  vendor: ['vendorname'],
  provider: ['name+'],
  finance: ['method'],
};
const ENUMS: Record<string, Record<string, readonly string[]>> = {
  vehicle: { interest: ['buy', 'lease', 'sell', 'trade-in', 'test-drive'], status: ['new', 'used'] },
  prospect: { status: ['new', 'resend'] },
  price: { type: ['quote', 'offer', 'msrp', 'invoice', 'call', 'appraisal', 'asking'] },
};

export function adfProblems(xml: string): string[] {
  let doc: ReturnType<typeof parseXml>;
  try {
    doc = parseXml(xml);
  } catch (e) {
    return [`not well-formed: ${(e as Error).message}`];
  }
  const problems: string[] = [];
  if (!doc.pis.some((p) => /^ADF\s+VERSION\s+"1\.0"$/.test(p))) problems.push('missing <?ADF VERSION "1.0"?>');
  if (doc.root.name !== 'adf') problems.push(`root is <${doc.root.name}>, not <adf>`);
  const visit = (node: XmlNode, path: string) => {
    for (const req of REQUIRED[node.name] ?? []) {
      const name = req.replace('+', '');
      const count = node.children.filter((c) => c.name === name).length;
      if (count === 0) problems.push(`${path} lacks <${name}>`);
      else if (!req.endsWith('+') && count > 1) problems.push(`${path} has ${count} <${name}>`);
    }
    for (const [attr, allowed] of Object.entries(ENUMS[node.name] ?? {})) {
      const value = node.attrs[attr];
      if (value !== undefined && !allowed.includes(value)) problems.push(`${path}/@${attr} "${value}" is not one of ${allowed.join('|')}`);
    }
    if (node.name === 'contact' && path.includes('customer') && !node.children.some((c) => c.name === 'email' || c.name === 'phone')) {
      problems.push(`${path} has neither <email> nor <phone>`);
    }
    if (node.name === 'requestdate' && Number.isNaN(Date.parse(node.text))) problems.push(`${path} "${node.text}" is not an ISO 8601 date`);
    node.children.forEach((c) => visit(c, `${path}/${c.name}`));
  };
  visit(doc.root, 'adf');
  return problems;
}
