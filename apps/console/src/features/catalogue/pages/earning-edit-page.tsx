import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Controller, FormProvider, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_REPEATS,
  EarningCampaignInput,
  GAME_NAMES,
  GAMES,
  GOAL_METRICS,
  LINKED_GAME_RULES,
  type ConsoleEarningCampaign,
  type EarningCampaignInputForm,
  type GoalMetric,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { formatPoints } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { useRecordForm } from '../../../lib/use-record-form';
import { useEarningCampaign, useEarningPreview, useSaveEarningCampaign } from '../api/earning-api';
import {
  PositiveWholeField,
  CountryListField,
  IdField,
  ReasonAndSave,
  SortOrderField,
  useFieldError,
  UtcDateTimeField,
  withoutEmptyReason,
  withoutEmptyTexts,
} from '../components/form-fields';
import { LanguageTextsSection } from '../components/language-texts';
import { RecordStatus } from '../components/record-status';

const baseResolver = zodResolver(EarningCampaignInput);
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver(withoutEmptyReason(withoutEmptyTexts(values)), context, options);

const emptyTexts = { name: '', summary: '', description: '', rules: '' };

function formValuesOf(campaign: ConsoleEarningCampaign | undefined): EarningCampaignInputForm {
  if (campaign) {
    const values: Partial<ConsoleEarningCampaign> = { ...campaign };
    delete values.updated_at;
    delete values.counts;
    return { ...(values as EarningCampaignInputForm), reason: '' };
  }
  return {
    id: '',
    kind: 'claim',
    sort_order: 0,
    published: false,
    starts_at: null as unknown as string,
    ends_at: null as unknown as string,
    repeat: 'none',
    barred_account_countries: [],
    barred_game_countries: [],
    linked_rule: 'none',
    linked_games: [],
    reward_points: 100,
    reward_expiry_days: 90,
    goal: null,
    image: '',
    texts: { en: emptyTexts, ja: emptyTexts },
    version: null,
    reason: '',
  };
}

