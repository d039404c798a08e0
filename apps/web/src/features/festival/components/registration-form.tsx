import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, ATTENDEE_TYPES, ageGroupFits } from '@points/contracts/constants';
import { ERROR_CODES } from '@points/contracts/errors';
import type { AgeGroup, AttendeeType, FestivalRefusal, RegistrationData } from '@points/contracts';
import { ApiError, goToErrorPage, leaveIfVisitEnds } from '../../../lib/api-client';
import { navigate } from '../../../lib/navigation';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useRegister, type FestivalRole } from '../api/festival-api';
import './registration-form.css';

type Field =
  | 'attendee_type'
  | 'age_group'
  | 'attending'
  | 'has_companion'
  | 'companion_code'
  | 'no_mobile_consent'
  | 'confirmed';

interface Values {
  attendee_type: AttendeeType | '';
  age_group: AgeGroup | '';
  attending: 'yes' | 'no' | '';
  has_companion: 'yes' | 'no' | '';
  companion_code: string;
  no_mobile_consent: boolean;
  confirmed: boolean;
}

type Errors = Partial<Record<Field, string>>;

/** Groups of four letters or digits, as the visitor's page shows the code. */
const CODE_PATTERN = /^[A-Z0-9]{4}(-?[A-Z0-9]{4}){2}$/i;

const FIELD_ORDER: Field[] = [
  'companion_code',
  'attendee_type',
  'age_group',
  'attending',
  'has_companion',
  'no_mobile_consent',
  'confirmed',
];

/** SPEC.md §5's rules, here for the player's sake; the server checks every one again. */
function validate(values: Values, role: FestivalRole, hasMobile: boolean): Errors {
  const errors: Errors = {};
  if (role === 'companion') {
    if (!values.companion_code.trim()) errors.companion_code = 'festival.errors.codeRequired';
    else if (!CODE_PATTERN.test(values.companion_code.trim()))
      errors.companion_code = 'festival.errors.codeFormat';
  }
  if (!values.attendee_type) errors.attendee_type = 'festival.errors.attendeeType';
  if (!values.age_group) errors.age_group = 'festival.errors.ageGroup';
  else if (values.attendee_type && !ageGroupFits(values.attendee_type, values.age_group))
    errors.age_group = 'festival.errors.ageMismatch';
  if (role === 'visitor') {
    if (!values.attending) errors.attending = 'festival.errors.attending';
    // Not attending: no companion, so the question is not asked (the server refuses the pair).
    if (values.attending !== 'no' && !values.has_companion)
      errors.has_companion = 'festival.errors.hasCompanion';
  }
  if (!hasMobile && !values.no_mobile_consent) errors.no_mobile_consent = 'festival.errors.consent';
  if (!values.confirmed) errors.confirmed = 'festival.errors.confirmed';
  return errors;
}

const REFUSALS = new Set<FestivalRefusal>([
  'registration_closed',
  'already_registered',
  'own_code',
]);

/** What a refused registration says: the field it names, or a message for the whole form. */
function refusalOf(error: unknown): { field?: Field; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ERROR_CODES.NOT_DRAWN_FOR_VISIT) return { message: 'error.messages.4047' };
  if (error.code === ERROR_CODES.COMPANION_CODE_USED)
    return { field: 'companion_code', message: 'error.messages.4048' };
  if (error.code === ERROR_CODES.INVALID_PARAMETER && error.field) {
    if (error.field === 'companion_code')
      return { field: 'companion_code', message: 'festival.errors.codeUnknown' };
    if (FIELD_ORDER.includes(error.field as Field))
      return { field: error.field as Field, message: 'festival.errors.checkField' };
  }
  if (REFUSALS.has(error.reason as FestivalRefusal))
    return { message: `festival.refusals.${error.reason}` };
  return null;
}

