import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type {
  ConsoleLanguage,
  ConsolePointEntry,
  PlayerCouponRow,
  PlayerDetail,
  PlayerExchange,
  PlayerNotification,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { Page } from '../../../components/page';
import { ErrorMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import {
  usePlayer,
  usePlayerCoupons,
  usePlayerExchanges,
  usePlayerHistory,
  usePlayerNotifications,
} from '../api/players-api';
import { AdjustPointsForm } from '../components/adjust-points-form';
import { DeliveryActionForm } from '../components/delivery-action-form';

const useLang = (): ConsoleLanguage => {
  const { i18n } = useTranslation();
  return i18n.language === 'ja' ? 'ja' : 'en';
};

function Profile({ player }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation('players');
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no', { ns: 'common' });
  return (
    <section aria-labelledby="profile-title" className="players-section">
      <h2 id="profile-title">{t('detail.profile')}</h2>
      <dl className="players-facts">
        <dt>{t('detail.balance')}</dt>
        <dd>
          <strong>
            {t('detail.points', {
              points: formatPoints(player.balance, i18n.language),
              count: player.balance,
            })}
          </strong>
        </dd>
        <dt>{t('columns.id')}</dt>
        <dd>
          <code>{player.id}</code>
        </dd>
        <dt>{t('columns.subject')}</dt>
        <dd>{player.subject}</dd>
        <dt>{t('columns.country')}</dt>
        <dd>{player.country}</dd>
        <dt>{t('columns.language')}</dt>
        <dd>{player.language}</dd>
        <dt>{t('detail.consent')}</dt>
        <dd>{yesNo(player.program_consent)}</dd>
        <dt>{t('detail.pointAvailable')}</dt>
        <dd>{yesNo(player.point_available)}</dd>
        <dt>{t('columns.createdAt')}</dt>
        <dd>{formatUtc(player.created_at)}</dd>
        <dt>{t('columns.lastLogin')}</dt>
        <dd>{formatUtc(player.last_login_at)}</dd>
        <dt>{t('detail.gameApps')}</dt>
        <dd>
          {player.game_apps.length === 0 ? (
            t('detail.noGameApps')
          ) : (
            <ul>
              {player.game_apps.map((app) => (
                <li key={`${app.content_id}-${app.platform}`}>
                  {app.content_id} · {app.platform} · <code>{app.game_user_id}</code>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </section>
  );
}

const historyColumn = columnsOf<ConsolePointEntry>();

function History({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation('players');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const history = usePlayerHistory(playerId, page, lang);
  const columns = [
    historyColumn.accessor('created_at', {
      header: t('columns.at'),
      cell: (info) => formatUtc(info.getValue()),
    }),
    historyColumn.accessor('kind', {
      header: t('columns.kind'),
      cell: (info) => t(`kinds.${info.getValue()}`),
    }),
    historyColumn.accessor('amount', {
      header: t('columns.amount'),
      cell: (info) => {
        const value = info.getValue();
        return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatPoints(Math.abs(value), i18n.language)}`;
      },
    }),
    historyColumn.accessor('balance_after', {
      header: t('columns.balanceAfter'),
      cell: (info) => formatPoints(info.getValue(), i18n.language),
    }),
    historyColumn.display({
      id: 'what',
      header: t('columns.what'),
      cell: (info) => {
        const entry = info.row.original;
        const reason = t(`reasons.${entry.reason}`, { defaultValue: entry.reason });
        return (
          <>
            <span>{reason}</span>
            {entry.subject ? <span>: {entry.subject.name}</span> : null}
            {entry.adjustment ? (
              <span className="players-note">
                {' '}
                ({t('detail.by', { name: entry.adjustment.operator_name })})
              </span>
            ) : null}
          </>
        );
      },
    }),
  ];
  return (
    <>
      {history.isError ? <ErrorMessage error={history.error} /> : null}
      <DataTable
        caption={t('detail.historyCaption')}
        columns={columns}
        rows={history.data?.data ?? []}
        rowId={(row) => String(row.id)}
        pagination={history.data?.pagination}
        onPageChange={setPage}
      />
    </>
  );
}

const exchangeColumn = columnsOf<PlayerExchange>();

function Exchanges({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const operator = useOperator();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{
    exchange: PlayerExchange;
    action: 'retry' | 'refund';
  } | null>(null);
  const exchanges = usePlayerExchanges(playerId, page, lang);
  const columns = [
    exchangeColumn.accessor('created_at', {
      header: t('columns.at'),
      cell: (info) => formatUtc(info.getValue()),
    }),
    exchangeColumn.accessor('item_name', { header: t('columns.item') }),
    exchangeColumn.accessor('cost', { header: t('columns.cost') }),
    exchangeColumn.display({
      id: 'account',
      header: t('columns.account'),
      cell: (info) => {
        const x = info.row.original;
        return `${x.content_id} · ${x.platform} · ${x.game_user_id}`;
      },
    }),
    exchangeColumn.display({
      id: 'delivery',
      header: t('columns.delivery'),
      cell: (info) => {
        const { delivery } = info.row.original;
        return (
          <div className="players-delivery">
            <strong className={`players-state players-state--${delivery.state}`}>
              {t(`delivery.${delivery.state}`)}
            </strong>
            {delivery.attempts > 0 ? (
              <span>{t('delivery.attempts', { number: delivery.attempts })}</span>
            ) : null}
            {delivery.next_attempt_at && delivery.state !== 'queued' ? (
              <span>{t('delivery.nextAttempt', { at: formatUtc(delivery.next_attempt_at) })}</span>
            ) : null}
            {delivery.last_error ? (
              <span>
                {t(delivery.state === 'refunded' ? 'delivery.refundReason' : 'delivery.lastError', {
                  error: delivery.last_error,
                })}
              </span>
            ) : null}
          </div>
        );
      },
    }),
    ...(operator.can('admin')
      ? [
          exchangeColumn.display({
            id: 'actions',
            header: t('columns.actions'),
            cell: (info) => {
              const exchange = info.row.original;
              if (!exchange.can_retry && !exchange.can_refund) return '—';
              return (
                <div className="players-actions">
                  {exchange.can_retry ? (
                    <button
                      type="button"
                      aria-label={`${t('action.retry')}: ${exchange.item_name} ${formatUtc(exchange.created_at)}`}
                      onClick={() => setActing({ exchange, action: 'retry' })}
                    >
                      {t('action.retry')}
                    </button>
                  ) : null}
                  {exchange.can_refund ? (
                    <button
                      type="button"
                      aria-label={`${t('action.refund')}: ${exchange.item_name} ${formatUtc(exchange.created_at)}`}
                      onClick={() => setActing({ exchange, action: 'refund' })}
                    >
                      {t('action.refund')}
                    </button>
                  ) : null}
                </div>
              );
            },
          }),
        ]
      : []),
  ];
  return (
    <>
      {exchanges.isError ? <ErrorMessage error={exchanges.error} /> : null}
      {acting ? (
        <DeliveryActionForm
          key={`${acting.exchange.id}-${acting.action}`}
          playerId={playerId}
          exchange={acting.exchange}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
      <DataTable
        caption={t('detail.exchangesCaption')}
        columns={columns}
        rows={exchanges.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={exchanges.data?.pagination}
        onPageChange={setPage}
      />
    </>
  );
}

const couponColumn = columnsOf<PlayerCouponRow>();

function Coupons({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const coupons = usePlayerCoupons(playerId, page, lang);
  const columns = [
    couponColumn.accessor('name', { header: t('columns.coupon') }),
    couponColumn.accessor('cost', { header: t('columns.cost') }),
    couponColumn.accessor('status', {
      header: t('columns.status'),
      cell: (info) => t(`couponStatus.${info.getValue()}`),
    }),
    couponColumn.accessor('obtained_at', {
      header: t('columns.obtained'),
      cell: (info) => formatUtc(info.getValue()),
    }),
    couponColumn.accessor('used_at', {
      header: t('columns.used'),
      cell: (info) => formatUtc(info.getValue()),
    }),
  ];
  return (
    <>
      {coupons.isError ? <ErrorMessage error={coupons.error} /> : null}
      <DataTable
        caption={t('detail.couponsCaption')}
        columns={columns}
        rows={coupons.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={coupons.data?.pagination}
        onPageChange={setPage}
      />
    </>
  );
}

const notificationColumn = columnsOf<PlayerNotification>();

/** What the player was told: kind, title (and body) in the operator's language, when, read, how. */
function Notifications({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const notifications = usePlayerNotifications(playerId, page, lang);
  const columns = [
    notificationColumn.accessor('created_at', {
      header: t('columns.shown'),
      cell: (info) => formatUtc(info.getValue()),
    }),
    notificationColumn.accessor('kind', {
      header: t('columns.kind'),
      cell: (info) => t(`notification.kinds.${info.getValue()}`, { ns: 'common' }),
    }),
    notificationColumn.display({
      id: 'notification',
      header: t('columns.notification'),
      cell: (info) => {
        const { title, body } = info.row.original;
        return (
          <div className="players-notification">
            <strong>{title}</strong>
            {body ? <span>{body}</span> : null}
          </div>
        );
      },
    }),
    notificationColumn.accessor('read_at', {
      header: t('columns.read'),
      cell: (info) => {
        const value = info.getValue();
        return value ? formatUtc(value) : t('detail.unread');
      },
    }),
    notificationColumn.accessor('channels', {
      header: t('columns.channel'),
      cell: (info) => (
        <ul className="players-channels">
          {info.getValue().map((delivery, index) => (
            <li key={`${delivery.channel}-${index}`}>
              {t(`notification.channels.${delivery.channel}`, { ns: 'common' })}
              {delivery.channel !== 'in_app' || delivery.status !== 'sent'
                ? ` · ${t(`notification.statuses.${delivery.status}`, { ns: 'common' })}`
                : null}
              {delivery.channel !== 'in_app' && delivery.at ? ` · ${formatUtc(delivery.at)}` : null}
            </li>
          ))}
        </ul>
      ),
    }),
  ];
  return (
    <>
      {notifications.isError ? <ErrorMessage error={notifications.error} /> : null}
      <DataTable
        caption={t('detail.notificationsCaption')}
        columns={columns}
        rows={notifications.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={notifications.data?.pagination}
        onPageChange={setPage}
      />
    </>
  );
}

const TABS = ['history', 'exchanges', 'coupons', 'notifications'] as const;
type Tab = (typeof TABS)[number];

/**
 * The player's records as ARIA tabs (one table at a time): arrow keys, Home and End move between
 * the tabs; the tab shown is in the address (?tab=), so a link can open it.
 */
function Records({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'history';
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({
    history: null,
    exchanges: null,
    coupons: null,
    notifications: null,
  });
  const select = (next: Tab, focus = false) => {
    setParams(next === 'history' ? {} : { tab: next }, { replace: true });
    if (focus) tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next]!, true);
  };
  return (
    <section className="players-section">
      <div
        role="tablist"
        aria-label={t('detail.records')}
        className="players-tabs"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
          >
            {t(`detail.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="players-panel"
      >
        {tab === 'history' ? <History playerId={playerId} /> : null}
        {tab === 'exchanges' ? <Exchanges playerId={playerId} /> : null}
        {tab === 'coupons' ? <Coupons playerId={playerId} /> : null}
        {tab === 'notifications' ? <Notifications playerId={playerId} /> : null}
      </div>
    </section>
  );
}

/**
 * One player: profile and balance, the admin's adjustment, then history, exchanges, coupons and
 * notifications.
 */
export function PlayerPage() {
  const { t } = useTranslation('players');
  const { id = '' } = useParams();
  const operator = useOperator();
  const player = usePlayer(id);

  if (player.isPending) return <p role="status">{t('actions.loading', { ns: 'common' })}</p>;
  if (player.isError) return <ErrorMessage error={player.error} />;
  const detail = player.data;
  return (
    <Page
      title={detail.nickname}
      actions={
        <Link className="button" to="/players">
          {t('detail.back')}
        </Link>
      }
    >
      <div className="players-top">
        <Profile player={detail} />
        {operator.can('admin') ? (
          <section className="players-section">
            <AdjustPointsForm player={detail} />
          </section>
        ) : (
          <p className="players-note">{t('adjust.adminOnly')}</p>
        )}
      </div>
      <Records playerId={id} />
    </Page>
  );
}
