/**
 * Text from data shown as text: any HTML markup is dropped (never injected), the few entities
 * it may carry are decoded, and block breaks become line breaks. Pure and browser-safe.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The character of a numeric entity, or null when the number is no character: 0, a surrogate
 * half (U+D800 to U+DFFF, never a character alone) or beyond U+10FFFF (String.fromCodePoint
 * would throw a RangeError). Such an entity is kept as the text it is.
 */
function characterOf(codePoint: number): string | null {
  if (!Number.isInteger(codePoint) || codePoint <= 0 || codePoint > 0x10ffff) return null;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return null;
  return String.fromCodePoint(codePoint);
}

export function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*(br|\/p|\/li|\/div|\/h\d|\/ul|\/ol)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return characterOf(parseInt(name.slice(2), 16)) ?? whole;
      if (name.startsWith('#') && name !== '#39') return characterOf(Number(name.slice(1))) ?? whole;
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The non-empty lines of a text. */
export function plainLines(value: unknown): string[] {
  return plainText(value)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
