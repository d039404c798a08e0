/**
 * An answer's bytes put together per request from parts written once (kept as UTF-8 bytes) and
 * small parts of the request's own (strings). Joining strings instead costs every request a walk
 * of the whole text to measure its UTF-8 length and another to encode it, and a copy to flatten
 * it, twice as long when any part holds a character past Latin-1 (a dash in a title is enough).
 */
export type JsonPart = Buffer | string;

export function joinJson(parts: readonly JsonPart[]): Buffer {
  // Room for the worst case (3 bytes a UTF-16 unit), so each string is written in one call
  // without first being measured.
  let room = 0;
  for (const part of parts) room += typeof part === 'string' ? part.length * 3 : part.length;
  const bytes = Buffer.allocUnsafe(room);
  let at = 0;
  for (const part of parts) {
    at += typeof part === 'string' ? bytes.write(part, at) : part.copy(bytes, at);
  }
  return bytes.subarray(0, at);
}

/** Collects an answer's parts, running strings written together into one. */
export function jsonParts() {
  const parts: JsonPart[] = [];
  let text = '';
  return {
    add(part: JsonPart): void {
      if (typeof part === 'string') text += part;
      else {
        if (text !== '') parts.push(text);
        text = '';
        parts.push(part);
      }
    },
    done(): JsonPart[] {
      if (text !== '') parts.push(text);
      text = '';
      return parts;
    },
  };
}
