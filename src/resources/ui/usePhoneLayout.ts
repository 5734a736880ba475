import useMediaQuery from '@mui/material/useMediaQuery';
import { PHONE_QUERY } from './phoneQuery';

/** Whether the account area is on a phone-sized screen, answered on the first render. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, { noSsr: true });
}