function Choices<T extends string>({
  name,
  legend,
  options,
  labelOf,
  value,
  onChange,
  error,
}: {
  name: Field;
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T | '';
  onChange: (value: T) => void;
  error: ReactNode;
}) {
  const errorId = `festival-${name}-error`;
  return (
    <fieldset
      className="field festival-choices"
      id={`festival-${name}`}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="festival-choices__options">
        {options.map((option) => (
          <label key={option} className="festival-choice">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Registration as a visitor or a companion (SPEC.md §3, §5): attendee type, age group that fits
 * it, for a visitor whether they attend and bring a companion, for a companion the visitor's code;
 * the linked mobile account or the consent that the arena activity is not open without one; and
 * the required tickbox. Errors show by their fields and in a summary that takes the focus.
 */
export function RegistrationForm({
  festivalId,
  role,
  data,
  initialCode = '',
}: {
  festivalId: string;
  role: FestivalRole;
  data: RegistrationData;
  initialCode?: string;
}) {
  const { t } = useTranslation();
  const register = useRegister(festivalId);
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();
  const summaryId = useId();
  const [values, setValues] = useState<Values>({
    attendee_type: '',
    age_group: '',
    attending: '',
    has_companion: '',
    companion_code: initialCode,
    no_mobile_consent: false,
    confirmed: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mobile = data.mobile_account;

  const update = <K extends keyof Values>(field: K, value: Values[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the player has tried to send, errors follow their corrections.
    if (submitted) setErrors(validate(next, role, mobile !== null));
  };

  const submit = async () => {
    setSubmitted(true);
    setProblem(null);
    const found = validate(values, role, mobile !== null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusSummary();
      return;
    }
    const common = {
      attendee_type: values.attendee_type as AttendeeType,
      age_group: values.age_group as AgeGroup,
      no_mobile_consent: mobile === null && values.no_mobile_consent,
      confirmed: values.confirmed,
    };
    try {
      await register.mutateAsync(
        role === 'visitor'
          ? {
              role,
              body: {
                ...common,
                attending: values.attending === 'yes',
                has_companion: values.attending === 'yes' && values.has_companion === 'yes',
              },
            }
          : { role, body: { ...common, companion_code: values.companion_code.trim() } },
      );
    } catch (failure) {
      if (leaveIfVisitEnds(failure)) return;
      const refusal = refusalOf(failure);
      if (!refusal) {
        goToErrorPage(navigate, failure instanceof ApiError ? failure.code : 503);
        return;
      }
      if (refusal.field) setErrors({ [refusal.field]: refusal.message });
      else setProblem(refusal.message);
      focusSummary();
    }
  };

  const errorOf = (field: Field) => (errors[field] ? t(errors[field]) : null);
  const shown = FIELD_ORDER.filter((field) => errors[field]);
  const tickId = 'festival-confirmed';
  const consentId = 'festival-no_mobile_consent';

  return (
    <form
      className="form festival-form"
      noValidate
      aria-labelledby="festival-form-title"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="festival-form-title" className="section__title">
        {t(role === 'visitor' ? 'festival.form.visitorTitle' : 'festival.form.companionTitle')}
      </h2>
      {(shown.length > 0 || problem) && (
        <div ref={summaryRef} id={summaryId} className="form__summary" role="alert" tabIndex={-1}>
          <p>{problem ? t(problem) : t('festival.errors.summary')}</p>
          {shown.length > 0 && (
            <ul>
              {shown.map((field) => (
                <li key={field}>
                  <a href={`#festival-${field}`}>{t(errors[field]!)}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="muted">{t('festival.form.allRequired')}</p>

      {role === 'companion' && (
        <div className="field">
          <label htmlFor="festival-companion_code">{t('festival.form.companionCode')}</label>
          <p id="festival-code-hint" className="field__hint">
            {t('festival.form.companionCodeHint')}
          </p>
          <input
            id="festival-companion_code"
            name="companion_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.companion_code}
            aria-invalid={errors.companion_code ? true : undefined}
            aria-describedby={
              errors.companion_code
                ? 'festival-code-hint festival-companion_code-error'
                : 'festival-code-hint'
            }
            onChange={(event) => update('companion_code', event.target.value)}
          />
          {errors.companion_code && (
            <p id="festival-companion_code-error" className="field__error">
              {t(errors.companion_code)}
            </p>
          )}
        </div>
      )}

      <Choices
        name="attendee_type"
        legend={t('festival.form.attendeeType')}
        options={ATTENDEE_TYPES}
        labelOf={(option) => t(`festival.attendeeTypes.${option}`)}
        value={values.attendee_type}
        onChange={(value) => update('attendee_type', value)}
        error={errorOf('attendee_type')}
      />
      <Choices
        name="age_group"
        legend={t('festival.form.ageGroup')}
        options={AGE_GROUPS}
        labelOf={(option) => t(`festival.ageGroups.${option}`)}
        value={values.age_group}
        onChange={(value) => update('age_group', value)}
        error={errorOf('age_group')}
      />
      {role === 'visitor' && (
        <>
          <Choices
            name="attending"
            legend={t('festival.form.attending')}
            options={['yes', 'no'] as const}
            labelOf={(option) => t(`festival.form.${option}`)}
            value={values.attending}
            onChange={(value) => update('attending', value)}
            error={errorOf('attending')}
          />
          {values.attending !== 'no' && (
            <>
              <Choices
                name="has_companion"
                legend={t('festival.form.hasCompanion')}
                options={['yes', 'no'] as const}
                labelOf={(option) => t(`festival.form.${option}`)}
                value={values.has_companion}
                onChange={(value) => update('has_companion', value)}
                error={errorOf('has_companion')}
              />
              <p className="field__hint">{t('festival.form.companionHint')}</p>
            </>
          )}
        </>
      )}

      <section className="festival-mobile" aria-labelledby="festival-mobile-title">
        <h3 id="festival-mobile-title" className="festival-mobile__title">
          {t('festival.form.mobileAccount')}
        </h3>
        {mobile ? (
          <dl className="facts">
            <dt>{t('festival.form.gameUserId')}</dt>
            <dd>{mobile.game_user_id}</dd>
            <dt>{t('festival.form.gameUserName')}</dt>
            <dd>{mobile.game_user_name}</dd>
          </dl>
        ) : (
          <>
            <p>{t('festival.form.noMobileAccount')}</p>
            <div className="checkbox-field">
              <input
                id={consentId}
                type="checkbox"
                checked={values.no_mobile_consent}
                aria-invalid={errors.no_mobile_consent ? true : undefined}
                aria-describedby={errors.no_mobile_consent ? `${consentId}-error` : undefined}
                onChange={(event) => update('no_mobile_consent', event.target.checked)}
              />
              <label htmlFor={consentId}>{t('festival.form.consent')}</label>
            </div>
            {errors.no_mobile_consent && (
              <p id={`${consentId}-error`} className="field__error">
                {t(errors.no_mobile_consent)}
              </p>
            )}
          </>
        )}
      </section>

      <div className="checkbox-field">
        <input
          id={tickId}
          type="checkbox"
          checked={values.confirmed}
          aria-invalid={errors.confirmed ? true : undefined}
          aria-describedby={errors.confirmed ? `${tickId}-error` : undefined}
          onChange={(event) => update('confirmed', event.target.checked)}
        />
        <label htmlFor={tickId}>{t('festival.form.tick')}</label>
      </div>
      {errors.confirmed && (
        <p id={`${tickId}-error`} className="field__error">
          {t(errors.confirmed)}
        </p>
      )}

      {/* Not re-click guarded: a corrected form is sent again at once; a pending one is not. */}
      <button type="submit" className="button button--primary" disabled={register.isPending}>
        {t('festival.form.submit')}
      </button>
    </form>
  );
}
