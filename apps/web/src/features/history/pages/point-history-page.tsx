import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PointHistoryEntry } from '@points/contracts';
import { ExpiringLots } from '../../../components/expiring-lots';
import { Loading } from '../../../components/loading';
import { PageFrame } from '../../../components/page-frame';
import { Pager } from '../../../components/pager';
import { Section } from '../../../components/section';
import { formatDate } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { htmlLang } from '../../../lib/language';
import { useExpiring, usePoint } from '../../../lib/point-api';
import { QueryIsland } from '../../../lib/query-client';
import { HISTORY_PAGE_SIZE, useHistory } from '../api/history-api';
import './point-history-page.css';

const DAY = 86_400_000;

function Entry({ entry }: { entry: PointHistoryEntry }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(htmlLang(language), { signDisplay: 'always' });
  const { subject } = entry;
  return (
    <li className={`history-entry history-entry--${entry.amount > 0 ? 'in' : 'out'}`}>
      <div className="history-entry__main">
        <span className="history-entry__reason">
          {t(`reasons.${entry.reason}`, { defaultValue: t('reasons.other') })}
        </span>
        {subject &&
          (subject.path ? (
            <Link className="history-entry__item" to={subject.path}>
              {subject.name}
            </Link>
          ) : (
            <span className="history-entry__item">{subject.name}</span>
          ))}
        <span className="history-entry__meta">
          <time dateTime={entry.created_at}>{formatDate(entry.created_at, language)}</time>
          {subject?.status && (
            <span className={`status-badge status-badge--${subject.status}`}>
              {t(`history.status.${subject.status}`)}
            </span>
          )}
        </span>
      </div>
      <div className="history-entry__numbers">
        <span className="history-entry__amount">
          {pointsAmount(entry.amount, number.format(entry.amount))}
        </span>
        <span className="history-entry__after">
          {t('history.balanceAfter', {
            points: pointsAmount(entry.balance_after),
          })}
        </span>
      </div>
    </li>
  );
}

function History() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const history = useHistory(page, language);
  const expiring = useExpiring();
  const { data: point } = usePoint();
  const [now] = useState(() => Date.now());
  const soon = (expiring.data ?? []).filter((lot) => Date.parse(lot.expires_at) - now <= 30 * DAY);
  const pages = Math.max(1, Math.ceil((history.data?.pagination.total ?? 0) / HISTORY_PAGE_SIZE));

  return (
    <PageFrame title={t('pages.pointHistory')} wide>
      <div className="with-aside">
        <aside className="with-aside__aside" aria-label={t('history.summary')}>
          <div className="balance-card">
            <p className="balance-card__label">{t('header.pointsLabel')}</p>
            <p className="balance-card__value">
              {typeof point === 'number' ? pointsAmount(point) : t('header.checkPoints')}
            </p>
          </div>

          <Section id="expiring-title" title={t('history.expiringTitle')}>
            {expiring.isPending ? (
              <Loading lines={1} />
            ) : soon.length === 0 ? (
              <p className="muted">{t('history.nothingExpiring')}</p>
            ) : (
              <ExpiringLots className="expiring-list" lots={soon} />
            )}
          </Section>
        </aside>

        <Section
          id="entries-title"
          title={t('history.entriesTitle')}
          className="section with-aside__main"
        >
          {history.isPending && <Loading />}
          {history.data && history.data.entries.length === 0 && (
            <p className="muted">{t('history.empty')}</p>
          )}
          <ul className="history-list" aria-busy={history.isFetching}>
            {history.data?.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager page={page} pages={pages} label={t('history.pages')} onChange={setPage} />
        </Section>
      </div>
    </PageFrame>
  );
}

/** /point-history: why the balance changed, what was delivered, and what expires soon. */
export function PointHistoryPage() {
  return (
    <QueryIsland>
      <History />
    </QueryIsland>
  );
}
