import { icon } from './icons';

/** The icons of MUI's Alert by severity, for the plain notices and toasts (not in icons.tsx: the chrome does not need them). */
export const SuccessOutlinedSvg = icon('M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57A9.8 9.8 0 0 0 12 2 10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z');
export const ReportProblemOutlinedSvg = icon('M12 5.99 19.53 19H4.47zM2 21h20L12 2zm11-3h-2v-2h2zm0-4h-2v-4h2z');
export const ErrorOutlineOutlinedSvg = icon('M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8');
