import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormProvider, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CampaignInput,
  type CampaignInputForm,
  type ConsoleCampaign,
  type ConsoleCouponSummary,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { useRecordForm } from '../../../lib/use-record-form';
import { useCampaign, useSaveCampaign } from '../api/catalogue-api';
import {
  useFieldError,
  withoutEmptyReason,
  withoutEmptyTexts,
  ReasonAndSave,
  IdField,
  SortOrderField,
} from '../components/form-fields';
import { LanguageTexts } from '../components/language-texts';
import { RecordStatus } from '../components/record-status';

const baseResolver = zodResolver(CampaignInput);
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver(withoutEmptyReason(withoutEmptyTexts(values)), context, options);

const formValuesOf = (campaign: ConsoleCampaign | undefined): CampaignInputForm =>
  campaign
    ? {
        id: campaign.id,
        sort_order: campaign.sort_order,
        image: campaign.image,
        texts: campaign.texts,
        reason: '',
      }
    : {
        id: '',
        sort_order: 0,
        image: '',
        texts: { en: { name: '', description: '' }, ja: { name: '', description: '' } },
        reason: '',
      };

function CampaignForm({ campaign }: { campaign: ConsoleCampaign | undefined }) {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const readOnly = !operator.can('editor');
  const save = useSaveCampaign(campaign ? 'update' : 'create');
  const { form, onSubmit } = useRecordForm({
    record: campaign,
    valuesOf: formValuesOf,
    resolver,
    save,
    pathOf: (saved) => `/catalogue/campaigns/${saved.id}`,
    announceCreated: true,
  });
  return (
    <FormProvider {...form}>
      <CampaignFields
        readOnly={readOnly}
        creating={!campaign}
        saving={save.isPending}
        onSubmit={onSubmit}
      />
      {save.isSuccess ? <StatusMessage kind="success">{t('campaign.saved')}</StatusMessage> : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
    </FormProvider>
  );
}

function CampaignFields({
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
  const { register } = useFormContext<CampaignInputForm>();
  return (
    <form className="form cat-form" noValidate onSubmit={onSubmit}>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('campaign.details')}</legend>
        <div className="cat-grid">
          <IdField idPrefix="campaign" creating={creating} />
          <SortOrderField idPrefix="campaign" />
          <Field htmlFor="campaign-image" label={t('fields.image')} error={error('image', 'image')}>
            <input type="text" {...register('image')} />
          </Field>
        </div>
        <LanguageTexts
          idPrefix="campaign-text"
          disabled={readOnly}
          fields={[{ name: 'name' }, { name: 'description', multiline: true }]}
        />
      </fieldset>
      {readOnly ? null : <ReasonAndSave idPrefix="campaign" saving={saving} />}
    </form>
  );
}

const column = columnsOf<ConsoleCouponSummary>();

function CampaignCoupons({ campaign }: { campaign: ConsoleCampaign }) {
  const { t, i18n } = useTranslation('catalogue');
  const count = (value: number) => formatPoints(value, i18n.language);
  const columns = [
    column.accessor('id', {
      header: t('coupon.columns.id'),
      cell: (info) => <Link to={`/catalogue/coupons/${info.getValue()}`}>{info.getValue()}</Link>,
    }),
    column.accessor('name', { header: t('coupon.columns.name') }),
    column.accessor('cost', {
      header: t('coupon.columns.cost'),
      cell: (info) => count(info.getValue()),
    }),
    column.display({
      id: 'validity',
      header: t('coupon.columns.validity'),
      cell: (info) =>
        t('coupon.validity_range', {
          from: formatUtc(info.row.original.valid_from),
          to: formatUtc(info.row.original.valid_to),
        }),
    }),
    column.display({
      id: 'limits',
      header: t('coupon.columns.limits'),
      cell: (info) =>
        `${count(info.row.original.issue_limit)} / ${count(info.row.original.holding_limit)}`,
    }),
    column.accessor('issuing', {
      header: t('coupon.columns.issuing'),
      cell: (info) => (info.getValue() ? t('yesNo.yes') : t('yesNo.no')),
    }),
    column.display({
      id: 'issued',
      header: t('coupon.columns.issued'),
      cell: (info) => count(info.row.original.codes.issued),
    }),
    column.display({
      id: 'left',
      header: t('coupon.columns.left'),
      cell: (info) => count(info.row.original.codes.free),
    }),
    column.display({
      id: 'withheld',
      header: t('coupon.columns.withheld'),
      cell: (info) => count(info.row.original.codes.withheld),
    }),
  ];
  return (
    <DataTable
      caption={t('campaign.coupons')}
      columns={columns}
      rows={campaign.coupons}
      rowId={(row) => row.id}
    />
  );
}

/** A coupon campaign: its edit form, and its coupons with their codes counted. */
export function CampaignPage() {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const { id } = useParams();
  const campaign = useCampaign(id);
  const title = id ? t('campaign.editTitle', { id }) : t('campaign.createTitle');
  return (
    <Page
      title={title}
      actions={
        <>
          {id && operator.can('editor') ? (
            <Link className="button primary" to={`/catalogue/coupons/new?campaign=${id}`}>
              {t('campaign.newCoupon')}
            </Link>
          ) : null}
          <Link to="/catalogue/campaigns">{t('campaign.back')}</Link>
        </>
      }
    >
      <RecordStatus
        savedText={t('campaign.saved')}
        pending={Boolean(id) && campaign.isPending}
        error={id ? campaign.error : null}
      />
      {!id || campaign.data ? <CampaignForm key={id ?? 'new'} campaign={campaign.data} /> : null}
      {campaign.data ? (
        <section className="cat-section-block" aria-labelledby="campaign-coupons">
          <h2 id="campaign-coupons">{t('campaign.coupons')}</h2>
          <CampaignCoupons campaign={campaign.data} />
        </section>
      ) : null}
    </Page>
  );
}
