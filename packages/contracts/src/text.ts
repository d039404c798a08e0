/**
 * Text PostgreSQL cannot store: the NUL character (U+0000) is refused in `text` columns. Every
 * string a request carries, in any field of any schema (body, query, path), is checked against
 * this one rule before validation, and refused with 400 when it breaks it.
 */
const NUL = String.fromCharCode(0);

/** Whether `value` (any JSON-like input: strings, arrays, objects and their keys) holds unstorable text. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes(NUL) || hasUnstorableText(item, depth + 1),
  );
}
