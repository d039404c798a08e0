/**
 * Character references in content bodies: numeric ones (`&#233;`, `&#xE9;`) as CommonMark reads
 * them, and the named ones operators type. Any other `&name;` stays as written.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  times: '×',
  divide: '÷',
  deg: '°',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  iexcl: '¡',
  iquest: '¿',
};

// Sticky, so it reads at one position without looking further than a reference can be long.
const REFERENCE = /&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/y;

/** The character reference at `at` (a `&`) of `text`: what it stands for and its length; or null. */
export function decodeEntity(text: string, at: number): { text: string; length: number } | null {
  REFERENCE.lastIndex = at;
  const match = REFERENCE.exec(text);
  if (!match) return null;
  const [whole, decimal, hex, name] = match;
  if (name !== undefined) {
    const named = NAMED[name];
    return named === undefined ? null : { text: named, length: whole.length };
  }
  const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
  // CommonMark: NUL, surrogates and what lies beyond Unicode read as the replacement character.
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return { text: valid ? String.fromCodePoint(code) : '\ufffd', length: whole.length };
}
