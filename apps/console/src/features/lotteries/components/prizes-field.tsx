import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PRIZE_DELIVERIES, type LotteryInputForm } from '@points/contracts';
import { Field } from '../../../components/field';
import {
  FormSection,
  InputField,
  PositiveWholeField,
  SelectField,
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
function PrizeFields({ index }: { index: number }) {
  const { t } = useTranslation('lotteries');
  const { t: shared } = useTranslation('records');
  const { register } = useFormContext<LotteryInputForm>();
  const id = (name: string) => `lottery-prize-${index}-${name}`;
  const path = `prizes.${index}` as const;
  return (
    <>
      <SelectField
        name={`${path}.delivery`}
        id={id('delivery')}
        label={t('fields.delivery')}
        values={PRIZE_DELIVERIES}
        labelOf={(delivery) => t(`deliveries.${delivery}`)}
      />
      <InputField
        name={`${path}.game`}
        id={id('game')}
        label={t('fields.game')}
        hint={t('fields.gameHint')}
        errorKey="prize_game"
        options={{ setValueAs: orNull }}
      />
      <InputField
        name={`${path}.game_item`}
        id={id('game-item')}
        label={t('fields.game_item')}
        errorKey={null}
        options={{ setValueAs: orNull }}
      />
      <InputField
        name={`${path}.image`}
        id={id('image')}
        label={shared('fields.image')}
        errorKey={null}
      />
      {(['en', 'ja'] as const).map((language) => (
        <InputField
          key={language}
          name={`${path}.texts.${language}.name`}
          id={id(`name-${language}`)}
          label={t('fields.prizeName', { language })}
          errorKey="name"
          lang={language}
        />
      ))}
      {(['en', 'ja'] as const).map((language) => (
        <Field
          key={language}
          htmlFor={id(`details-${language}`)}
          label={t('fields.prizeDetails', { language })}
        >
          <textarea rows={2} lang={language} {...register(`${path}.texts.${language}.details`)} />
        </Field>
      ))}
    </>
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
          <PositiveWholeField
            name={`prizes.${index}.quantity`}
            id={`lottery-prize-${index}-quantity`}
            label={t('fields.quantity')}
            errorKey="quantity"
            readOnly={slotsFixed}
          />
          <PrizeFields index={index} />
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
