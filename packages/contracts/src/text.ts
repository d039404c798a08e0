/**
 * Text PostgreSQL cannot store: the NUL character (U+0000), refused in `text` columns, and a lone
 * half of a surrogate pair (what JSON's `\ud800` escape makes), refused in `jsonb` and silently
 * replaced in `text`. Every string a request carries, in any field of any schema (body, query,
 * path), is checked against this one rule before validation, and refused with 400 when it breaks
 * it.
 */
const NUL = String.fromCharCode(0);
// With the `u` flag a well-formed pair is one code point; only a lone half is a surrogate (Cs).
const LONE_SURROGATE = /\p{Cs}/u;

const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** Whether `value` (any JSON-like input: strings, arrays, objects and their keys) holds unstorable text. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => unstorable(key) || hasUnstorableText(item, depth + 1),
  );
}
