import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormProvider, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_CHECK_IN_MARGIN_MINUTES,
  FESTIVAL_FIXED_ONCE_DRAWN,
  FESTIVAL_TIMES,
  MAX_CHECK_IN_MARGIN_MINUTES,
  FestivalForm,
  type ConsoleFestival,
  type FestivalFormValues,
  type FestivalInput,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { StatusMessage } from '../../../components/status-message';
import { useOperator } from '../../../lib/session';
import { useRecordForm } from '../../../lib/use-record-form';
import { useFestival, useSaveFestival } from '../api/festival-api';
import {
  IdField,
  PositiveWholeField,
  ReasonAndSave,
  useFieldError,
  UtcDateTimeField,
  withoutEmptyReason,
  withoutEmptyTexts,
} from '../components/form-fields';
import { FestivalError } from '../components/festival-error';
import { LanguageTextsSection } from '../components/language-texts';
import { RecordStatus } from '../components/record-status';

const baseResolver = zodResolver(FestivalForm);
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver(withoutEmptyReason(withoutEmptyTexts(values)), context, options);

/** A time the server refuses (out of order) is shown on its field, as the form would. */
const SERVER_FIELDS = FESTIVAL_TIMES;

const emptyTexts = { name: '', description: '', venue: '' };

function formValuesOf(festival: ConsoleFestival | undefined): FestivalFormValues {
  if (festival) {
    const values: Partial<ConsoleFestival['festival']> = { ...festival.festival };
    delete values.updated_at;
    return { ...(values as FestivalFormValues), reason: '' };
  }
  return {
    id: '',
    published: false,
    pre_registration_from: null as unknown as string,
    pre_registration_to: null as unknown as string,
    draw_at: null as unknown as string,
    registration_to: null as unknown as string,
    event_starts_at: null as unknown as string,
    event_ends_at: null as unknown as string,
    reward_until: null as unknown as string,
    visitor_slots: 100,
    reward_points: 300,
    reward_expiry_days: 90,
    check_in_margin_minutes: DEFAULT_CHECK_IN_MARGIN_MINUTES,
    image: '',
    texts: { en: emptyTexts, ja: emptyTexts },
    version: null,
    reason: '',
  };
}

const fixedOnceDrawn = (field: string) =>
  (FESTIVAL_FIXED_ONCE_DRAWN as readonly string[]).includes(field);

/** What the visitor draw's commitment binds: final once pre-registration has opened. */
const COMMITTED = ['pre_registration_from', 'pre_registration_to', 'visitor_slots'];

function FestivalFields({
  readOnly,
  drawn,
  committed,
  creating,
  saving,
  onSubmit,
}: {
  readOnly: boolean;
  drawn: boolean;
  /** Pre-registration has opened: the committed fields no longer change. */
  committed: boolean;
  creating: boolean;
  saving: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const error = useFieldError();
  const { register } = useFormContext<FestivalFormValues>();
  return (
    <form className="form cat-form" noValidate onSubmit={onSubmit}>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('festival.details')}</legend>
        <div className="cat-grid">
          <IdField idPrefix="festival" creating={creating} />
          <PositiveWholeField
            name="visitor_slots"
            id="festival-slots"
            label={t('festival.fields.visitor_slots')}
            errorKey="visitor_slots"
            readOnly={drawn || committed}
          />
          <PositiveWholeField
            name="reward_points"
            id="festival-points"
            label={t('festival.fields.reward_points')}
            errorKey="reward_points"
          />
          <PositiveWholeField
            name="reward_expiry_days"
            id="festival-expiry"
            label={t('festival.fields.reward_expiry_days')}
            errorKey="reward_expiry_days"
          />
          <Field
            htmlFor="festival-check-in-margin"
            label={t('festival.fields.check_in_margin_minutes')}
            hint={t('festival.fields.check_in_margin_minutesHint')}
            error={error('check_in_margin_minutes', 'check_in_margin_minutes')}
          >
            <input
              type="number"
              min={0}
              max={MAX_CHECK_IN_MARGIN_MINUTES}
              step={1}
              {...register('check_in_margin_minutes', { valueAsNumber: true })}
            />
          </Field>
          <Field
            htmlFor="festival-image"
            label={t('fields.image')}
            error={error('image', 'festival_image')}
          >
            <input type="text" {...register('image')} />
          </Field>
          <div className="field cat-check">
            <label>
              <input
                type="checkbox"
                aria-describedby="festival-published-hint"
                {...register('published')}
              />{' '}
              {t('festival.fields.published')}
            </label>
            <p id="festival-published-hint" className="field__hint">
              {t('festival.fields.publishedHint')}
            </p>
          </div>
        </div>
      </fieldset>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('festival.periods')}</legend>
        <p className="field__hint">{t('festival.periodsHint')}</p>
        {drawn ? <p className="field__hint">{t('festival.drawnFixed')}</p> : null}
        {committed && !drawn ? <p className="field__hint">{t('festival.committedFixed')}</p> : null}
        <div className="cat-grid">
          {FESTIVAL_TIMES.map((name) => (
            <UtcDateTimeField
              key={name}
              name={name}
              id={`festival-${name}`}
              label={t(`festival.fields.${name}`)}
              error={error(name, 'festival_time')}
              readOnly={(drawn && fixedOnceDrawn(name)) || (committed && COMMITTED.includes(name))}
            />
          ))}
        </div>
      </fieldset>
      <LanguageTextsSection
        idPrefix="festival-text"
        readOnly={readOnly}
        fields={[{ name: 'name' }, { name: 'description', multiline: true }, { name: 'venue' }]}
      />
      {readOnly ? null : <ReasonAndSave idPrefix="festival" saving={saving} />}
    </form>
  );
}

function FestivalEditForm({ festival }: { festival: ConsoleFestival | undefined }) {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const save = useSaveFestival();
  const { form, onSubmit } = useRecordForm<FestivalFormValues, FestivalInput, ConsoleFestival>({
    record: festival,
    valuesOf: formValuesOf,
    resolver,
    save,
    pathOf: (saved) => `/festivals/${saved.festival.id}`,
    announceCreated: true,
    serverFields: SERVER_FIELDS,
  });
  return (
    <FormProvider {...form}>
      <FestivalFields
        readOnly={!operator.can('editor')}
        drawn={Boolean(festival?.draw)}
        committed={Boolean(festival) && festival!.phase !== 'upcoming'}
        creating={!festival}
        saving={save.isPending}
        onSubmit={onSubmit}
      />
      {save.isSuccess ? <StatusMessage kind="success">{t('festival.saved')}</StatusMessage> : null}
      {save.isError ? <FestivalError error={save.error} /> : null}
    </FormProvider>
  );
}

/** A festival's settings: periods, places, reward, image, publishing and texts per language. */
export function FestivalEditPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const festival = useFestival(id);
  const title = id ? t('festival.editTitle', { id }) : t('festival.createTitle');
  return (
    <Page
      title={title}
      actions={
        id ? (
          <Link to={`/festivals/${id}`}>{t('festival.backToFestival')}</Link>
        ) : (
          <Link to="/festivals">{t('festival.back')}</Link>
        )
      }
    >
      <RecordStatus
        record={festival.data?.festival}
        savedText={t('festival.saved')}
        pending={Boolean(id) && festival.isPending}
        error={id ? festival.error : null}
      />
      {!id || festival.data ? (
        <FestivalEditForm key={id ?? 'new'} festival={festival.data} />
      ) : null}
    </Page>
  );
}
