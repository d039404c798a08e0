import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  FESTIVAL_TIMES,
  type ConsoleFestival,
  type FestivalPeopleList,
  type FestivalPerson,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { Page } from '../../../components/page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import {
  downloadFestivalList,
  useDrawFestivalNow,
  useFestival,
  useFestivalPeople,
} from '../api/festival-api';
import { FestivalError } from '../components/festival-error';
import { RecordStatus } from '../components/record-status';

const nameOf = (festival: ConsoleFestival) =>
  festival.festival.texts.en?.name ?? festival.festival.texts.ja?.name ?? festival.festival.id;

/** The settings at a glance, and how many take part. */
function SettingsSummary({ festival }: { festival: ConsoleFestival }) {
  const { t, i18n } = useTranslation('catalogue');
  const f = festival.festival;
  const count = (value: number) => formatPoints(value, i18n.language);
  const texts = f.texts.en ?? f.texts.ja;
  return (
    <>
      <section className="cat-section-block" aria-labelledby="festival-settings">
        <h2 id="festival-settings">{t('festival.settings')}</h2>
        <dl className="cat-facts fest-facts">
          <dt>{t('festival.columns.id')}</dt>
          <dd>{f.id}</dd>
          <dt>{t('festival.columns.status')}</dt>
          <dd>
            {t(f.published ? 'festival.published' : 'festival.draft')} ·{' '}
            {t(`festival.phases.${festival.phase}`)}
          </dd>
          <dt>{t('fields.venue')}</dt>
          <dd>{texts?.venue || '—'}</dd>
          {FESTIVAL_TIMES.map((time) => (
            <Fragment key={time}>
              <dt>{t(`festival.fields.${time}`)}</dt>
              <dd>{formatUtc(f[time])}</dd>
            </Fragment>
          ))}
          <dt>{t('festival.fields.visitor_slots')}</dt>
          <dd>{count(f.visitor_slots)}</dd>
          <dt>{t('festival.fields.reward_points')}</dt>
          <dd>{count(f.reward_points)}</dd>
          <dt>{t('festival.fields.reward_expiry_days')}</dt>
          <dd>{count(f.reward_expiry_days)}</dd>
          <dt>{t('festival.fields.check_in_margin_minutes')}</dt>
          <dd>{count(f.check_in_margin_minutes)}</dd>
          <dt>{t('fields.image')}</dt>
          <dd>{f.image || '—'}</dd>
        </dl>
      </section>
      <section className="cat-section-block" aria-labelledby="festival-counts">
        <h2 id="festival-counts">{t('festival.counts.title')}</h2>
        <dl className="cat-counts">
          {(['pre_registrations', 'drawn', 'visitors', 'companions', 'checked_in'] as const).map(
            (key) => (
              <div key={key}>
                <dt>{t(`festival.counts.${key}`)}</dt>
                <dd>{count(festival.counts[key])}</dd>
              </div>
            ),
          )}
        </dl>
      </section>
    </>
  );
}

/**
 * The visitor draw: its commitment and the seed's hash, the draw once made and its proof, or
 * "draw now" once pre-registration has closed (its period is committed, never cut short).
 */
