import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './tab-list.css';

/** The id of a tab's button, for its panel's `aria-labelledby`. */
export const tabId = (idPrefix: string, tab: string) => `${idPrefix}-${tab}`;

/** A focused tab that the list's sideways scroll half hides comes whole into view. */
const showWhole = (tab: HTMLElement) =>
  // (jsdom has no scrollIntoView.)
  tab.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

/**
 * An ARIA tab list (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys move between
 * tabs (wrapping), Home and End go to the first and the last; the panel is the caller's. A list
 * wider than the screen scrolls sideways, with a shadow at an edge with more tabs beyond it.
 */
export function TabList<Tab extends string>({
  tabs,
  active,
  onChange,
  panelId,
  idPrefix,
  label,
  labelOf,
}: {
  tabs: readonly Tab[];
  active: Tab;
  onChange: (tab: Tab) => void;
  panelId: string;
  /** Prefix of the tabs' ids (`tabId`). */
  idPrefix: string;
  /** The list's accessible name. */
  label: string;
  labelOf: (tab: Tab) => string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index + last) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[last]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((name) => (
        <button
          key={name}
          id={tabId(idPrefix, name)}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={active === name}
          aria-controls={panelId}
          tabIndex={active === name ? 0 : -1}
          onClick={() => onChange(name)}
          onKeyDown={onKeyDown}
          onFocus={(event) => showWhole(event.currentTarget)}
        >
          {labelOf(name)}
        </button>
      ))}
    </div>
  );
}

/** The tab list and its one panel, which shows the active tab's content. */
export function Tabs<Tab extends string>({
  panelClassName = 'tab-panel',
  children,
  ...list
}: Omit<Parameters<typeof TabList<Tab>>[0], 'panelId'> & {
  panelClassName?: string;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <>
      <TabList {...list} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(list.idPrefix, list.active)}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
