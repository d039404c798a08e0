import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormProvider, useFieldArray, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMITMENT_FIXED,
  LotteryInput,
  PRIZE_DELIVERIES,
  type ConsoleLottery,
  type ConsoleLotteryWinner,
  type LotteryInputForm,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { useRecordForm } from '../../../lib/use-record-form';
import {
  downloadShipping,
  useLottery,
  useLotteryCampaigns,
  useMarkShipped,
  useSaveLottery,
} from '../api/lottery-api';
import {
  IdField,
  PositiveWholeField,
  ReasonAndSave,
  SortOrderField,
  useFieldError,
  UtcDateTimeField,
  withoutEmptyReason,
  withoutEmptyTexts,
} from '../components/form-fields';
import { LanguageTextsSection } from '../components/language-texts';

/** Prizes keep only the languages with text, like the lottery's own texts. */
const withoutEmptyPrizeTexts = (values: LotteryInputForm): LotteryInputForm => ({
  ...values,
  prizes: values.prizes.map((prize) => withoutEmptyTexts(prize)),
});

const baseResolver = zodResolver(LotteryInput);
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver(
    withoutEmptyReason(withoutEmptyTexts(withoutEmptyPrizeTexts(values))),
    context,
    options,
  );

const TIMES = [
  'entry_from',
  'entry_to',
  'selection_at',
  'result_from',
  'result_to',
  'address_deadline',
] as const;

const emptyPrize = (): LotteryInputForm['prizes'][number] => ({
  quantity: 1,
  delivery: 'shipped',
  game: null,
  game_item: null,
  image: '',
  texts: { en: { name: '', details: '' }, ja: { name: '', details: '' } },
});

function formValuesOf(lottery: ConsoleLottery | undefined): LotteryInputForm {
  if (lottery) return { ...lottery.lottery, reason: '' };
  return {
    id: '',
    campaign_id: '',
    sort_order: 0,
    points_per_entry: 50,
    entry_limit: 10,
    entry_from: null as unknown as string,
    entry_to: null as unknown as string,
    selection_at: null as unknown as string,
    result_from: null as unknown as string,
    result_to: null as unknown as string,
    address_deadline: null as unknown as string,
    image: '',
    texts: { en: { name: '', description: '' }, ja: { name: '', description: '' } },
    prizes: [emptyPrize()],
    version: null,
    reason: '',
  };
}

/**
 * The prizes, in the order the draw hands them out. Once entries are open their number and
 * quantities are bound by the commitment (`slotsFixed`); their texts may still change.
 */
