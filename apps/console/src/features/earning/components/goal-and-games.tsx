import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import {
  GAME_NAMES,
  GAMES,
  GOAL_METRICS,
  type EarningCampaignInputForm,
  type GoalMetric,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { useFieldError } from '../../../components/records/form-fields';

/** The goal: a metric (none for other kinds) and its target. */
export function GoalFields() {
  const { t } = useTranslation('earning');
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
            label={t('fields.goal_metric')}
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
              <option value="">{t('noGoal')}</option>
              {GOAL_METRICS.map((metric) => (
                <option key={metric} value={metric}>
                  {t(`metrics.${metric}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field htmlFor="earning-goal-target" label={t('fields.goal_target')}>
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
export function GamesField() {
  const { t } = useTranslation('earning');
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
          <legend>{t('fields.linked_games')}</legend>
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
