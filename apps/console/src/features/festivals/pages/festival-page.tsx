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
import { PublicationStatus } from '../../../components/publication-status';
import { ExportButton } from '../../../components/export-button';
import { RecordStatus } from '../../../components/records/record-status';
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

const nameOf = (festival: ConsoleFestival) =>
  festival.festival.texts.en?.name ?? festival.festival.texts.ja?.name ?? festival.festival.id;

/** The settings at a glance, and how many take part. */
function SettingsSummary({ festival }: { festival: ConsoleFestival }) {
  const { t, i18n } = useTranslation('festivals');
  const f = festival.festival;
  const count = (value: number) => formatPoints(value, i18n.language);
  const texts = f.texts.en ?? f.texts.ja;
  return (
    <>
      <section className="cat-section-block" aria-labelledby="festival-settings">
        <h2 id="festival-settings">{t('settings')}</h2>
        <dl className="cat-facts fest-facts">
          <dt>{t('columns.id')}</dt>
          <dd>{f.id}</dd>
          <dt>{t('columns.status')}</dt>
          <dd>
            <PublicationStatus
              status={f.published ? 'published' : 'draft'}
              start={f.pre_registration_from}
              end={f.event_ends_at}
            />{' '}
            · {t(`phases.${festival.phase}`)}
          </dd>
          <dt>{t('fields.venue', { ns: 'records' })}</dt>
          <dd>{texts?.venue || '—'}</dd>
          {FESTIVAL_TIMES.map((time) => (
            <Fragment key={time}>
              <dt>{t(`fields.${time}`)}</dt>
              <dd>{formatUtc(f[time])}</dd>
            </Fragment>
          ))}
          <dt>{t('fields.visitor_slots')}</dt>
          <dd>{count(f.visitor_slots)}</dd>
          <dt>{t('fields.reward_points')}</dt>
          <dd>{count(f.reward_points)}</dd>
          <dt>{t('fields.reward_expiry_days')}</dt>
          <dd>{count(f.reward_expiry_days)}</dd>
          <dt>{t('fields.check_in_margin_minutes')}</dt>
          <dd>{count(f.check_in_margin_minutes)}</dd>
          <dt>{t('fields.image', { ns: 'records' })}</dt>
          <dd>{f.image || '—'}</dd>
        </dl>
      </section>
      <section className="cat-section-block" aria-labelledby="festival-counts">
        <h2 id="festival-counts">{t('counts.title')}</h2>
        <dl className="cat-counts">
          {(['pre_registrations', 'drawn', 'visitors', 'companions', 'checked_in'] as const).map(
            (key) => (
              <div key={key}>
                <dt>{t(`counts.${key}`)}</dt>
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
  const { t, i18n } = useTranslation('festivals');
  const operator = useOperator();
  const drawNow = useDrawFestivalNow(festival.festival.id);
  const [confirming, setConfirming] = useState(false);
  const { draw } = festival;
  const proofUrl = `/api/v1/campaign-festival/${festival.festival.id}/proof`;
  return (
    <section className="cat-section-block" aria-labelledby="festival-draw">
      <h2 id="festival-draw">{t('draw.title')}</h2>
      <dl className="cat-facts fest-facts">
        <dt>{t('draw.commitment')}</dt>
        <dd>
          <code className="fest-hash">{festival.commitment}</code>
        </dd>
        <dt>{t('draw.seedHash')}</dt>
        <dd>
          <code className="fest-hash">{festival.seed_hash}</code>
        </dd>
        {draw ? (
          <>
            <dt>{t('draw.drawnAt')}</dt>
            <dd>{formatUtc(draw.drawn_at)}</dd>
            <dt>{t('draw.tickets')}</dt>
            <dd>{formatPoints(draw.ticket_count, i18n.language)}</dd>
            <dt>{t('draw.listHash')}</dt>
            <dd>
              <code className="fest-hash">{draw.ticket_list_hash}</code>
            </dd>
            <dt>{t('draw.seed')}</dt>
            <dd>
              <code className="fest-hash">{draw.seed}</code>
            </dd>
          </>
        ) : (
          <>
            <dt>{t('draw.scheduled')}</dt>
            <dd>
              {formatUtc(festival.festival.draw_at)} ({t('draw.notDrawn')})
            </dd>
          </>
        )}
      </dl>
      {draw ? (
        <p>
          {festival.festival.published ? (
            <a href={proofUrl}>{t('draw.proof')}</a>
          ) : (
            t('draw.proofUnpublished')
          )}
          <br />
          <span className="field__hint">{t('draw.proofHint', { id: festival.festival.id })}</span>
        </p>
      ) : null}
      {drawNow.isSuccess ? <StatusMessage kind="success">{t('draw.done')}</StatusMessage> : null}
      {drawNow.isError ? <FestivalError error={drawNow.error} /> : null}
      {!draw && operator.can('editor') && festival.phase !== 'awaiting_draw' ? (
        <p className="field__hint">
          {t('draw.drawNowHint', {
            at: formatUtc(festival.festival.pre_registration_to),
          })}
        </p>
      ) : null}
      {!draw && operator.can('editor') && festival.phase === 'awaiting_draw' ? (
        confirming ? (
          <div className="confirm" role="alertdialog" aria-labelledby="festival-draw-confirm">
            <p id="festival-draw-confirm">
              {t('draw.confirm', {
                slots: formatPoints(festival.festival.visitor_slots, i18n.language),
                registrants: formatPoints(festival.counts.pre_registrations, i18n.language),
              })}
            </p>
            <button
              type="button"
              className="danger"
              disabled={drawNow.isPending}
              onClick={() => drawNow.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {drawNow.isPending ? t('draw.drawing') : t('actions.confirm', { ns: 'common' })}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('actions.cancel', { ns: 'common' })}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('draw.drawNow')}
          </button>
        )
      ) : null}
    </section>
  );
}

const personColumn = columnsOf<FestivalPerson>();

/** One list of people, a page at a time, with its CSV export for admins. */
function PeopleSection({ festivalId, list }: { festivalId: string; list: FestivalPeopleList }) {
  const { t } = useTranslation('festivals');
  const operator = useOperator();
  const [page, setPage] = useState(1);
  const people = useFestivalPeople(festivalId, list, page);
  const yesNo = (value: boolean | null) =>
    value === null ? '—' : t(value ? 'yesNo.yes' : 'yesNo.no', { ns: 'records' });
  const title = t(`lists.${list}`);

  const nickname = personColumn.accessor('nickname', {
    header: t('people.nickname'),
    cell: (info) => <Link to={`/players/${info.row.original.player_id}`}>{info.getValue()}</Link>,
  });
  const player = personColumn.accessor('player_id', {
    header: t('people.player'),
    cell: (info) => <code>{info.getValue()}</code>,
  });
  const attendee = personColumn.accessor('attendee_type', {
    header: t('people.attendee_type'),
    cell: (info) => {
      const value = info.getValue();
      return value ? t(`attendeeTypes.${value}`) : '—';
    },
  });
  const age = personColumn.accessor('age_group', {
    header: t('people.age_group'),
    cell: (info) => {
      const value = info.getValue();
      return value ? t(`ageGroups.${value}`) : '—';
    },
  });
  const mobile = personColumn.accessor('game_user_id', {
    header: t('people.mobile'),
    cell: (info) => {
      const row = info.row.original;
      if (row.game_user_id) return `${row.game_user_name ?? ''} (${row.game_user_id})`;
      return row.no_mobile_consent ? t('people.noMobile') : '—';
    },
  });
  const ticket = personColumn.accessor('ticket_code', {
    header: t('people.ticket'),
    cell: (info) => <span className="fest-nowrap">{info.getValue() ?? '—'}</span>,
  });
  const checkedIn = personColumn.accessor('checked_in_at', {
    header: t('people.checked_in_at'),
    cell: (info) => formatUtc(info.getValue()),
  });
  const columns =
    list === 'pre_registrants'
      ? [
          nickname,
          player,
          personColumn.accessor('pre_registered_at', {
            header: t('people.pre_registered_at'),
            cell: (info) => formatUtc(info.getValue()),
          }),
          personColumn.accessor('drawn', {
            header: t('people.drawn'),
            cell: (info) => yesNo(info.getValue()),
          }),
          personColumn.accessor('role', {
            header: t('people.role'),
            cell: (info) => {
              const value = info.getValue();
              return value ? t(`roles.${value}`) : '—';
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
                  header: t('people.attending'),
                  cell: (info) => yesNo(info.getValue()),
                }),
                personColumn.accessor('has_companion', {
                  header: t('people.has_companion'),
                  cell: (info) => yesNo(info.getValue()),
                }),
              ]
            : []),
          personColumn.accessor('companion', {
            header: t(list === 'visitors' ? 'people.companion' : 'people.visitor'),
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
        <ExportButton
          label={t('lists.export', { list: title })}
          hint={t('lists.exportHint')}
          download={() => downloadFestivalList(festivalId, list)}
        />
      ) : null}
    </div>
  );
}

/** A festival: its settings, the visitor draw and its proof, and its lists of people. */
export function FestivalPage() {
  const { t } = useTranslation('festivals');
  const { id = '' } = useParams();
  const operator = useOperator();
  const festival = useFestival(id);
  const title = festival.data
    ? t('pageTitle', { name: nameOf(festival.data) })
    : t('pageTitle', { name: id });
  return (
    <Page
      title={title}
      actions={
        <>
          <Link className="button" to={`/festivals/${id}/edit`}>
            {operator.can('editor') ? t('editSettings') : t('viewSettings')}
          </Link>
          {operator.can('editor') ? (
            <Link className="button primary" to={`/festivals/${id}/check-in`}>
              {t('checkIn')}
            </Link>
          ) : null}
          <Link to="/festivals">{t('back')}</Link>
        </>
      }
    >
      <RecordStatus
        record={festival.data?.festival}
        savedText={t('saved')}
        pending={festival.isPending}
        error={festival.error}
      />
      {festival.data ? (
        <>
          <SettingsSummary festival={festival.data} />
          <DrawSection festival={festival.data} />
          <section className="cat-section-block" aria-labelledby="festival-people">
            <h2 id="festival-people">{t('lists.title')}</h2>
            {operator.can('editor') ? (
              (['pre_registrants', 'visitors', 'companions'] as const).map((list) => (
                <PeopleSection key={list} festivalId={id} list={list} />
              ))
            ) : (
              <p>{t('lists.editorsOnly')}</p>
            )}
          </section>
        </>
      ) : null}
    </Page>
  );
}
