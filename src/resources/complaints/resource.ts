import type { ResourceDescriptor } from '../resourceDescriptor.ts';

/** The complaints and returns filed by the account (both types; the lists narrow by `type`). */
export const COMPLAINTS_RESOURCE = 'complaints';
/** Orders with something that may still be complained about or returned (the wizard's step 1). */
export const COMPLAINT_ORDERS_RESOURCE = 'complaint-orders';
/** Delivery documents (WZ): the autocomplete of step 1 and `load`, one document's positions (step 2). */
export const COMPLAINT_DOCUMENTS_RESOURCE = 'complaint-documents';

/** Complaints and returns: the lists (returns, complaints; also in the returns iframe), one complaint, filing one. */
export const complaints = {
  name: COMPLAINTS_RESOURCE,
  routes: { list: 'dashboard-returns', show: 'dashboard-returns-slug' },
  screens: {
    'dashboard-returns': 'complaints/ReturnsList',
    'dashboard-returns-slug': 'complaints/ComplaintShow',
    'dashboard-complaints': 'complaints/ComplaintsList',
  },
  embeddedScreens: {
    'dashboard-returns-iframe': 'complaints/ReturnsIframeList',
    'dashboard-returns-iframe-slug': 'complaints/ReturnIframeShow',
  },
  binding: 'complaints/complaintsResource#complaintsBinding',
} as const satisfies ResourceDescriptor;

export const complaintOrders = {
  name: COMPLAINT_ORDERS_RESOURCE,
  binding: 'complaints/complaintsResource#complaintOrdersBinding',
  lookup: true,
} as const satisfies ResourceDescriptor;

export const complaintDocuments = {
  name: COMPLAINT_DOCUMENTS_RESOURCE,
  binding: 'complaints/complaintsResource#complaintDocumentsBinding',
  lookup: true,
} as const satisfies ResourceDescriptor;
