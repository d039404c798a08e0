import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LinkTargetKind, LinkWarning } from '@points/contracts';
import { formatUtc } from '../../../lib/format';

/** Where the console shows what a link leads to (a fixed campaign page has no screen). */
const CONSOLE_PAGES: Record<LinkTargetKind, ((id: string) => string) | null> = {
  item: (id) => `/catalogue/items/${encodeURIComponent(id)}`,
  coupon_campaign: (id) => `/catalogue/campaigns/${encodeURIComponent(id)}`,
  campaign: (id) => `/earning/campaigns/${encodeURIComponent(id)}`,
  campaign_page: null,
  lottery_campaign: (id) => `/lotteries/campaigns/${encodeURIComponent(id)}`,
  lottery: (id) => `/lotteries/${encodeURIComponent(id)}`,
  festival: (id) => `/festivals/${encodeURIComponent(id)}`,
  notice: (id) => `/content?kind=notice&q=${encodeURIComponent(id)}`,
  topic: (id) => `/content?kind=topic&q=${encodeURIComponent(id)}`,
};

/** More languages than this are counted rather than named. */
const NAMED_LANGUAGES = 4;

/**
 * Where a link is, shortly: a text field with its languages (`body: en, ja`, or how many), an
 * attribute by its path.
 */
export function whereText(
  fields: string[],
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const texts = new Map<string, string[]>();
  const others: string[] = [];
  for (const field of fields) {
    const match = /^texts\.([a-z-]+)\.([a-z_]+)$/.exec(field);
    if (!match) {
      others.push(field);
      continue;
    }
    texts.set(match[2]!, [...(texts.get(match[2]!) ?? []), match[1]!]);
  }
  return [
    ...others,
    ...[...texts].map(
      ([name, languages]) =>
        `${name}: ${
          languages.length > NAMED_LANGUAGES
            ? t('links.languages', { count: languages.length })
            : languages.join(', ')
        }`,
    ),
  ].join('; ');
}

/** One link's trouble in words: what it leads to, what is wrong with it, and where it is. */
function WarningLine({ warning }: { warning: LinkWarning }) {
  const { t } = useTranslation('content');
  const { kind, id } = warning.target;
  const target = t(`links.targets.${kind}`, { id });
  const page = CONSOLE_PAGES[kind];
  return (
    <li>
      <code>{warning.href}</code>: {page ? <Link to={page(id)}>{target}</Link> : target}{' '}
      {warning.problem === 'ended'
        ? t('links.ended', { at: formatUtc(warning.ended_at) })
        : t('links.missing')}{' '}
      <span className="field__hint">{t('links.in', { fields: whereText(warning.fields, t) })}</span>
    </li>
  );
}

/**
 * The content's links to pages players cannot use any more: a warning beside the content (the
 * content is saved and published all the same). `compact` folds the list, for a table's cell.
 */
export function LinkWarnings({
  warnings,
  compact = false,
  id,
}: {
  warnings: LinkWarning[];
  compact?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('content');
  if (warnings.length === 0) return null;
  const list = (
    <ul className="link-warnings__list">
      {warnings.map((warning) => (
        <WarningLine key={warning.href} warning={warning} />
      ))}
    </ul>
  );
  if (compact) {
    return (
      <details className="link-warnings link-warnings--compact">
        <summary>{t('links.count', { count: warnings.length })}</summary>
        {list}
      </details>
    );
  }
  return (
    <section
      className="status status--warning link-warnings"
      id={id}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="link-warnings__title">
        {t('links.title', { count: warnings.length })}
      </h2>
      <p>{t('links.lead')}</p>
      {list}
    </section>
  );
}
