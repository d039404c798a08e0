import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  CampaignInput,
  type CampaignInputForm,
  type ConsoleCampaign,
  type ConsoleCouponSummary,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import {
  FormSection,
  IdField,
  ImageField,
  SortOrderField,
} from '../../../components/records/form-fields';
import { LanguageTexts } from '../../../components/records/language-texts';
import { RecordForm } from '../../../components/records/record-form';
import { idLink, Period } from '../../../components/records/record-list-page';
import { RecordPage } from '../../../components/records/record-page';
import { recordResolver } from '../../../lib/record-values';
import { useOperator } from '../../../lib/session';
import { useCount } from '../../../lib/use-count';
import { useCampaign, useSaveCampaign } from '../api/coupons-api';
import { codeCountColumns } from '../components/code-count-columns';

const resolver = recordResolver(CampaignInput);

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
  const { t } = useTranslation('coupons');
  const save = useSaveCampaign(campaign ? 'update' : 'create');
  return (
    <RecordForm
      texts="coupons"
      savedText={t('campaign.saved')}
      record={campaign}
      valuesOf={formValuesOf}
      resolver={resolver}
      save={save}
      pathOf={(saved) => `/catalogue/campaigns/${saved.id}`}
      announceCreated
    >
      <FormSection
        legend={t('campaign.details')}
        after={
          <LanguageTexts fields={[{ name: 'name' }, { name: 'description', multiline: true }]} />
        }
      >
        <IdField />
        <SortOrderField />
        <ImageField />
      </FormSection>
    </RecordForm>
  );
}

const column = columnsOf<ConsoleCouponSummary>();

function CampaignCoupons({ campaign }: { campaign: ConsoleCampaign }) {
  const { t } = useTranslation('coupons');
  const count = useCount();
  const columns = [
    column.accessor('id', {
      header: t('coupon.columns.id'),
      cell: idLink((id) => `/catalogue/coupons/${id}`),
    }),
    column.accessor('name', { header: t('coupon.columns.name') }),
    column.accessor('cost', {
      header: t('coupon.columns.cost'),
      cell: (info) => count(info.getValue()),
    }),
    column.display({
      id: 'validity',
      header: t('coupon.columns.validity'),
      cell: (info) => (
        <Period from={info.row.original.valid_from} to={info.row.original.valid_to} />
      ),
    }),
    column.display({
      id: 'limits',
      header: t('coupon.columns.limits'),
      cell: (info) =>
        `${count(info.row.original.issue_limit)} / ${count(info.row.original.holding_limit)}`,
    }),
    column.accessor('issuing', {
      header: t('coupon.columns.issuing'),
      cell: (info) => t(info.getValue() ? 'yesNo.yes' : 'yesNo.no', { ns: 'records' }),
    }),
    ...codeCountColumns(column, (key) => t(`coupon.columns.${key}`), count),
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
  const { t } = useTranslation('coupons');
  const operator = useOperator();
  const { id } = useParams();
  const campaign = useCampaign(id);
  return (
    <RecordPage
      id={id}
      query={campaign}
      title={id ? t('campaign.editTitle', { id }) : t('campaign.createTitle')}
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
      savedText={t('campaign.saved')}
      form={(record) => <CampaignForm campaign={record} />}
    >
      {campaign.data ? (
        <section className="cat-section-block" aria-labelledby="campaign-coupons">
          <h2 id="campaign-coupons">{t('campaign.coupons')}</h2>
          <CampaignCoupons campaign={campaign.data} />
        </section>
      ) : null}
    </RecordPage>
  );
}
