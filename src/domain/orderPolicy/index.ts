/**
 * The order policy: one set of pure rules every path that creates or changes a cart, an order or an
 * order line asks (checkout, edit-order lines, quick order, list → cart, copy/reorder, company switch,
 * punch-out, accept/reject). See README "Order policy" and docs/adr/0001-order-policy-in-domain.md.
 */
export * from './roleAbilities';
export * from './allowedCostCentres';
export * from './limitDecision';
export * from './editRule';
export * from './quantityRule';
export * from './approvalChain';