function DrawSection({ festival }: { festival: ConsoleFestival }) {
  const { t, i18n } = useTranslation('catalogue');
  const operator = useOperator();
  const drawNow = useDrawFestivalNow(festival.festival.id);
  const [confirming, setConfirming] = useState(false);
  const { draw } = festival;
  const proofUrl = `/api/v1/campaign-festival/${festival.festival.id}/proof`;
  return (
    <section className="cat-section-block" aria-labelledby="festival-draw">
      <h2 id="festival-draw">{t('festival.draw.title')}</h2>
      <dl className="cat-facts fest-facts">
        <dt>{t('festival.draw.commitment')}</dt>
        <dd>
          <code className="fest-hash">{festival.commitment}</code>
        </dd>
        <dt>{t('festival.draw.seedHash')}</dt>
        <dd>
          <code className="fest-hash">{festival.seed_hash}</code>
        </dd>
        {draw ? (
          <>
            <dt>{t('festival.draw.drawnAt')}</dt>
            <dd>{formatUtc(draw.drawn_at)}</dd>
            <dt>{t('festival.draw.tickets')}</dt>
            <dd>{formatPoints(draw.ticket_count, i18n.language)}</dd>
            <dt>{t('festival.draw.listHash')}</dt>
            <dd>
              <code className="fest-hash">{draw.ticket_list_hash}</code>
            </dd>
            <dt>{t('festival.draw.seed')}</dt>
            <dd>
              <code className="fest-hash">{draw.seed}</code>
            </dd>
          </>
        ) : (
          <>
            <dt>{t('festival.draw.scheduled')}</dt>
            <dd>
              {formatUtc(festival.festival.draw_at)} ({t('festival.draw.notDrawn')})
            </dd>
          </>
        )}
      </dl>
      {draw ? (
        <p>
          {festival.festival.published ? (
            <a href={proofUrl}>{t('festival.draw.proof')}</a>
          ) : (
            t('festival.draw.proofUnpublished')
          )}
          <br />
          <span className="field__hint">
            {t('festival.draw.proofHint', { id: festival.festival.id })}
          </span>
        </p>
      ) : null}
      {drawNow.isSuccess ? (
        <StatusMessage kind="success">{t('festival.draw.done')}</StatusMessage>
      ) : null}
      {drawNow.isError ? <FestivalError error={drawNow.error} /> : null}
      {!draw && operator.can('editor') && festival.phase !== 'awaiting_draw' ? (
        <p className="field__hint">
          {t('festival.draw.drawNowHint', {
            at: formatUtc(festival.festival.pre_registration_to),
          })}
        </p>
      ) : null}
      {!draw && operator.can('editor') && festival.phase === 'awaiting_draw' ? (
        confirming ? (
          <div className="confirm" role="alertdialog" aria-labelledby="festival-draw-confirm">
            <p id="festival-draw-confirm">
              {t('festival.draw.confirm', {
                slots: formatPoints(festival.festival.visitor_slots, i18n.language),
                count: formatPoints(festival.counts.pre_registrations, i18n.language),
              })}
            </p>
            <button
              type="button"
              className="danger"
              disabled={drawNow.isPending}
              onClick={() => drawNow.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {drawNow.isPending
                ? t('festival.draw.drawing')
                : t('actions.confirm', { ns: 'common' })}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('actions.cancel', { ns: 'common' })}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('festival.draw.drawNow')}
          </button>
        )
      ) : null}
    </section>
  );
}

const personColumn = columnsOf<FestivalPerson>();

