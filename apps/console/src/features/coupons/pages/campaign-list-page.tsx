import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleCampaignSummary } from '@points/contracts';
import { columnsOf } from '../../../components/data-table';
import { idLink, RecordListPage, TextFilter } from '../../../components/records/record-list-page';
import { formatUtc } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useCount } from '../../../lib/use-count';
import { useCampaigns } from '../api/coupons-api';
import { codeCountColumns } from '../components/code-count-columns';

const column = columnsOf<ConsoleCampaignSummary>();

/** The coupon campaigns with their coupons' codes counted; each opens its coupons. */
export function CampaignListPage() {
  const { t } = useTranslation('coupons');
  const count = useCount();
  const list = useListParams(['q']);
  const filter = { ...list.filter, page: list.page };
  const campaigns = useCampaigns(filter);

  const columns = [
    column.accessor('id', {
      header: t('campaigns.columns.id'),
      cell: idLink((id) => `/catalogue/campaigns/${id}`),
    }),
    column.accessor('name', { header: t('campaigns.columns.name') }),
    column.accessor('coupon_count', { header: t('campaigns.columns.coupons') }),
    ...codeCountColumns(column, (key) => t(`campaigns.columns.${key}`), count),
    column.accessor('updated_at', {
      header: t('campaigns.columns.updated'),
      cell: (info) => formatUtc(info.getValue()),
    }),
  ];

  return (
    <RecordListPage
      title={t('campaigns.title')}
      create={
        <Link className="button primary" to="/catalogue/campaigns/new">
          {t('campaigns.new')}
        </Link>
      }
      list={list}
      filterLabel={t('campaigns.filters')}
      filters={<TextFilter value={filter.q} />}
      query={campaigns}
      caption={t('campaigns.caption')}
      columns={columns}
    />
  );
}
