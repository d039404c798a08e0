import { useTranslation } from 'react-i18next';
import type { ConsoleCampaignSummary } from '@points/contracts';
import { columnsOf } from '../../../components/data-table';
import { idLink, RecordListPage } from '../../../components/records/record-list-page';
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
      header: t('columns.id'),
      cell: idLink((id) => `/catalogue/campaigns/${id}`),
    }),
    column.accessor('name', { header: t('columns.name') }),
    column.accessor('coupon_count', { header: t('columns.coupons') }),
    ...codeCountColumns(column, (key) => t(`columns.${key}`), count),
    column.accessor('updated_at', {
      header: t('columns.updated'),
      cell: (info) => formatUtc(info.getValue()),
    }),
  ];

  return (
    <RecordListPage
      texts="coupons"
      newPath="/catalogue/campaigns/new"
      list={list}
      query={campaigns}
      columns={columns}
    />
  );
}