/** The goal: a metric (none for other kinds) and its target. */
function GoalFields() {
  const { t } = useTranslation('catalogue');
  const { control } = useFormContext<EarningCampaignInputForm>();
  const error = useFieldError();
  return (
    <Controller
      name="goal"
      control={control}
      render={({ field }) => (
        <>
          <Field
            htmlFor="earning-goal-metric"
            label={t('earning.fields.goal_metric')}
            error={error('goal', 'goal')}
          >
            <select
              value={field.value?.metric ?? ''}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  event.target.value
                    ? {
                        metric: event.target.value as GoalMetric,
                        target: field.value?.target ?? 10,
                      }
                    : null,
                )
              }
            >
              <option value="">{t('earning.noGoal')}</option>
              {GOAL_METRICS.map((metric) => (
                <option key={metric} value={metric}>
                  {t(`earning.metrics.${metric}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field htmlFor="earning-goal-target" label={t('earning.fields.goal_target')}>
            <input
              type="number"
              min={1}
              step={1}
              disabled={!field.value}
              value={field.value?.target ?? ''}
              onChange={(event) =>
                field.value &&
                field.onChange({ ...field.value, target: Number(event.target.value) })
              }
            />
          </Field>
        </>
      )}
    />
  );
}

/** The games the rule names, as checkboxes. */
function GamesField() {
  const { t } = useTranslation('catalogue');
  const { control } = useFormContext<EarningCampaignInputForm>();
  const error = useFieldError()('linked_games', 'linked_games');
  return (
    <Controller
      name="linked_games"
      control={control}
      render={({ field }) => (
        <fieldset
          className="cat-checks"
          aria-describedby={error ? 'earning-games-error' : undefined}
        >
          <legend>{t('earning.fields.linked_games')}</legend>
          {GAME_NAMES.map((game) => (
            <label key={game}>
              <input
                type="checkbox"
                checked={(field.value ?? []).includes(game)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? GAME_NAMES.filter((name) => name === game || field.value?.includes(name))
                      : (field.value ?? []).filter((name) => name !== game),
                  )
                }
              />{' '}
              {GAMES[game].name}
            </label>
          ))}
          {error ? (
            <p id="earning-games-error" className="field__error">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}

function EarningFields({
  readOnly,
  creating,
  saving,
  onSubmit,
}: {
  readOnly: boolean;
  creating: boolean;
  saving: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const error = useFieldError();
  const { register } = useFormContext<EarningCampaignInputForm>();
  return (
    <form className="form cat-form" noValidate onSubmit={onSubmit}>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('earning.details')}</legend>
        <div className="cat-grid">
          <IdField idPrefix="earning" creating={creating} />
          <Field htmlFor="earning-kind" label={t('earning.columns.kind')}>
            <select {...register('kind')}>
              {CAMPAIGN_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`earning.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </Field>
          <SortOrderField idPrefix="earning" />
          <Field htmlFor="earning-image" label={t('fields.image')} error={error('image', 'image')}>
            <input type="text" {...register('image')} />
          </Field>
          <div className="field cat-check">
            <label>
              <input
                type="checkbox"
                aria-describedby="earning-published-hint"
                {...register('published')}
              />{' '}
              {t('earning.fields.published')}
            </label>
            <p id="earning-published-hint" className="field__hint">
              {t('earning.fields.publishedHint')}
            </p>
          </div>
        </div>
      </fieldset>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('earning.periodAndReward')}</legend>
        <div className="cat-grid">
          <UtcDateTimeField
            name="starts_at"
            id="earning-starts"
            label={t('earning.fields.starts_at')}
            error={error('starts_at', 'coupon_valid_from')}
          />
          <UtcDateTimeField
            name="ends_at"
            id="earning-ends"
            label={t('earning.fields.ends_at')}
            error={error('ends_at', 'valid_to')}
          />
          <Field htmlFor="earning-repeat" label={t('earning.fields.repeat')}>
            <select {...register('repeat')}>
              {CAMPAIGN_REPEATS.map((repeat) => (
                <option key={repeat} value={repeat}>
                  {t(`earning.repeats.${repeat}`)}
                </option>
              ))}
            </select>
          </Field>
          <PositiveWholeField
            name="reward_points"
            id="earning-points"
            label={t('earning.fields.reward_points')}
            errorKey="reward_points"
          />
          <PositiveWholeField
            name="reward_expiry_days"
            id="earning-expiry"
            label={t('earning.fields.reward_expiry_days')}
            errorKey="reward_expiry_days"
          />
          <GoalFields />
        </div>
      </fieldset>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('earning.whoCanTakePart')}</legend>
        <div className="cat-grid">
          <Field htmlFor="earning-rule" label={t('earning.fields.linked_rule')}>
            <select {...register('linked_rule')}>
              {LINKED_GAME_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`earning.rules.${rule}`)}
                </option>
              ))}
            </select>
          </Field>
          <GamesField />
          <CountryListField
            name="barred_account_countries"
            id="earning-barred-account"
            label={t('fields.barred_account_countries')}
            hint={t('fields.countriesHint')}
            error={error('barred_account_countries', 'countries')}
          />
          <CountryListField
            name="barred_game_countries"
            id="earning-barred-game"
            label={t('fields.barred_game_countries')}
            hint={t('fields.countriesHint')}
            error={error('barred_game_countries', 'countries')}
          />
        </div>
      </fieldset>
      <LanguageTextsSection
        idPrefix="earning-text"
        readOnly={readOnly}
        fields={[
          { name: 'name' },
          { name: 'summary', multiline: true },
          { name: 'description', multiline: true },
          { name: 'rules', multiline: true },
        ]}
      />
      {readOnly ? null : <ReasonAndSave idPrefix="earning" saving={saving} />}
    </form>
  );
}

