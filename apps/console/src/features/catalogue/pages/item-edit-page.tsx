import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormProvider, useFieldArray, useFormContext, type useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DELIVERY_PLATFORMS,
  ITEM_RESETS,
  ItemInput,
  TRADE_POINT_TYPES,
  type ConsoleItem,
  type ConsoleItemGroup,
  type ItemInputForm,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';

import { useOperator } from '../../../lib/session';
import { useRecordForm } from '../../../lib/use-record-form';
import { useItem, useItemGroups, useSaveItem } from '../api/catalogue-api';
import {
  CountryListField,
  nullableNumber,
  useFieldError,
  UtcDateTimeField,
  withoutEmptyReason,
  withoutEmptyTexts,
  ReasonAndSave,
  IdField,
  SortOrderField,
} from '../components/form-fields';
import { LanguageTextsSection } from '../components/language-texts';
import { RecordStatus } from '../components/record-status';

const baseResolver = zodResolver(ItemInput);
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver(withoutEmptyReason(withoutEmptyTexts(values)), context, options);

const emptyTexts = { name: '', description: '', details: '' };

function formValuesOf(item: ConsoleItem | undefined, groups: ConsoleItemGroup[]): ItemInputForm {
  if (item) {
    const values: Partial<ConsoleItem> = { ...item };
    delete values.updated_at;
    return { ...(values as ItemInputForm), reason: '' };
  }
  return {
    id: '',
    group_id: groups[0]?.id ?? '',
    sort_order: 0,
    cost: 100,
    trade_point_type: 'item',
    image: '',
    exchange_limit: null,
    reset: 'none',
    reset_minute: 0,
    valid_from: null,
    valid_to: null,
    barred_account_countries: [],
    barred_game_countries: [],
    texts: { en: emptyTexts, ja: emptyTexts },
    variants: [{ platform: 'steam', content_id: '', sku: '' }],
    version: null,
    reason: '',
  };
}

/** What only the server checks, shown on its field when refused. */
const SERVER_FIELDS = ['group_id'] as const;

