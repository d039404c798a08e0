import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffChange, type FieldChange } from './change-diff';
import './audit.css';

/** Texts longer than this are cut, with a button to show them whole. */
export const SHORT_TEXT = 160;

/** Where two texts first differ (the length of their common start). */
export function firstDifference(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

/**
 * `SHORT_TEXT` characters of a long text around `focus` (where it differs from the other side),
 * marked … where cut.
 */
export function excerpt(text: string, focus = 0): string {
  const start = Math.max(0, Math.min(focus - SHORT_TEXT / 4, text.length - SHORT_TEXT));
  const end = start + SHORT_TEXT;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * A long text, cut at `SHORT_TEXT` characters around `focus` until the operator asks for all of
 * it.
 */
function LongText({ text, focus }: { text: string; focus: number }) {
  const { t, i18n } = useTranslation('audit');
  const [whole, setWhole] = useState(false);
  if (text.length <= SHORT_TEXT) return <span className="change-text">{text}</span>;
  return (
    <>
      <span className="change-text">{whole ? text : excerpt(text, focus)}</span>{' '}
      <button
        type="button"
        className="change-more"
        aria-expanded={whole}
        onClick={() => setWhole(!whole)}
      >
        {whole
          ? t('change.showLess')
          : t('change.showAll', { length: text.length.toLocaleString(i18n.language) })}
      </button>
    </>
  );
}

/**
 * One value of a field as an operator reads it: texts as written (a long one cut around
 * `focus`), empty and yes/no in words.
 */
export function ChangeValue({ value, focus = 0 }: { value: unknown; focus?: number }) {
  const { t } = useTranslation('audit');
  if (value === null) return <em>{t('change.empty')}</em>;
  if (value === '') return <em>{t('change.emptyText')}</em>;
  if (typeof value === 'boolean') return <>{t(value ? 'yes' : 'no', { ns: 'common' })}</>;
  if (typeof value === 'object') {
    const list = Array.isArray(value) ? value : [];
    if (list.length === 0) return <em>{t('change.none')}</em>;
    return <LongText text={list.map((entry) => String(entry)).join(', ')} focus={0} />;
  }
  return <LongText text={String(value)} focus={focus} />;
}

/** Where a changed text differs, so both sides show that part when cut. */
const focusOf = (change: FieldChange) =>
  typeof change.before === 'string' && typeof change.after === 'string'
    ? firstDifference(change.before, change.after)
    : 0;

function BeforeCell({ change }: { change: FieldChange }) {
  const { t } = useTranslation('audit');
  return change.kind === 'added' ? (
    <em className="change-absent">{t('change.absent')}</em>
  ) : (
    <ChangeValue value={change.before} focus={focusOf(change)} />
  );
}

function AfterCell({ change }: { change: FieldChange }) {
  const { t } = useTranslation('audit');
  return change.kind === 'removed' ? (
    <em className="change-absent">{t('change.removed')}</em>
  ) : (
    <ChangeValue value={change.after} focus={focusOf(change)} />
  );
}

/**
 * What an audited write changed, field by field: each field that differs with its value before
 * and after (a field added has no before, one removed no after). A write that created something
 * lists its values alone, one that removed something its values before.
 */
export function ChangeTable({
  before,
  after,
  caption,
}: {
  before: unknown;
  after: unknown;
  caption: string;
}) {
  const { t } = useTranslation('audit');
  const changes = diffChange(before, after);
  if (changes.length === 0) return <p className="change-none">{t('change.nothing')}</p>;
  const showBefore = changes.some((change) => change.kind !== 'added');
  const showAfter = changes.some((change) => change.kind !== 'removed');
  return (
    <table className="change-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('change.field')}</th>
          {showBefore ? <th scope="col">{t('before')}</th> : null}
          {showAfter ? <th scope="col">{t('after')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path}>
            <th scope="row">
              <code>{change.path || t('change.whole')}</code>
            </th>
            {showBefore ? (
              <td className={change.kind === 'added' ? undefined : 'change-old'}>
                <BeforeCell change={change} />
              </td>
            ) : null}
            {showAfter ? (
              <td className={change.kind === 'removed' ? undefined : 'change-new'}>
                <AfterCell change={change} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
