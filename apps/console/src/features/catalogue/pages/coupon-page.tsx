import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormProvider, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CouponInput, type ConsoleCoupon, type CouponInputForm } from '@points/contracts';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';

import { useOperator } from '../../../lib/session';
import { useRecordForm } from '../../../lib/use-record-form';
import { useCoupon, useSaveCoupon } from '../api/catalogue-api';
import { CodePoolPanel } from '../components/code-pool-panel';
import {
  PositiveWholeField,
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

const baseResolver = zodResolver(CouponInput);
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver(withoutEmptyReason(withoutEmptyTexts(values)), context, options);

const emptyTexts = { name: '', terms: '', notes: '' };

function formValuesOf(coupon: ConsoleCoupon | undefined, campaignId: string): CouponInputForm {
  if (coupon) {
    const values: Partial<ConsoleCoupon> = { ...coupon };
    delete values.updated_at;
    delete values.codes;
    return { ...(values as CouponInputForm), reason: '' };
  }
  return {
    id: '',
    campaign_id: campaignId,
    sort_order: 0,
    cost: 100,
    // The form's empty dates: the schema asks for both.
    valid_from: null as unknown as string,
    valid_to: null as unknown as string,
    issue_limit: 100,
    holding_limit: 1,
    issuing: true,
    image: '',
    texts: { en: emptyTexts, ja: emptyTexts },
    version: null,
    reason: '',
  };
}

function CouponFields({
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
  const { register } = useFormContext<CouponInputForm>();
  return (
    <form className="form cat-form" noValidate onSubmit={onSubmit}>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('coupon.details')}</legend>
        <div className="cat-grid">
          <IdField idPrefix="coupon" creating={creating} />
          <Field
            htmlFor="coupon-campaign"
            label={t('fields.campaign_id')}
            error={error('campaign_id', 'campaign_id')}
          >
            <input type="text" autoComplete="off" {...register('campaign_id')} />
          </Field>
          <SortOrderField idPrefix="coupon" />
          <PositiveWholeField
            name="cost"
            id="coupon-cost"
            label={t('fields.cost')}
            errorKey="cost"
          />
          <Field htmlFor="coupon-image" label={t('fields.image')} error={error('image', 'image')}>
            <input type="text" {...register('image')} />
          </Field>
        </div>
      </fieldset>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('coupon.validity')}</legend>
        <div className="cat-grid">
          <UtcDateTimeField
            name="valid_from"
            id="coupon-valid-from"
            label={t('fields.valid_from')}
            error={error('valid_from', 'coupon_valid_from')}
          />
          <UtcDateTimeField
            name="valid_to"
            id="coupon-valid-to"
            label={t('fields.valid_to')}
            error={error('valid_to', 'valid_to')}
          />
          <PositiveWholeField
            name="issue_limit"
            id="coupon-issue-limit"
            label={t('fields.issue_limit')}
            errorKey="issue_limit"
          />
          <PositiveWholeField
            name="holding_limit"
            id="coupon-holding-limit"
            label={t('fields.holding_limit')}
            errorKey="holding_limit"
          />
          <div className="field cat-check">
            <label>
              <input
                type="checkbox"
                aria-describedby="coupon-issuing-hint"
                {...register('issuing')}
              />{' '}
              {t('fields.issuing')}
            </label>
            <p id="coupon-issuing-hint" className="field__hint">
              {t('fields.issuingHint')}
            </p>
          </div>
        </div>
      </fieldset>
      <LanguageTextsSection
        idPrefix="coupon-text"
        readOnly={readOnly}
        fields={[
          { name: 'name' },
          { name: 'terms', multiline: true },
          { name: 'notes', multiline: true },
        ]}
      />
      {readOnly ? null : <ReasonAndSave idPrefix="coupon" saving={saving} />}
    </form>
  );
}

function CouponForm({
  coupon,
  campaignId,
}: {
  coupon: ConsoleCoupon | undefined;
  campaignId: string;
}) {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const save = useSaveCoupon();
  const { form, onSubmit } = useRecordForm({
    record: coupon,
    valuesOf: (record: ConsoleCoupon | undefined) => formValuesOf(record, campaignId),
    resolver,
    save,
    pathOf: (saved) => `/catalogue/coupons/${saved.id}`,
    announceCreated: true,
  });
  return (
    <FormProvider {...form}>
      <CouponFields
        readOnly={!operator.can('editor')}
        creating={!coupon}
        saving={save.isPending}
        onSubmit={onSubmit}
      />
      {save.isSuccess ? <StatusMessage kind="success">{t('coupon.saved')}</StatusMessage> : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
    </FormProvider>
  );
}

/** A coupon: its edit form (or a new coupon's) and its code pool. */
export function CouponPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const [params] = useSearchParams();
  const coupon = useCoupon(id);
  const campaignId = coupon.data?.campaign_id ?? params.get('campaign') ?? '';
  const title = id ? t('coupon.editTitle', { id }) : t('coupon.createTitle');
  return (
    <Page
      title={title}
      actions={
        <Link to={campaignId ? `/catalogue/campaigns/${campaignId}` : '/catalogue/campaigns'}>
          {t('coupon.back')}
        </Link>
      }
    >
      <RecordStatus
        record={coupon.data}
        savedText={t('coupon.saved')}
        pending={Boolean(id) && coupon.isPending}
        error={id ? coupon.error : null}
      />
      {!id || coupon.data ? (
        <CouponForm key={id ?? 'new'} coupon={coupon.data} campaignId={campaignId} />
      ) : null}
      {coupon.data ? (
        <CodePoolPanel couponId={coupon.data.id} codes={coupon.data.codes} />
      ) : (
        <p className="field__hint">{t('pool.saveFirst')}</p>
      )}
    </Page>
  );
}
