/** The current-user response for guests and demo users. */
import { money } from '../../domain/money';
import type { Acl, CurrentUserResponse, GetCurrentUserParams } from '../../generated/model';
import { COMPANY_MAIN, CUSTOMER_SERVICE } from '../db/seed/accounts';
import { getSeed } from '../db/store';
import type { SeedCompany, SeedUser } from '../db/types';
import type { Session } from '../http/auth';
import { findCostCenter } from '../db/budgetRecords';
import { toCostCenter } from '../presenters/costCenter';
import { defaultCostCenterId } from './costCenters';
import { isNewsletterSubscriber } from './newsletter';
import { aclSetting, netPricesOn, userSettings } from './settings';

const DAY = 86_400_000;

/**
 * The catalogue subset a company works with (acl.catalogSubsetType; spec §6 derives the menu's
 * "Minikatalogi" from it): Meblomax sp. z o.o. has its mini-catalogues as recommended selections
 * beside the whole catalogue; the other companies have none.
 */
const CATALOG_SUBSET_TYPES: Partial<Record<number, string>> = { [COMPANY_MAIN]: 'recommended' };

export const catalogSubsetTypeOf = (company: SeedCompany): string | null =>
  company.isPrivateCustomer ? null : (CATALOG_SUBSET_TYPES[company.id] ?? null);

const GUEST_ACL: Acl = {
  showNetPrices: false, canSwitchToOtherAccounts: false, switchFrontendVersionUntilDate: null, invoices: false, reports: false,
  createAddress: false, eInvoiceEnabled: false, allowedToChangeEInvoiceSetting: false, hasBlockedPromotions: false,
  subscribedToNewsletter: false, agreedToTrackingCookies: false, catalogSubsetType: null, ordersForAcceptance: false,
};

export function aclOf(user: SeedUser, company: SeedCompany): Acl {
  const admin = user.roleName === 'admin';
  const business = !company.isPrivateCustomer;
  const until = business && admin && user.otherAccountIds.length ? new Date(getSeed().today.getTime() + 45 * DAY).toISOString().slice(0, 10) : null;
  return {
    showNetPrices: netPricesOn(user),
    canSwitchToOtherAccounts: user.otherAccountIds.length > 0,
    switchFrontendVersionUntilDate: until,
    invoices: true,
    reports: business && (admin || user.roleName === 'onlyData'),
    createAddress: admin,
    // The settings page's switches (services/settings.ts) win over the account's starting values.
    eInvoiceEnabled: aclSetting(user, 'eInvoice', company.hasOffer),
    allowedToChangeEInvoiceSetting: admin,
    hasBlockedPromotions: false,
    subscribedToNewsletter: aclSetting(user, 'newsletter', isNewsletterSubscriber(user.login)),
    agreedToTrackingCookies: aclSetting(user, 'trackingCookies', business),
    catalogSubsetType: catalogSubsetTypeOf(company),
    ordersForAcceptance: user.canApprove,
  };
}

export function currentUserResponse(session: Session, params: GetCurrentUserParams): CurrentUserResponse {
  if (session.kind === 'guest') {
    return {
      user: { id: 0, companyId: null, firstName: '', lastName: '', phone1: '+48', phoneCell: null, email: '', login: 'guest', roleId: 0, roleName: 'noAccess' },
      company: null,
      customerServicePerson: null,
      acl: GUEST_ACL,
      minimumValueLimitation: null,
      defaultCostCenter: null,
      settings: [],
    };
  }
  const { user, company } = session;
  const seed = getSeed();
  // Her default, or her first centre when she may no longer order on it (archived, or taken from her).
  const costCenter = findCostCenter(defaultCostCenterId(user, company));
  return {
    user: {
      id: user.id, companyId: company.id, firstName: user.firstName, lastName: user.lastName, phone1: user.phone1,
      phoneCell: user.phoneCell, email: user.login, login: user.login, roleId: user.roleId, roleName: user.roleName,
    },
    company: { id: company.id, name: company.name, taxId: company.taxId, isPrivateCustomer: company.isPrivateCustomer, hasOffer: company.hasOffer },
    customerServicePerson: params.includeCustomerServicePerson === false || company.isPrivateCustomer ? null : CUSTOMER_SERVICE,
    acl: aclOf(user, company),
    minimumValueLimitation: company.minimumOrderNet === null ? null : money(company.minimumOrderNet, 23),
    defaultCostCenter: params.includeDefaultCostCenter === false || !costCenter ? null : toCostCenter(costCenter, seed),
    settings: userSettings(user),
  };
}
