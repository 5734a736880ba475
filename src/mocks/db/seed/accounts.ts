import type { SeedCompany, SeedCostCenter, SeedUser } from '../types';

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'Spinacz123!';

export interface DemoAccount {
  login: string;
  password: string;
  description: string;
}

/** Demo logins (README, login page hints, tests). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { login: 'klient@spinacz.demo', password: DEMO_PASSWORD, description: 'Klient indywidualny (osoba prywatna), kilka zamówień w historii.' },
  { login: 'kupiec@firma.demo', password: DEMO_PASSWORD, description: 'Kupujący w firmie Meblomax sp. z o.o.; zamawia na centra kosztowe z limitami.' },
  { login: 'akceptant@firma.demo', password: DEMO_PASSWORD, description: 'Administrator i akceptant zamówień; przełącza się między Meblomax sp. z o.o. i Meblomax Logistyka sp. z o.o.' },
  { login: 'dane@firma.demo', password: DEMO_PASSWORD, description: 'Użytkownik tylko do wglądu w dane (rola onlyData) w firmie Meblomax sp. z o.o.' },
];

export const GUEST_LOGIN = 'guest';

export const COMPANY_MAIN = 1001;
export const COMPANY_LOGISTICS = 1002;
export const COMPANY_PRIVATE = 2001;

/** A valid Polish NIP (tax id) from its first nine digits. */
export function nip(first9: string): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const check = weights.reduce((sum, weight, i) => sum + weight * Number(first9[i]), 0) % 11;
  return `${first9}${check === 10 ? 0 : check}`;
}

export function buildCompanies(adultCategoryIds: number[]): SeedCompany[] {
  return [
    { id: COMPANY_MAIN, name: 'Meblomax sp. z o.o.', taxId: nip('778145632'), isPrivateCustomer: false, hasOffer: true, city: 'Poznań', minimumOrderNet: null, blockedCategoryIds: [], procurementOrigins: ['https://srm.meblomax.demo'] },
    { id: COMPANY_LOGISTICS, name: 'Meblomax Logistyka sp. z o.o.', taxId: nip('789170045'), isPrivateCustomer: false, hasOffer: false, city: 'Września', minimumOrderNet: 100, blockedCategoryIds: adultCategoryIds },
    { id: COMPANY_PRIVATE, name: 'Anna Kowalczyk', taxId: null, isPrivateCustomer: true, hasOffer: false, city: 'Kraków', minimumOrderNet: null, blockedCategoryIds: [] },
  ];
}

/**
 * Monthly net limits. Meblomax's three kinds for checkout: Administracja a hard limit that may not be
 * exceeded, Marketing a hard limit that may be exceeded after approval, Dział IT no limit. The limits
 * sit above the seeded month's spending (at most ≈ 17 000 zł and ≈ 6 000 zł), so something is always left.
 */
export const COST_CENTERS: SeedCostCenter[] = [
  { id: 11, companyId: COMPANY_MAIN, name: 'Administracja', limit: 20000, isLimitHard: true, canExceedAfterApproval: false },
  { id: 12, companyId: COMPANY_MAIN, name: 'Marketing', limit: 8000, isLimitHard: true, canExceedAfterApproval: true },
  { id: 13, companyId: COMPANY_MAIN, name: 'Dział IT', limit: null, isLimitHard: false, canExceedAfterApproval: false },
  { id: 14, companyId: COMPANY_MAIN, name: 'Produkcja – hala B', limit: 8000, isLimitHard: false, canExceedAfterApproval: false },
  { id: 21, companyId: COMPANY_LOGISTICS, name: 'Magazyn Września', limit: 5000, isLimitHard: true, canExceedAfterApproval: true },
  { id: 22, companyId: COMPANY_LOGISTICS, name: 'Biuro spedycji', limit: null, isLimitHard: false, canExceedAfterApproval: false },
];

const user = (fields: Partial<SeedUser> & Pick<SeedUser, 'id' | 'companyId' | 'login' | 'firstName' | 'lastName' | 'roleId' | 'roleName'>): SeedUser => ({
  password: DEMO_PASSWORD,
  phone1: '+48',
  phoneCell: null,
  canApprove: false,
  defaultCostCenterId: null,
  netPricesDefault: 'on',
  netPricesReadOnly: false,
  otherAccountIds: [],
  subscribedToNewsletter: false,
  ...fields,
});

/** Role ids: 1 admin, 2 buyer, 3 approver, 4 onlyData (0 is the guest). */
export const USERS: SeedUser[] = [
  user({ id: 1, companyId: COMPANY_PRIVATE, login: 'klient@spinacz.demo', firstName: 'Anna', lastName: 'Kowalczyk', roleId: 1, roleName: 'admin', phone1: '+48 512 345 678', netPricesDefault: 'off', subscribedToNewsletter: true }),
  user({ id: 2, companyId: COMPANY_MAIN, login: 'kupiec@firma.demo', firstName: 'Piotr', lastName: 'Zieliński', roleId: 2, roleName: 'buyer', phone1: '+48 61 852 40 12', phoneCell: '+48 601 220 318', defaultCostCenterId: 11 }),
  user({ id: 3, companyId: COMPANY_MAIN, login: 'akceptant@firma.demo', firstName: 'Magdalena', lastName: 'Wójcik', roleId: 1, roleName: 'admin', phone1: '+48 61 852 40 10', canApprove: true, defaultCostCenterId: 12, otherAccountIds: [4], subscribedToNewsletter: true }),
  user({ id: 4, companyId: COMPANY_LOGISTICS, login: 'akceptant@firma.demo', firstName: 'Magdalena', lastName: 'Wójcik', roleId: 1, roleName: 'admin', phone1: '+48 61 437 90 05', canApprove: true, defaultCostCenterId: 21, otherAccountIds: [3], subscribedToNewsletter: true }),
  user({ id: 5, companyId: COMPANY_MAIN, login: 'dane@firma.demo', firstName: 'Tomasz', lastName: 'Lewandowski', roleId: 4, roleName: 'onlyData', netPricesReadOnly: true }),
  user({ id: 6, companyId: COMPANY_MAIN, login: 'k.wisniewska@firma.demo', password: '', firstName: 'Katarzyna', lastName: 'Wiśniewska', roleId: 2, roleName: 'buyer', defaultCostCenterId: 12 }),
  user({ id: 7, companyId: COMPANY_MAIN, login: 'm.kaminski@firma.demo', password: '', firstName: 'Marek', lastName: 'Kamiński', roleId: 2, roleName: 'buyer', defaultCostCenterId: 14 }),
  user({ id: 8, companyId: COMPANY_LOGISTICS, login: 'j.dabrowska@firma.demo', password: '', firstName: 'Joanna', lastName: 'Dąbrowska', roleId: 2, roleName: 'buyer', defaultCostCenterId: 21 }),
];

export const CUSTOMER_SERVICE = {
  firstName: 'Katarzyna',
  lastName: 'Zielińska',
  email: 'k.zielinska@spinacz.demo',
  phone: '+48 61 555 12 34',
};
