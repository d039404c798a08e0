import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PRIZE_DELIVERIES, type LotteryInputForm } from '@points/contracts';
import { Field } from '../../../components/field';
import {
  FormSection,
  InputField,
  NumberField,
  SelectField,
  useFieldId,
} from '../../../components/records/form-fields';
import { useRecordFormState } from '../../../components/records/record-form-state';

export const emptyPrize = (): LotteryInputForm['prizes'][number] => ({
  quantity: 1,
  delivery: 'shipped',
  game: null,
  game_item: null,
  image: '',
  texts: { en: { name: '', details: '' }, ja: { name: '', details: '' } },
});

/** An empty text is no game (a shipped prize has none). */
const orNull = (value: string) => value || null;

/** One prize: how many, how it reaches the winner, its image and its texts in English and Japanese. */
function PrizeFields({ index, slotsFixed }: { index: number; slotsFixed: boolean }) {
  const { t } = useTranslation('lotteries');
  const { t: shared } = useTranslation('records');
  const path = `prizes.${index}` as const;
  return (
    <>
      <NumberField
        name={`${path}.quantity`}
        label={t('fields.quantity')}
        errorKey="quantity"
        readOnly={slotsFixed}
      />
      <SelectField
        name={`${path}.delivery`}
        label={t('fields.delivery')}
        values={PRIZE_DELIVERIES}
        labelOf={(delivery) => t(`deliveries.${delivery}`)}
      />
      <InputField
        name={`${path}.game`}
        label={t('fields.game')}
        hint={t('fields.gameHint')}
        errorKey="prize_game"
        options={{ setValueAs: orNull }}
      />
      <InputField
        name={`${path}.game_item`}
        label={t('fields.game_item')}
        errorKey={null}
        options={{ setValueAs: orNull }}
      />
      <InputField name={`${path}.image`} label={shared('fields.image')} errorKey={null} />
      {(['en', 'ja'] as const).map((language) => (
        <InputField
          key={language}
          name={`${path}.texts.${language}.name`}
          label={t('fields.prizeName', { language })}
          errorKey="name"
          lang={language}
        />
      ))}
      {(['en', 'ja'] as const).map((language) => (
        <PrizeDetails key={language} path={path} language={language} />
      ))}
    </>
  );
}

/** A prize's details in one language. */
function PrizeDetails({ path, language }: { path: `prizes.${number}`; language: 'en' | 'ja' }) {
  const { t } = useTranslation('lotteries');
  const id = useFieldId(`${path}.texts.${language}.details`);
  const { register } = useFormContext<LotteryInputForm>();
  return (
    <Field htmlFor={id} label={t('fields.prizeDetails', { language })}>
      <textarea rows={2} lang={language} {...register(`${path}.texts.${language}.details`)} />
    </Field>
  );
}

/**
 * The prizes, in the order the draw hands them out. Once entries are open their number and
 * quantities are bound by the commitment (`slotsFixed`); their texts may still change.
 */
export function PrizesField({ slotsFixed }: { slotsFixed: boolean }) {
  const { t } = useTranslation('lotteries');
  const { readOnly } = useRecordFormState();
  const { control } = useFormContext<LotteryInputForm>();
  const prizes = useFieldArray({ control, name: 'prizes' });
  return (
    <fieldset disabled={readOnly} className="cat-section">
      <legend>{t('prizes')}</legend>
      <p className="field__hint">{t('prizesHint')}</p>
      {prizes.fields.map((prize, index) => (
        <FormSection
          key={prize.id}
          legend={t('prize', { number: index + 1 })}
          after={
            prizes.fields.length > 1 && !readOnly && !slotsFixed ? (
              <button type="button" onClick={() => prizes.remove(index)}>
                {t('removePrize', { number: index + 1 })}
              </button>
            ) : null
          }
        >
          <PrizeFields index={index} slotsFixed={slotsFixed} />
        </FormSection>
      ))}
      {readOnly || slotsFixed ? null : (
        <button type="button" onClick={() => prizes.append(emptyPrize())}>
          {t('addPrize')}
        </button>
      )}
    </fieldset>
  );
}