function PrizesField({ readOnly, slotsFixed }: { readOnly: boolean; slotsFixed: boolean }) {
  const { t } = useTranslation('catalogue');
  const error = useFieldError();
  const { control, register } = useFormContext<LotteryInputForm>();
  const prizes = useFieldArray({ control, name: 'prizes' });
  return (
    <fieldset disabled={readOnly} className="cat-section">
      <legend>{t('lottery.prizes')}</legend>
      <p className="field__hint">{t('lottery.prizesHint')}</p>
      {prizes.fields.map((prize, index) => {
        const id = (name: string) => `lottery-prize-${index}-${name}`;
        const path = `prizes.${index}` as const;
        return (
          <fieldset key={prize.id} className="cat-section">
            <legend>{t('lottery.prize', { number: index + 1 })}</legend>
            <div className="cat-grid">
              <PositiveWholeField
                name={`${path}.quantity`}
                id={id('quantity')}
                label={t('lottery.fields.quantity')}
                errorKey="quantity"
                readOnly={slotsFixed}
              />
              <Field htmlFor={id('delivery')} label={t('lottery.fields.delivery')}>
                <select {...register(`${path}.delivery`)}>
                  {PRIZE_DELIVERIES.map((delivery) => (
                    <option key={delivery} value={delivery}>
                      {t(`lottery.deliveries.${delivery}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                htmlFor={id('game')}
                label={t('lottery.fields.game')}
                hint={t('lottery.fields.gameHint')}
                error={error(`${path}.game`, 'prize_game')}
              >
                <input
                  type="text"
                  {...register(`${path}.game`, { setValueAs: (v: string) => v || null })}
                />
              </Field>
              <Field htmlFor={id('game-item')} label={t('lottery.fields.game_item')}>
                <input
                  type="text"
                  {...register(`${path}.game_item`, { setValueAs: (v: string) => v || null })}
                />
              </Field>
              <Field htmlFor={id('image')} label={t('fields.image')}>
                <input type="text" {...register(`${path}.image`)} />
              </Field>
              {(['en', 'ja'] as const).map((language) => (
                <Field
                  key={language}
                  htmlFor={id(`name-${language}`)}
                  label={t('lottery.fields.prizeName', { language })}
                  error={error(`${path}.texts.${language}.name`, 'name')}
                >
                  <input
                    type="text"
                    lang={language}
                    {...register(`${path}.texts.${language}.name`)}
                  />
                </Field>
              ))}
              {(['en', 'ja'] as const).map((language) => (
                <Field
                  key={language}
                  htmlFor={id(`details-${language}`)}
                  label={t('lottery.fields.prizeDetails', { language })}
                >
                  <textarea
                    rows={2}
                    lang={language}
                    {...register(`${path}.texts.${language}.details`)}
                  />
                </Field>
              ))}
            </div>
            {prizes.fields.length > 1 && !readOnly && !slotsFixed ? (
              <button type="button" onClick={() => prizes.remove(index)}>
                {t('lottery.removePrize', { number: index + 1 })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {readOnly || slotsFixed ? null : (
        <button type="button" onClick={() => prizes.append(emptyPrize())}>
          {t('lottery.addPrize')}
        </button>
      )}
    </fieldset>
  );
}

/** What the draw's commitment binds: final once entries have opened. */
const COMMITTED_TIMES = ['entry_from', 'entry_to'];

function LotteryFields({
  readOnly,
  committed,
  creating,
  saving,
  onSubmit,
}: {
  readOnly: boolean;
  /** Entries have opened: the entry period and the prize slots no longer change. */
  committed: boolean;
  creating: boolean;
  saving: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const error = useFieldError();
  const { register } = useFormContext<LotteryInputForm>();
  const campaigns = useLotteryCampaigns();
  return (
    <form className="form cat-form" noValidate onSubmit={onSubmit}>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('lottery.details')}</legend>
        <div className="cat-grid">
          <IdField idPrefix="lottery" creating={creating} />
          <Field
            htmlFor="lottery-campaign"
            label={t('lottery.columns.campaign')}
            error={error('campaign_id', 'campaign_id')}
          >
            <select {...register('campaign_id')}>
              <option value="">—</option>
              {(campaigns.data ?? []).map((campaign) => (
                <option key={campaign.id} value={campaign.id}>
                  {campaign.texts.en?.name ?? campaign.texts.ja?.name ?? campaign.id}
                </option>
              ))}
            </select>
          </Field>
          <SortOrderField idPrefix="lottery" />
          <PositiveWholeField
            name="points_per_entry"
            id="lottery-points"
            label={t('lottery.fields.points_per_entry')}
            errorKey="reward_points"
          />
          <PositiveWholeField
            name="entry_limit"
            id="lottery-limit"
            label={t('lottery.fields.entry_limit')}
            errorKey="holding_limit"
          />
          <Field htmlFor="lottery-image" label={t('fields.image')}>
            <input type="text" {...register('image')} />
          </Field>
        </div>
      </fieldset>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('lottery.periods')}</legend>
        <p className="field__hint">{t('lottery.periodsHint')}</p>
        {committed ? <p className="field__hint">{t('lottery.committedFixed')}</p> : null}
        <div className="cat-grid">
          {TIMES.map((name) => (
            <UtcDateTimeField
              key={name}
              name={name}
              id={`lottery-${name}`}
              label={t(`lottery.fields.${name}`)}
              error={error(name, 'lottery_time')}
              readOnly={committed && COMMITTED_TIMES.includes(name)}
            />
          ))}
        </div>
      </fieldset>
      <PrizesField readOnly={readOnly} slotsFixed={committed} />
      <LanguageTextsSection
        idPrefix="lottery-text"
        readOnly={readOnly}
        fields={[{ name: 'name' }, { name: 'description', multiline: true }]}
      />
      {readOnly ? null : <ReasonAndSave idPrefix="lottery" saving={saving} />}
    </form>
  );
}

/** A refused save: a committed field in words, any other failure as usual. */
function LotterySaveError({ error }: { error: unknown }) {
  const { t } = useTranslation('catalogue');
  if (error instanceof ConsoleApiError && error.reason === COMMITMENT_FIXED) {
    const field =
      error.body.field === 'prizes'
        ? t('lottery.prizes')
        : t(`lottery.fields.${String(error.body.field)}`);
    return <StatusMessage kind="error">{t('lottery.commitmentFixed', { field })}</StatusMessage>;
  }
  return <ErrorMessage error={error} />;
}

function LotteryForm({ lottery }: { lottery: ConsoleLottery | undefined }) {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const save = useSaveLottery();
  const { form, onSubmit } = useRecordForm({
    record: lottery,
    valuesOf: formValuesOf,
    resolver,
    save,
    pathOf: (saved) => `/lotteries/${saved.lottery.id}`,
  });
  const readOnly = !operator.can('editor') || (lottery?.draw !== null && lottery !== undefined);
  // When the page opened, as the server decides it (a save it must refuse, it refuses in words).
  const [openedAt] = useState(() => Date.now());
  const committed = lottery !== undefined && openedAt >= Date.parse(lottery.lottery.entry_from);
  return (
    <FormProvider {...form}>
      {lottery?.draw ? <p className="field__hint">{t('lottery.drawnReadOnly')}</p> : null}
      <LotteryFields
        readOnly={readOnly}
        committed={committed}
        creating={!lottery}
        saving={save.isPending}
        onSubmit={onSubmit}
      />
      {save.isSuccess ? <StatusMessage kind="success">{t('lottery.saved')}</StatusMessage> : null}
      {save.isError ? <LotterySaveError error={save.error} /> : null}
    </FormProvider>
  );
}

const winnerColumn = columnsOf<ConsoleLotteryWinner>();

/** The draw and its proof, the winners and their prizes: shipping them, exporting addresses. */
function DrawPanel({ lottery }: { lottery: ConsoleLottery }) {
  const { t, i18n } = useTranslation('catalogue');
  const operator = useOperator();
  const ship = useMarkShipped(lottery.lottery.id);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const { draw } = lottery;
  const columns = [
    winnerColumn.accessor('slot', { header: t('lottery.winners.slot') }),
    winnerColumn.accessor('ticket', {
      header: t('lottery.winners.ticket'),
      cell: (i) => `#${i.getValue()}`,
    }),
    winnerColumn.accessor('nickname', { header: t('lottery.winners.player') }),
    winnerColumn.accessor('prize_position', {
      header: t('lottery.winners.prize'),
      cell: (i) => lottery.lottery.prizes[i.getValue()]?.texts.en?.name ?? i.getValue(),
    }),
    winnerColumn.accessor('status', {
      header: t('lottery.winners.status'),
      cell: (i) => t(`lottery.statuses.${i.getValue()}`),
    }),
    winnerColumn.display({
      id: 'ship',
      header: t('lottery.winners.action'),
      cell: (i) =>
        i.row.original.status === 'address_confirmed' && operator.can('editor') ? (
          <button
            type="button"
            disabled={ship.isPending}
            onClick={() => ship.mutate(i.row.original.slot)}
          >
            {t('lottery.winners.markShipped', { slot: i.row.original.slot })}
          </button>
        ) : (
          formatUtc(i.row.original.shipped_at)
        ),
    }),
  ];
  return (
    <section className="cat-section-block" aria-labelledby="lottery-draw">
      <h2 id="lottery-draw">{t('lottery.drawTitle')}</h2>
      <dl className="cat-facts">
        <dt>{t('lottery.columns.entries')}</dt>
        <dd>{formatPoints(lottery.total_entries, i18n.language)}</dd>
        <dt>{t('lottery.columns.players')}</dt>
        <dd>{formatPoints(lottery.players, i18n.language)}</dd>
        <dt>{t('lottery.commitment')}</dt>
        <dd>
          <code>{lottery.commitment}</code>
        </dd>
        <dt>{t('lottery.listHash')}</dt>
        <dd>{draw ? <code>{draw.ticket_list_hash}</code> : t('lottery.notDrawn')}</dd>
        <dt>{t('lottery.drawnAt')}</dt>
        <dd>
          {draw
            ? `${formatUtc(draw.drawn_at)} (${formatPoints(draw.ticket_count, i18n.language)})`
            : '—'}
        </dd>
      </dl>
      <p className="field__hint">{t('lottery.proofHint', { id: lottery.lottery.id })}</p>
      {draw ? (
        <DataTable
          caption={t('lottery.winners.caption')}
          columns={columns}
          rows={lottery.winners}
          rowId={(row) => String(row.slot)}
        />
      ) : null}
      {ship.isError ? <ErrorMessage error={ship.error} /> : null}
      {draw && operator.can('admin') ? (
        <p>
          <button
            type="button"
            disabled={exporting}
            onClick={() => {
              setExporting(true);
              setExportError(null);
              void downloadShipping(lottery.lottery.id)
                .catch(setExportError)
                .finally(() => setExporting(false));
            }}
          >
            {t('lottery.exportShipping')}
          </button>{' '}
          <span className="field__hint">{t('lottery.exportHint')}</span>
        </p>
      ) : null}
      {exportError ? <ErrorMessage error={exportError} /> : null}
    </section>
  );
}

/** A lottery: its form (read-only once drawn), entries, the draw's proof and the winners. */
export function LotteryEditPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const lottery = useLottery(id);
  // The form's campaign list must be there before the form, so its select shows the saved one.
  const campaigns = useLotteryCampaigns();
  const title = id ? t('lottery.editTitle', { id }) : t('lottery.createTitle');
  return (
    <Page title={title} actions={<Link to="/lotteries">{t('lottery.back')}</Link>}>
      {lottery.data ? (
        <p className="field__hint">
          {t('lottery.version', { version: lottery.data.lottery.version })}
        </p>
      ) : null}
      {lottery.isError ? <ErrorMessage error={lottery.error} /> : null}
      {id && lottery.isPending ? (
        <p role="status">{t('actions.loading', { ns: 'common' })}</p>
      ) : null}
      {lottery.data ? <DrawPanel lottery={lottery.data} /> : null}
      {campaigns.isError ? <ErrorMessage error={campaigns.error} /> : null}
      {(!id || lottery.data) && campaigns.data ? (
        <LotteryForm key={id ?? 'new'} lottery={lottery.data} />
      ) : null}
    </Page>
  );
}
