// Bytes to text, honouring the charset of the HTTP header or the XML declaration (feeds are not all UTF-8).

function charsetOf(contentType: string, head: string): string {
  const fromHeader = /charset=["']?([\w.:-]+)/i.exec(contentType)?.[1];
  const fromXml = /^\s*<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1];
  return (fromHeader ?? fromXml ?? 'utf-8').toLowerCase();
}

/** PostgreSQL text cannot hold NUL characters; a stray one in a transcript must not fail the import. */
const stripNul = (text: string) => text.replaceAll('\0', '');

export function decodeText(body: Buffer, contentType = ''): string {
  // A byte-order mark decides; otherwise the declared charset, falling back to UTF-8 when unknown.
  if (body[0] === 0xfe && body[1] === 0xff) return stripNul(new TextDecoder('utf-16be').decode(body));
  if (body[0] === 0xff && body[1] === 0xfe) return stripNul(new TextDecoder('utf-16le').decode(body));
  const head = body.subarray(0, 200).toString('latin1');
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(charsetOf(contentType, head));
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return stripNul(decoder.decode(body).replace(/^\uFEFF/, ''));
}
