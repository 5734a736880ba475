/** What the build (scripts/vite) reads of the account area: its screens per route and the phone query (data only; the build runs in Node). */
export { ACCOUNT_SCREENS, type AccountScreenRoute } from './accountScreens.ts';
export { PHONE_QUERY } from './ui/phoneQuery.ts';