function ItemForm({ item, groups }: { item: ConsoleItem | undefined; groups: ConsoleItemGroup[] }) {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const save = useSaveItem();
  const readOnly = !operator.can('editor');
  const { form, onSubmit } = useRecordForm({
    record: item,
    valuesOf: (record: ConsoleItem | undefined) => formValuesOf(record, groups),
    resolver,
    save,
    pathOf: (saved) => `/catalogue/items/${saved.id}`,
    announceCreated: true,
    // A 400 naming a field the form cannot check (a group deleted meanwhile) is shown on it.
    serverFields: SERVER_FIELDS,
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const { register } = form;

  return (
    <FormProvider {...form}>
      <ItemFormBody
        readOnly={readOnly}
        creating={!item}
        groups={groups}
        variants={variants}
        register={register}
        saving={save.isPending}
        onSubmit={onSubmit}
      />
      {save.isSuccess ? <StatusMessage kind="success">{t('item.saved')}</StatusMessage> : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
    </FormProvider>
  );
}

type VariantsArray = ReturnType<typeof useFieldArray<ItemInputForm, 'variants'>>;

function ItemFormBody({
  readOnly,
  creating,
  groups,
  variants,
  register,
  saving,
  onSubmit,
}: {
  readOnly: boolean;
  creating: boolean;
  groups: ConsoleItemGroup[];
  variants: VariantsArray;
  register: ReturnType<typeof useForm<ItemInputForm, unknown, ItemInput>>['register'];
  saving: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const error = useFieldError();
  const { formState } = useFormContext<ItemInputForm>();
  // The list's own rule (one platform at least, each once), not one of its rows' fields.
  const variantsError = Boolean(
    formState.errors.variants?.message ?? formState.errors.variants?.root?.message,
  );
  return (
    <form className="form cat-form" noValidate onSubmit={onSubmit}>
      {readOnly ? <StatusMessage kind="info">{t('item.readOnly')}</StatusMessage> : null}
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('item.general')}</legend>
        <div className="cat-grid">
          <IdField idPrefix="item" creating={creating} />
          <Field
            htmlFor="item-group"
            label={t('fields.group_id')}
            error={error('group_id', 'group_id')}
          >
            <select {...register('group_id')}>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </Field>
          <SortOrderField idPrefix="item" />
          <Field htmlFor="item-cost" label={t('fields.cost')} error={error('cost', 'cost')}>
            <input type="number" min={1} step={1} {...register('cost', { valueAsNumber: true })} />
          </Field>
          <Field
            htmlFor="item-type"
            label={t('fields.trade_point_type')}
            error={error('trade_point_type', 'trade_point_type')}
          >
            <select {...register('trade_point_type')}>
              {TRADE_POINT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field htmlFor="item-image" label={t('fields.image')} error={error('image', 'image')}>
            <input type="text" {...register('image')} />
          </Field>
        </div>
      </fieldset>

      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('item.limits')}</legend>
        <div className="cat-grid">
          <Field
            htmlFor="item-limit"
            label={t('fields.exchange_limit')}
            hint={t('fields.exchange_limitHint')}
            error={error('exchange_limit', 'exchange_limit')}
          >
            <input
              type="number"
              min={1}
              step={1}
              {...register('exchange_limit', { setValueAs: nullableNumber })}
            />
          </Field>
          <Field htmlFor="item-reset" label={t('fields.reset')} error={error('reset', 'reset')}>
            <select {...register('reset')}>
              {ITEM_RESETS.map((reset) => (
                <option key={reset} value={reset}>
                  {t(`resets.${reset}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            htmlFor="item-reset-minute"
            label={t('fields.reset_minute')}
            error={error('reset_minute', 'reset_minute')}
          >
            <input
              type="number"
              min={0}
              max={1439}
              step={1}
              {...register('reset_minute', { valueAsNumber: true })}
            />
          </Field>
          <UtcDateTimeField
            name="valid_from"
            id="item-valid-from"
            label={t('fields.valid_from')}
            hint={t('fields.periodHint')}
            error={error('valid_from', 'valid_from')}
          />
          <UtcDateTimeField
            name="valid_to"
            id="item-valid-to"
            label={t('fields.valid_to')}
            hint={t('fields.periodHint')}
            error={error('valid_to', 'valid_to')}
          />
        </div>
      </fieldset>

      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('item.variants')}</legend>
        <p className="field__hint">{t('item.variantsHint')}</p>
        {variantsError ? (
          <p className="field__error" role="alert">
            {t('invalid.variants')}
          </p>
        ) : null}
        {variants.fields.map((variant, index) => (
          <div
            key={variant.id}
            className="cat-row"
            role="group"
            aria-label={t('variants.row', { n: index + 1 })}
          >
            <Field
              htmlFor={`variant-${index}-platform`}
              label={t('fields.platform')}
              error={error(`variants.${index}.platform`, 'variants')}
            >
              <select {...register(`variants.${index}.platform`)}>
                {DELIVERY_PLATFORMS.map((platform) => (
                  <option key={platform} value={platform}>
                    {t(`platforms.${platform}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              htmlFor={`variant-${index}-content`}
              label={t('fields.content_id')}
              error={error(`variants.${index}.content_id`, 'content_id')}
            >
              <input type="text" {...register(`variants.${index}.content_id`)} />
            </Field>
            <Field
              htmlFor={`variant-${index}-sku`}
              label={t('fields.sku')}
              error={error(`variants.${index}.sku`, 'sku')}
            >
              <input type="text" {...register(`variants.${index}.sku`)} />
            </Field>
            {!readOnly && variants.fields.length > 1 ? (
              <button type="button" onClick={() => variants.remove(index)}>
                {t('variants.remove')}
              </button>
            ) : null}
          </div>
        ))}
        {!readOnly && variants.fields.length < DELIVERY_PLATFORMS.length ? (
          <button
            type="button"
            onClick={() => {
              const used = new Set(variants.fields.map((field) => field.platform));
              const platform = DELIVERY_PLATFORMS.find((p) => !used.has(p)) ?? 'steam';
              variants.append({ platform, content_id: '', sku: '' });
            }}
          >
            {t('variants.add')}
          </button>
        ) : null}
      </fieldset>

      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('item.countries')}</legend>
        <div className="cat-grid">
          <CountryListField
            name="barred_account_countries"
            id="item-barred-account"
            label={t('fields.barred_account_countries')}
            hint={t('fields.countriesHint')}
            error={error('barred_account_countries', 'countries')}
          />
          <CountryListField
            name="barred_game_countries"
            id="item-barred-game"
            label={t('fields.barred_game_countries')}
            hint={t('fields.countriesHint')}
            error={error('barred_game_countries', 'countries')}
          />
        </div>
      </fieldset>

      <LanguageTextsSection
        idPrefix="item-text"
        readOnly={readOnly}
        fields={[
          { name: 'name' },
          { name: 'description', multiline: true },
          { name: 'details', multiline: true },
        ]}
      />

      {readOnly ? null : <ReasonAndSave idPrefix="item" saving={saving} />}
    </form>
  );
}

/** An item's edit form (or a new item's): every field, variants, bars and texts per language. */
export function ItemEditPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const creating = !id;
  const groups = useItemGroups();
  const item = useItem(id);
  const title = creating ? t('item.createTitle') : t('item.editTitle', { id });
  const loading = groups.isPending || (!creating && item.isPending);
  const failure = groups.error ?? (creating ? null : item.error);
  return (
    <Page title={title} actions={<Link to="/catalogue/items">{t('item.back')}</Link>}>
      <RecordStatus
        record={item.data}
        savedText={t('item.saved')}
        pending={loading}
        error={failure}
      />
      {!loading && !failure ? (
        <ItemForm key={id ?? 'new'} item={item.data} groups={groups.data ?? []} />
      ) : null}
    </Page>
  );
}