/** One list of people, a page at a time, with its CSV export for admins. */
function PeopleSection({ festivalId, list }: { festivalId: string; list: FestivalPeopleList }) {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const [page, setPage] = useState(1);
  const people = useFestivalPeople(festivalId, list, page);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const yesNo = (value: boolean | null) =>
    value === null ? '—' : t(value ? 'yesNo.yes' : 'yesNo.no');
  const title = t(`festival.lists.${list}`);

  const nickname = personColumn.accessor('nickname', { header: t('festival.people.nickname') });
  const player = personColumn.accessor('player_id', {
    header: t('festival.people.player'),
    cell: (info) => <code>{info.getValue()}</code>,
  });
  const attendee = personColumn.accessor('attendee_type', {
    header: t('festival.people.attendee_type'),
    cell: (info) => {
      const value = info.getValue();
      return value ? t(`festival.attendeeTypes.${value}`) : '—';
    },
  });
  const age = personColumn.accessor('age_group', {
    header: t('festival.people.age_group'),
    cell: (info) => {
      const value = info.getValue();
      return value ? t(`festival.ageGroups.${value}`) : '—';
    },
  });
  const mobile = personColumn.accessor('game_user_id', {
    header: t('festival.people.mobile'),
    cell: (info) => {
      const row = info.row.original;
      if (row.game_user_id) return `${row.game_user_name ?? ''} (${row.game_user_id})`;
      return row.no_mobile_consent ? t('festival.people.noMobile') : '—';
    },
  });
  const ticket = personColumn.accessor('ticket_code', {
    header: t('festival.people.ticket'),
    cell: (info) => <span className="fest-nowrap">{info.getValue() ?? '—'}</span>,
  });
  const checkedIn = personColumn.accessor('checked_in_at', {
    header: t('festival.people.checked_in_at'),
    cell: (info) => formatUtc(info.getValue()),
  });
  const columns =
    list === 'pre_registrants'
      ? [
          nickname,
          player,
          personColumn.accessor('pre_registered_at', {
            header: t('festival.people.pre_registered_at'),
            cell: (info) => formatUtc(info.getValue()),
          }),
          personColumn.accessor('drawn', {
            header: t('festival.people.drawn'),
            cell: (info) => yesNo(info.getValue()),
          }),
          personColumn.accessor('role', {
            header: t('festival.people.role'),
            cell: (info) => {
              const value = info.getValue();
              return value ? t(`festival.roles.${value}`) : '—';
            },
          }),
        ]
      : [
          nickname,
          player,
          attendee,
          age,
          ...(list === 'visitors'
            ? [
                personColumn.accessor('attending', {
                  header: t('festival.people.attending'),
                  cell: (info) => yesNo(info.getValue()),
                }),
                personColumn.accessor('has_companion', {
                  header: t('festival.people.has_companion'),
                  cell: (info) => yesNo(info.getValue()),
                }),
              ]
            : []),
          personColumn.accessor('companion', {
            header: t(
              list === 'visitors' ? 'festival.people.companion' : 'festival.people.visitor',
            ),
            cell: (info) => info.getValue() ?? '—',
          }),
          mobile,
          ticket,
          checkedIn,
        ];

  return (
    // Not a region of its own: its table is one, under its caption.
    <div className="cat-section-block">
      {people.isError ? <ErrorMessage error={people.error} /> : null}
      <DataTable
        caption={title}
        columns={columns}
        rows={people.data?.data ?? []}
        rowId={(row) => row.player_id}
        pagination={people.data?.pagination}
        onPageChange={setPage}
      />
      {operator.can('admin') ? (
        <p>
          <button
            type="button"
            disabled={exporting}
            onClick={() => {
              setExporting(true);
              setExportError(null);
              void downloadFestivalList(festivalId, list)
                .catch(setExportError)
                .finally(() => setExporting(false));
            }}
          >
            {t('festival.lists.export', { list: title })}
          </button>{' '}
          <span className="field__hint">{t('festival.lists.exportHint')}</span>
        </p>
      ) : null}
      {exportError ? <ErrorMessage error={exportError} /> : null}
    </div>
  );
}

/** A festival: its settings, the visitor draw and its proof, and its lists of people. */
export function FestivalPage() {
  const { t } = useTranslation('catalogue');
  const { id = '' } = useParams();
  const operator = useOperator();
  const festival = useFestival(id);
  const title = festival.data
    ? t('festival.pageTitle', { name: nameOf(festival.data) })
    : t('festival.pageTitle', { name: id });
  return (
    <Page
      title={title}
      actions={
        <>
          <Link className="button" to={`/festivals/${id}/edit`}>
            {operator.can('editor') ? t('festival.editSettings') : t('festival.viewSettings')}
          </Link>
          {operator.can('editor') ? (
            <Link className="button primary" to={`/festivals/${id}/check-in`}>
              {t('festival.checkIn')}
            </Link>
          ) : null}
          <Link to="/festivals">{t('festival.back')}</Link>
        </>
      }
    >
      <RecordStatus
        record={festival.data?.festival}
        savedText={t('festival.saved')}
        pending={festival.isPending}
        error={festival.error}
      />
      {festival.data ? (
        <>
          <SettingsSummary festival={festival.data} />
          <DrawSection festival={festival.data} />
          <section className="cat-section-block" aria-labelledby="festival-people">
            <h2 id="festival-people">{t('festival.lists.title')}</h2>
            {operator.can('editor') ? (
              (['pre_registrants', 'visitors', 'companions'] as const).map((list) => (
                <PeopleSection key={list} festivalId={id} list={list} />
              ))
            ) : (
              <p>{t('festival.lists.editorsOnly')}</p>
            )}
          </section>
        </>
      ) : null}
    </Page>
  );
}