function EarningForm({ campaign }: { campaign: ConsoleEarningCampaign | undefined }) {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const save = useSaveEarningCampaign();
  const { form, onSubmit } = useRecordForm({
    record: campaign,
    valuesOf: formValuesOf,
    resolver,
    save,
    pathOf: (saved) => `/earning/campaigns/${saved.id}`,
    announceCreated: true,
  });
  return (
    <FormProvider {...form}>
      <EarningFields
        readOnly={!operator.can('editor')}
        creating={!campaign}
        saving={save.isPending}
        onSubmit={onSubmit}
      />
      {save.isSuccess ? <StatusMessage kind="success">{t('earning.saved')}</StatusMessage> : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
    </FormProvider>
  );
}

/** The campaign as one player would see it now: state, reason and what to link. */
function PreviewPanel({ id }: { id: string }) {
  const { t } = useTranslation('catalogue');
  const [player, setPlayer] = useState('');
  const [lang, setLang] = useState('en');
  const preview = useEarningPreview(id, player, lang);
  const view = preview.data?.campaign;
  return (
    <section className="cat-section-block" aria-labelledby="earning-preview">
      <h2 id="earning-preview">{t('earning.preview.title')}</h2>
      <p className="field__hint">{t('earning.preview.hint')}</p>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setPlayer(String(data.get('player') ?? '').trim());
          setLang(String(data.get('lang') ?? 'en'));
        }}
      >
        <label>
          <span>{t('earning.preview.player')}</span>
          <input name="player" type="search" autoComplete="off" />
        </label>
        <label>
          <span>{t('earning.preview.language')}</span>
          <select name="lang" defaultValue="en">
            <option value="en">English</option>
            <option value="ja">日本語</option>
          </select>
        </label>
        <div className="filters__actions">
          <button type="submit" className="primary">
            {t('earning.preview.show')}
          </button>
        </div>
      </form>
      {preview.isError ? <ErrorMessage error={preview.error} /> : null}
      {view && preview.data ? (
        <dl className="cat-facts" aria-live="polite">
          <dt>{t('earning.preview.as')}</dt>
          <dd>
            {preview.data.player.nickname} ({preview.data.player.country})
          </dd>
          <dt>{t('earning.preview.state')}</dt>
          <dd>
            {t(`earning.states.${view.state}`)}
            {view.reason ? ` · ${t(`earning.reasons.${view.reason}`)}` : ''}
          </dd>
          {view.missing_games.length > 0 ? (
            <>
              <dt>{t('earning.preview.missing')}</dt>
              <dd>
                {view.missing_games.map((game) => GAMES[game].name).join(', ')} (
                {t('earning.preview.stillNeeded', { count: view.still_needed })})
              </dd>
            </>
          ) : null}
          {view.progress ? (
            <>
              <dt>{t('earning.preview.progress')}</dt>
              <dd>
                {view.progress.value} / {view.progress.target}
              </dd>
            </>
          ) : null}
          <dt>{t('earning.preview.name')}</dt>
          <dd>{view.name}</dd>
        </dl>
      ) : null}
    </section>
  );
}

/** An earning campaign: its form (publish is its Published box), counts and a preview. */
export function EarningEditPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { id } = useParams();
  const campaign = useEarningCampaign(id);
  const title = id ? t('earning.editTitle', { id }) : t('earning.createTitle');
  const count = (value: number) => formatPoints(value, i18n.language);
  return (
    <Page title={title} actions={<Link to="/earning/campaigns">{t('earning.back')}</Link>}>
      <RecordStatus
        record={campaign.data}
        savedText={t('earning.saved')}
        pending={Boolean(id) && campaign.isPending}
        error={id ? campaign.error : null}
      />
      {campaign.data ? (
        <p>
          {t('earning.countsLine', {
            claims: count(campaign.data.counts.claims),
            players: count(campaign.data.counts.players),
            points: count(campaign.data.counts.points),
          })}
        </p>
      ) : null}
      {!id || campaign.data ? <EarningForm key={id ?? 'new'} campaign={campaign.data} /> : null}
      {id && campaign.data ? <PreviewPanel id={id} /> : null}
    </Page>
  );
}
