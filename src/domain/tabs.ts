/**
 * Tabs control (spec §2): the active tab lives in the query parameter `tabIndex`. A value is
 * valid when it is a whole number between 1 and count-1; anything else means the first tab (0).
 * Hidden tabs are not listed, and a hidden active tab shows no content.
 */
export const TAB_INDEX_PARAM = 'tabIndex';

export function activeTabIndex(param: string | null | undefined, count: number): number {
  if (param === null || param === undefined || !/^\d+$/.test(param)) return 0;
  const index = Number(param);
  return index >= 1 && index <= count - 1 ? index : 0;
}

export interface TabsState {
  /** Index (in the full list) of the active tab. */
  active: number;
  /** Indexes of the tabs that are listed. */
  listed: number[];
  /** False when the active tab is hidden: no panel is shown. */
  showsContent: boolean;
}

export function tabsState(param: string | null | undefined, tabs: ReadonlyArray<{ hidden?: boolean }>): TabsState {
  const active = activeTabIndex(param, tabs.length);
  const listed = tabs.flatMap((tab, index) => (tab.hidden ? [] : [index]));
  return { active, listed, showsContent: tabs.length > 0 && !tabs[active]?.hidden };
}

/** The query value for a tab: the first tab drops the parameter. */
export function tabIndexParam(index: number): string | null {
  return index > 0 ? String(index) : null;
}
