import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  NOTIFICATION_COUNT_DAYS,
  NOTIFICATION_KINDS,
  NotificationCounts,
  NotificationCountsQuery,
  notificationCountDays,
  type NotificationChannel,
  type NotificationKind,
} from '@points/contracts';
import { FilterForm } from '../../components/filter-form';
import { Page } from '../../components/page';
import { ErrorMessage, StatusMessage } from '../../components/status-message';
import { consoleGet } from '../../lib/api';
import { useListParams } from '../../lib/list-params';

const FILTERS = ['from', 'to'] as const;
const DAY_MS = 86_400_000;

/** Every UTC day from `to` back to `from`, newest first. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(to); ms >= Date.parse(from); ms -= DAY_MS) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
  return days;
}

type Cells = Record<NotificationKind, number>;
const noCells = (): Cells =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, 0])) as Cells;
const sum = (cells: Cells) => NOTIFICATION_KINDS.reduce((all, kind) => all + cells[kind], 0);

/** The answer as a grid: each day's and channel's count per kind (0 when none), and the totals. */
function gridOf(data: NotificationCounts) {
  const key = (day: string, channel: NotificationChannel) => `${day} ${channel}`;
  const cells = new Map<string, Cells>();
  const totals = new Map<NotificationChannel, Cells>(
    data.channels.map((channel) => [channel, noCells()]),
  );
  for (const { day, kind, channel, count } of data.counts) {
    const row = cells.get(key(day, channel)) ?? noCells();
    row[kind] += count;
    cells.set(key(day, channel), row);
    const total = totals.get(channel) ?? noCells();
    total[kind] += count;
    totals.set(channel, total);
  }
  const rows = daysOf(data.from, data.to).flatMap((day) =>
    data.channels.map((channel) => ({
      day,
      channel,
      cells: cells.get(key(day, channel)) ?? noCells(),
    })),
  );
  return {
    rows,
    totals: data.channels.map((channel) => ({ channel, cells: totals.get(channel)! })),
  };
}

/**
 * How many notifications players were sent per UTC day, kind and channel, over the days asked
 * (the last 14 by default, at most 92): a table with a row per day and channel, a column per
 * kind, and the totals below.
 */
export function NotificationCountsPage() {
  const { t, i18n } = useTranslation('notifications');
  const list = useListParams(FILTERS);
  const query = NotificationCountsQuery.safeParse(list.filter);
  // The same check as the API's, so a bad range is explained here instead of sent.
  const valid = query.success && notificationCountDays(query.data, new Date()) !== null;
  const counts = useQuery({
    queryKey: ['notifications', 'counts', list.filter],
    queryFn: async () =>
      (await consoleGet('/notifications/counts', NotificationCounts, list.filter)).data,
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const number = new Intl.NumberFormat(i18n.language);
  const kindName = (kind: NotificationKind) => t(`notification.kinds.${kind}`, { ns: 'common' });
  const channelName = (channel: NotificationChannel) =>
    t(`notification.channels.${channel}`, { ns: 'common' });
  const limits = { max: NOTIFICATION_COUNT_DAYS.max, days: NOTIFICATION_COUNT_DAYS.default };

  const data = valid ? counts.data : undefined;
  const grid = data ? gridOf(data) : null;
  const caption = data ? t('caption', { from: data.from, to: data.to }) : '';
  return (
    <Page title={t('title')}>
      <p>{t('lead')}</p>
      <FilterForm label={t('filters')} list={list}>
        {FILTERS.map((name) => (
          <label key={name}>
            <span>{t(name)}</span>
            <input
              name={name}
              type="date"
              min="2000-01-01"
              max="2100-12-31"
              defaultValue={list.filter[name] ?? ''}
              aria-describedby="notification-days-hint"
              aria-invalid={valid ? undefined : true}
            />
          </label>
        ))}
        <p id="notification-days-hint" className="field__hint notification-days-hint">
          {t('rangeHint', limits)}
        </p>
      </FilterForm>
      {!valid ? <StatusMessage kind="error">{t('badRange', limits)}</StatusMessage> : null}
      {valid && counts.isError ? <ErrorMessage error={counts.error} /> : null}
      {valid && counts.isPending ? (
        <p role="status">{t('actions.loading', { ns: 'common' })}</p>
      ) : null}
      {grid ? (
        // A table wider than the screen scrolls inside its frame, which the keyboard can reach.
        <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
          <table className="data-table notification-counts">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.day')}</th>
                <th scope="col">{t('columns.channel')}</th>
                {NOTIFICATION_KINDS.map((kind) => (
                  <th key={kind} scope="col">
                    {kindName(kind)}
                  </th>
                ))}
                <th scope="col">{t('columns.total')}</th>
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={`${row.day} ${row.channel}`}>
                  <th scope="row">{row.day}</th>
                  <td className="notification-counts__channel">{channelName(row.channel)}</td>
                  {NOTIFICATION_KINDS.map((kind) => (
                    <td key={kind}>{number.format(row.cells[kind])}</td>
                  ))}
                  <td>{number.format(sum(row.cells))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {grid.totals.map((total) => (
                <tr key={total.channel}>
                  <th scope="row">{t('allDays')}</th>
                  <td className="notification-counts__channel">{channelName(total.channel)}</td>
                  {NOTIFICATION_KINDS.map((kind) => (
                    <td key={kind}>{number.format(total.cells[kind])}</td>
                  ))}
                  <td>{number.format(sum(total.cells))}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      ) : null}
    </Page>
  );
}
