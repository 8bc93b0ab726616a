/** Decodes a base64 upload body (a `data:` URL is accepted too). */
export function base64Bytes(data: string): Buffer {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? data.slice(comma + 1) : data, 'base64');
}
