import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CouponInput, type ConsoleCoupon, type CouponInputForm } from '@points/contracts';
import {
  CheckboxField,
  FormSection,
  IdField,
  ImageField,
  InputField,
  NumberField,
  SortOrderField,
  UtcDateTimeField,
} from '../../../components/records/form-fields';
import { LanguageTextsSection } from '../../../components/records/language-texts';
import { RecordForm } from '../../../components/records/record-form';
import { RecordPage } from '../../../components/records/record-page';
import { recordResolver } from '../../../lib/record-values';
import { useCoupon, useSaveCoupon } from '../api/coupons-api';
import { CodePoolPanel } from '../components/code-pool-panel';

const resolver = recordResolver(CouponInput);

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

function CouponFields() {
  const { t } = useTranslation('coupons');
  return (
    <>
      <FormSection legend={t('coupon.details')}>
        <IdField />
        <InputField name="campaign_id" autoComplete="off" />
        <SortOrderField />
        <NumberField name="cost" />
        <ImageField />
      </FormSection>
      <FormSection legend={t('coupon.validity')}>
        <UtcDateTimeField name="valid_from" errorKey="coupon_valid_from" />
        <UtcDateTimeField name="valid_to" />
        <NumberField name="issue_limit" />
        <NumberField name="holding_limit" />
        <CheckboxField name="issuing" hint={t('fields.issuingHint')} />
      </FormSection>
      <LanguageTextsSection
        fields={[
          { name: 'name' },
          { name: 'terms', multiline: true },
          { name: 'notes', multiline: true },
        ]}
      />
    </>
  );
}

function CouponForm({
  coupon,
  campaignId,
}: {
  coupon: ConsoleCoupon | undefined;
  campaignId: string;
}) {
  const { t } = useTranslation('coupons');
  const save = useSaveCoupon();
  return (
    <RecordForm
      texts="coupons"
      savedText={t('coupon.saved')}
      record={coupon}
      valuesOf={(record: ConsoleCoupon | undefined) => formValuesOf(record, campaignId)}
      resolver={resolver}
      save={save}
      pathOf={(saved) => `/catalogue/coupons/${saved.id}`}
      announceCreated
    >
      <CouponFields />
    </RecordForm>
  );
}

/** A coupon: its edit form (or a new coupon's) and its code pool. */
export function CouponPage() {
  const { t } = useTranslation('coupons');
  const { id } = useParams();
  const [params] = useSearchParams();
  const coupon = useCoupon(id);
  const campaignId = coupon.data?.campaign_id ?? params.get('campaign') ?? '';
  return (
    <RecordPage
      id={id}
      query={coupon}
      title={id ? t('coupon.editTitle', { id }) : t('coupon.createTitle')}
      actions={
        <Link to={campaignId ? `/catalogue/campaigns/${campaignId}` : '/catalogue/campaigns'}>
          {t('coupon.back')}
        </Link>
      }
      savedText={t('coupon.saved')}
      versionOf={(record) => record}
      form={(record) => <CouponForm coupon={record} campaignId={campaignId} />}
    >
      {coupon.data ? (
        <CodePoolPanel couponId={coupon.data.id} codes={coupon.data.codes} />
      ) : (
        <p className="field__hint">{t('pool.saveFirst')}</p>
      )}
    </RecordPage>
  );
}
