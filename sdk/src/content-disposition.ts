/**
 * The file name of a `Content-Disposition` header. `filename*` (RFC 5987, e.g.
 * `filename*=UTF-8''%E8%A1%8C%E5%AE%B6.xlsx`) wins over `filename=`; a plain `filename` that is
 * percent-encoded (as some servers send Chinese names) is decoded too. `null` when there is none.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = unquote(extended[1]!.trim());
    const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value);
    const charset = match?.[1]?.toLowerCase() ?? 'utf-8';
    const encoded = match ? match[2]! : value;
    const decoded = charset === 'utf-8' || charset === '' ? safeDecode(encoded) : latin1Decode(encoded);
    if (decoded) return decoded;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header);
  if (plain) {
    const value = unquote(plain[1]!.trim());
    if (value) return /%[0-9a-f]{2}/i.test(value) ? safeDecode(value) : value;
  }
  return null;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function latin1Decode(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
