import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemView } from '@points/contracts';
import { PageFrame } from '../../../components/page-frame';
import { Section } from '../../../components/section';
import { Tabs } from '../../../components/tab-list';
import { currentLanguage } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { useGroupItems } from '../api/items-api';
import { ItemGrid } from '../components/item-card';
import { Loading } from '../../../components/loading';

const TABS = ['all', 'item', 'points'] as const;
type Tab = (typeof TABS)[number];

function List() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { data } = useGroupItems(currentLanguage(), signedIn);
  const [tab, setTab] = useState<Tab>('all');
  const show = (item: ItemView) => tab === 'all' || item.trade_point_type === tab;
  return (
    <PageFrame
      title={t('pages.items')}
      crumbs={[{ label: t('pages.usePoint'), to: '/usepoint' }]}
      wide
    >
      {/* The tabs of SPEC.md §2: All, Items, Points types. */}
      <Tabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        idPrefix="tab"
        label={t('items.tabsLabel')}
        labelOf={(name) => t(`items.tabs.${name}`)}
      >
        {!data ? (
          <Loading />
        ) : (
          data.groups
            .map((group) => ({ ...group, items: group.items.filter(show) }))
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <Section key={group.id} id={`group-${group.id}`} title={group.name}>
                <ItemGrid items={group.items} />
              </Section>
            ))
        )}
      </Tabs>
    </PageFrame>
  );
}

/** /items: every item, on the tabs All, Items and Points types. */
export function ItemsPage() {
  return (
    <QueryIsland>
      <List />
    </QueryIsland>
  );
}
