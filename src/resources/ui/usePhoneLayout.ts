import useMediaQuery from '@mui/material/useMediaQuery';

/** Below this width the account area takes its phone layout (lists as cards, filters folded away). */
export const PHONE_QUERY = '(max-width:767.95px)';

/** Whether the account area is on a phone-sized screen, answered on the first render. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, { noSsr: true });
}
