/**
 * The demo procurement system (punch-out): a page of its own outside the demo area, one path in
 * both languages. A module of its own because the route table (loaded by every page) needs only
 * this string, not the demo pages' path helpers.
 */
export const DEMO_PROCUREMENT_PATH = '/demo/system-zakupowy';
