import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemView } from '@points/contracts';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { useGroupItems } from '../api/items-api';
import { ItemGrid } from '../components/item-card';

const TABS = ['all', 'item', 'points'] as const;
type Tab = (typeof TABS)[number];

/** The tabs of SPEC.md §2 (All, Items, Points types), as an ARIA tab list with arrow keys. */
function Tabs({
  tab,
  onChange,
  panelId,
}: {
  tab: Tab;
  onChange: (tab: Tab) => void;
  panelId: string;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={t('items.tabsLabel')}>
      {TABS.map((name) => (
        <button
          key={name}
          id={`tab-${name}`}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab === name}
          aria-controls={panelId}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onChange(name)}
          onKeyDown={onKeyDown}
        >
          {t(`items.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}

function List() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { data } = useGroupItems(currentLanguage(), signedIn);
  const [tab, setTab] = useState<Tab>('all');
  const panelId = useId();
  const show = (item: ItemView) => tab === 'all' || item.trade_point_type === tab;
  return (
    <PageFrame
      title={t('pages.items')}
      crumbs={[{ label: t('pages.usePoint'), to: '/usepoint' }]}
      wide
    >
      <Tabs tab={tab} onChange={setTab} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={`tab-${tab}`} className="tab-panel">
        {!data ? (
          <div className="page-loading" aria-busy="true" />
        ) : (
          data.groups
            .map((group) => ({ ...group, items: group.items.filter(show) }))
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <section key={group.id} className="section" aria-labelledby={`group-${group.id}`}>
                <h2 id={`group-${group.id}`} className="section__title">
                  {group.name}
                </h2>
                <ItemGrid items={group.items} />
              </section>
            ))
        )}
      </div>
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
