/** What happened to one field between an audit row's `before` and `after`. */
export type FieldChangeKind = 'changed' | 'added' | 'removed';

/** One field that differs: its path (`texts.ja.title`, `prizes[0].quantity`) and both values. */
export interface FieldChange {
  path: string;
  kind: FieldChangeKind;
  /** The value before; undefined when the field was added. */
  before?: unknown;
  /** The value after; undefined when the field was removed. */
  after?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array kept whole (a list of countries, of languages): it holds no object. */
const isFlatArray = (value: unknown[]) =>
  value.every((entry) => typeof entry !== 'object' || entry === null);

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/**
 * The leaves of a value by path: objects are walked into (`texts.ja.title`), arrays holding
 * objects by index (`prizes[0].quantity`); anything else (a text, a number, null, an array of
 * plain values, an empty object or array) is a leaf. A missing root (null: nothing before a
 * create, nothing after a delete) has no leaves.
 */
function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()) {
  if (prefix === '' && (value === null || value === undefined)) return out;
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) leaves(child, join(prefix, key), out);
  } else if (Array.isArray(value) && value.length > 0 && !isFlatArray(value)) {
    value.forEach((child, index) => leaves(child, `${prefix}[${index}]`, out));
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Two leaves are the same when their JSON is (arrays of plain values compare element-wise). */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audited write changed, field by field: fields whose value differs (before → after),
 * fields added and fields removed, in the order they appear (after's order, then what only
 * before had). Fields equal on both sides are left out.
 */
export function diffChange(before: unknown, after: unknown): FieldChange[] {
  const was = leaves(before);
  const is = leaves(after);
  const changes: FieldChange[] = [];
  for (const [path, value] of is) {
    if (!was.has(path)) changes.push({ path, kind: 'added', after: value });
    else if (!same(was.get(path), value)) {
      changes.push({ path, kind: 'changed', before: was.get(path), after: value });
    }
  }
  for (const [path, value] of was) {
    if (!is.has(path)) changes.push({ path, kind: 'removed', before: value });
  }
  return changes;
}
