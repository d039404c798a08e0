import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  DELIVERY_PLATFORMS,
  ITEM_RESETS,
  ItemInput,
  TRADE_POINT_TYPES,
  type ConsoleItem,
  type ConsoleItemGroup,
  type ItemInputForm,
} from '@points/contracts';
import {
  BarredCountriesFields,
  FormSection,
  IdField,
  ImageField,
  InputField,
  NumberField,
  SelectField,
  SortOrderField,
  UtcDateTimeField,
} from '../../../components/records/form-fields';
import { LanguageTextsSection } from '../../../components/records/language-texts';
import { RecordForm } from '../../../components/records/record-form';
import { useRecordFormState } from '../../../components/records/record-form-state';
import { RecordPage } from '../../../components/records/record-page';
import { StatusMessage } from '../../../components/status-message';
import { nullableNumber, recordResolver } from '../../../lib/record-values';
import { useItem, useItemGroups, useSaveItem } from '../api/items-api';

const resolver = recordResolver(ItemInput);

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

/** How the item reaches each game: one row per platform, each platform once. */
function VariantsSection() {
  const { t } = useTranslation('items');
  const { readOnly } = useRecordFormState();
  const { control, formState } = useFormContext<ItemInputForm>();
  const variants = useFieldArray({ control, name: 'variants' });
  // The list's own rule (one platform at least, each once), not one of its rows' fields.
  const variantsError = Boolean(
    formState.errors.variants?.message ?? formState.errors.variants?.root?.message,
  );
  return (
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
          <SelectField
            name={`variants.${index}.platform`}
            label={t('fields.platform')}
            values={DELIVERY_PLATFORMS}
            labelOf={(platform) => t(`platforms.${platform}`)}
            errorKey="variants"
          />
          <InputField
            name={`variants.${index}.content_id`}
            label={t('fields.content_id')}
            errorKey="content_id"
          />
          <InputField name={`variants.${index}.sku`} label={t('fields.sku')} errorKey="sku" />
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
  );
}

function ItemFields({ groups }: { groups: ConsoleItemGroup[] }) {
  const { t } = useTranslation('items');
  const { readOnly } = useRecordFormState();
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  return (
    <>
      {readOnly ? <StatusMessage kind="info">{t('item.readOnly')}</StatusMessage> : null}
      <FormSection legend={t('item.general')}>
        <IdField />
        <SelectField
          name="group_id"
          values={groups.map((group) => group.id)}
          labelOf={(id) => groupNames.get(id) ?? id}
          errorKey="group_id"
        />
        <SortOrderField />
        <NumberField name="cost" />
        <SelectField
          name="trade_point_type"
          values={TRADE_POINT_TYPES}
          labelOf={(type) => t(`types.${type}`)}
          errorKey="trade_point_type"
        />
        <ImageField />
      </FormSection>

      <FormSection legend={t('item.limits')}>
        <InputField
          name="exchange_limit"
          hint={t('fields.exchange_limitHint')}
          type="number"
          min={1}
          step={1}
          options={{ setValueAs: nullableNumber }}
        />
        <SelectField
          name="reset"
          values={ITEM_RESETS}
          labelOf={(reset) => t(`resets.${reset}`)}
          errorKey="reset"
        />
        <NumberField name="reset_minute" min={0} max={1439} />
        <UtcDateTimeField name="valid_from" hint={t('fields.periodHint')} />
        <UtcDateTimeField name="valid_to" hint={t('fields.periodHint')} />
      </FormSection>

      <VariantsSection />

      <FormSection legend={t('item.countries')}>
        <BarredCountriesFields />
      </FormSection>

      <LanguageTextsSection
        fields={[
          { name: 'name' },
          { name: 'description', multiline: true },
          { name: 'details', multiline: true },
        ]}
      />
    </>
  );
}

function ItemForm({ item, groups }: { item: ConsoleItem | undefined; groups: ConsoleItemGroup[] }) {
  const { t } = useTranslation('items');
  const save = useSaveItem();
  return (
    <RecordForm
      texts="items"
      savedText={t('item.saved')}
      record={item}
      valuesOf={(record: ConsoleItem | undefined) => formValuesOf(record, groups)}
      resolver={resolver}
      save={save}
      pathOf={(saved) => `/catalogue/items/${saved.id}`}
      announceCreated
      // A 400 naming a field the form cannot check (a group deleted meanwhile) is shown on it.
      serverFields={SERVER_FIELDS}
    >
      <ItemFields groups={groups} />
    </RecordForm>
  );
}

/** An item's edit form (or a new item's): every field, variants, bars and texts per language. */
export function ItemEditPage() {
  const { t } = useTranslation('items');
  const { id } = useParams();
  const groups = useItemGroups();
  const item = useItem(id);
  return (
    <RecordPage
      id={id}
      query={item}
      needs={groups}
      title={id ? t('item.editTitle', { id }) : t('item.createTitle')}
      actions={<Link to="/catalogue/items">{t('item.back')}</Link>}
      savedText={t('item.saved')}
      versionOf={(record) => record}
      form={(record) => <ItemForm item={record} groups={groups.data ?? []} />}
    />
  );
}
