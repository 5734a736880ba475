/** Contact data of the shop (spec §1: phone 0,29 zł net/min, Mon–Fri 8:00–16:00). */
export const CONTACT = {
  phoneHref: 'tel:+48222902929',
  phone: '22 290 29 29',
  email: 'bok@spinacz.demo',
} as const;

/** The fixed outlet promotion the menu links to (spec §2). */
export const OUTLET_PROMOTION_SLUG = 'outlet';

/** Whether the in-browser demo API runs (no VITE_API_BASE). */
export const isDemoApi = (): boolean => !import.meta.env.VITE_API_BASE;

/** The footer's external links (spec §2): help centre, careers, social profiles. */
export const EXTERNAL_LINKS = {
  helpCentre: 'https://pomoc.spinacz.demo',
  careers: 'https://kariera.spinacz.demo',
  facebook: 'https://www.facebook.com/spinacz.demo',
  linkedin: 'https://www.linkedin.com/company/spinacz-demo',
} as const;
