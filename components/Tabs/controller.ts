import { createTabGroupStore, indexAfterKey, readStoredIndex, writeStoredIndex } from '../lib/tab-state';

/**
 * What makes a tab set work, on its DOM: clicks and arrow keys select a tab, tab sets with the same
 * group id switch together, and the choice per group is remembered (localStorage). The same code runs
 * for a set React rendered (components/Tabs calls it after mount) and for one that is still the
 * server's markup on the first load (components/Islands calls it), so there is one behaviour.
 */
const store = createTabGroupStore();

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Reading the property itself throws when storage is blocked.
    return undefined;
  }
}

function show(tabs: HTMLElement[], panels: HTMLElement[], index: number): void {
  tabs.forEach((tab, at) => {
    tab.setAttribute('aria-selected', String(at === index));
    tab.tabIndex = at === index ? 0 : -1;
  });
  panels.forEach((panel, at) => {
    panel.hidden = at !== index;
  });
}

/** Activates one tab set (`.mf-tabs`); returns the function that deactivates it. Idempotent. */
export function activateTabs(root: HTMLElement): () => void {
  if (root.dataset.tabsActive !== undefined) return () => {};
  root.dataset.tabsActive = '';
  const list = root.querySelector<HTMLElement>(':scope > [role="tablist"]');
  const tabs = Array.from(list?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? []);
  const panels = Array.from(root.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]'));
  const groupId = root.dataset.group || undefined;
  const count = tabs.length;
  let current = Math.max(0, tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));

  const apply = (index: number) => {
    current = index;
    show(tabs, panels, index);
  };
  const select = (index: number) => {
    apply(index);
    if (!groupId) return;
    store.set(groupId, index);
    writeStoredIndex(browserStorage(), groupId, index);
  };

  // The remembered choice of the group, applied after the first render so server and browser agree.
  const remembered = groupId ? (store.get(groupId) ?? readStoredIndex(browserStorage(), groupId, count)) : undefined;
  if (remembered !== undefined && remembered < count) apply(remembered);

  const onClick = (event: MouseEvent) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    const index = tab ? tabs.indexOf(tab) : -1;
    if (index >= 0) select(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = indexAfterKey(event.key, current, count);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabs[next]?.focus();
  };
  list?.addEventListener('click', onClick);
  list?.addEventListener('keydown', onKeyDown);
  const unsubscribe = groupId
    ? store.subscribe(groupId, (index) => {
        if (index < count && index !== current) apply(index);
      })
    : () => {};
  return () => {
    list?.removeEventListener('click', onClick);
    list?.removeEventListener('keydown', onKeyDown);
    unsubscribe();
    delete root.dataset.tabsActive;
  };
}
