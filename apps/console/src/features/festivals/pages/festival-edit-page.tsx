import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
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
import {
  CheckboxField,
  FormSection,
  IdField,
  ImageField,
  NumberField,
  TimesSection,
} from '../../../components/records/form-fields';
import { LanguageTextsSection } from '../../../components/records/language-texts';
import { RecordForm } from '../../../components/records/record-form';
import { RecordPage } from '../../../components/records/record-page';
import { recordResolver } from '../../../lib/record-values';
import { useFestival, useSaveFestival } from '../api/festival-api';
import { FestivalError } from '../components/festival-error';

const resolver = recordResolver(FestivalForm);

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

/**
 * The festival's fields: once its visitors are `drawn`, or pre-registration has opened
 * (`committed`), what the draw and its commitment bind no longer changes.
 */
function FestivalFields({ drawn, committed }: { drawn: boolean; committed: boolean }) {
  const { t } = useTranslation('festivals');
  return (
    <>
      <FormSection legend={t('details')}>
        <IdField />
        <NumberField name="visitor_slots" readOnly={drawn || committed} />
        <NumberField name="reward_points" />
        <NumberField name="reward_expiry_days" />
        <NumberField
          name="check_in_margin_minutes"
          hint={t('fields.check_in_margin_minutesHint')}
          min={0}
          max={MAX_CHECK_IN_MARGIN_MINUTES}
        />
        <ImageField errorKey="festival_image" />
        <CheckboxField name="published" hint={t('fields.publishedHint')} />
      </FormSection>
      <TimesSection
        names={FESTIVAL_TIMES}
        hints={[
          t('periodsHint'),
          drawn && t('drawnFixed'),
          committed && !drawn && t('committedFixed'),
        ]}
        fixed={(name) => (drawn && fixedOnceDrawn(name)) || (committed && COMMITTED.includes(name))}
      />
      <LanguageTextsSection
        fields={[{ name: 'name' }, { name: 'description', multiline: true }, { name: 'venue' }]}
      />
    </>
  );
}

function FestivalEditForm({ festival }: { festival: ConsoleFestival | undefined }) {
  const { t } = useTranslation('festivals');
  const save = useSaveFestival();
  return (
    <RecordForm<FestivalFormValues, FestivalInput, ConsoleFestival>
      texts="festivals"
      savedText={t('saved')}
      record={festival}
      valuesOf={formValuesOf}
      resolver={resolver}
      save={save}
      pathOf={(saved) => `/festivals/${saved.festival.id}`}
      announceCreated
      serverFields={SERVER_FIELDS}
      SaveError={FestivalError}
    >
      <FestivalFields
        drawn={Boolean(festival?.draw)}
        committed={festival !== undefined && festival.phase !== 'upcoming'}
      />
    </RecordForm>
  );
}

/** A festival's settings: periods, places, reward, image, publishing and texts per language. */
export function FestivalEditPage() {
  const { t } = useTranslation('festivals');
  const { id } = useParams();
  const festival = useFestival(id);
  return (
    <RecordPage
      id={id}
      query={festival}
      title={id ? t('editTitle', { id }) : t('createTitle')}
      actions={
        id ? (
          <Link to={`/festivals/${id}`}>{t('backToFestival')}</Link>
        ) : (
          <Link to="/festivals">{t('back')}</Link>
        )
      }
      savedText={t('saved')}
      versionOf={(loaded) => loaded.festival}
      form={(loaded) => <FestivalEditForm festival={loaded} />}
    />
  );
}
