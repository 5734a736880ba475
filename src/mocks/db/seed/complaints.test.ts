import { describe, expect, it } from 'vitest';
import { canStillReturn } from '../../../domain/complaints/returnPeriod';
import { buildSeed } from './index';
import { COMPANY_LOGISTICS, COMPANY_MAIN, COMPANY_PRIVATE } from './accounts';

const TODAY = new Date('2026-06-15T00:00:00Z');
const seed = buildSeed({ today: TODAY });
const status = (complaint: (typeof seed.complaints)[number]) => complaint.history[complaint.history.length - 1].status;
const ALL = ['accepted', 'awaitingGoods', 'completed', 'inReview', 'registered', 'rejected'];

describe('seeded delivery notes', () => {
  it('has one WZ per shipped or delivered order, with the order lines', () => {
    const shipped = seed.orders.filter((order) => order.status === 'shipped' || order.status === 'delivered');
    expect(seed.deliveryDocuments).toHaveLength(shipped.length);
    for (const document of seed.deliveryDocuments) {
      const order = seed.orders.find((candidate) => candidate.id === document.orderId)!;
      expect(document.number).toBe(`WZ/${document.issuedAt.slice(0, 4)}/${document.issuedAt.slice(5, 7)}/${order.number.slice(-6)}`);
      expect(document.positions.map((position) => [position.productId, position.quantity])).toEqual(order.lines.map((line) => [line.productId, line.quantity]));
      expect(document.deliveredAt !== null).toBe(order.status === 'delivered');
    }
  });
});

describe('seeded complaints and returns', () => {
  it('are deterministic', () => {
    const again = buildSeed({ today: TODAY });
    expect(again.complaints.map((complaint) => [complaint.number, complaint.positionId, complaint.quantity, status(complaint)]))
      .toEqual(seed.complaints.map((complaint) => [complaint.number, complaint.positionId, complaint.quantity, status(complaint)]));
  });

  it('cover every status of both types for both companies, and every complaint status for the private customer', () => {
    for (const companyId of [COMPANY_MAIN, COMPANY_LOGISTICS]) {
      for (const type of ['R-nt', 'RZ']) {
        const statuses = new Set(seed.complaints.filter((complaint) => complaint.companyId === companyId && complaint.type === type).map(status));
        expect([...statuses].sort()).toEqual(ALL);
      }
    }
    const hers = seed.complaints.filter((complaint) => complaint.companyId === COMPANY_PRIVATE);
    expect([...new Set(hers.filter((complaint) => complaint.type === 'R-nt').map(status))].sort()).toEqual(ALL);
    expect(hers.some((complaint) => complaint.type === 'RZ')).toBe(true);
    expect(seed.complaints.filter((complaint) => complaint.companyId === COMPANY_MAIN).length).toBeGreaterThan(24);
  });

  it('never complain about more than was delivered, and only about delivered notes of their own company', () => {
    const covered = new Map<number, number>();
    for (const complaint of seed.complaints) covered.set(complaint.positionId, (covered.get(complaint.positionId) ?? 0) + complaint.quantity);
    for (const complaint of seed.complaints) {
      const document = seed.deliveryDocuments.find((candidate) => candidate.id === complaint.documentId)!;
      const position = document.positions.find((candidate) => candidate.id === complaint.positionId)!;
      expect(document.companyId).toBe(complaint.companyId);
      expect(document.deliveredAt).not.toBeNull();
      expect(complaint.createdAt > document.deliveredAt!).toBe(true);
      expect(covered.get(position.id)).toBeLessThanOrEqual(position.quantity);
      expect(complaint.quantity).toBeGreaterThan(0);
    }
  });

  it('made returns within the return period, with steps in order and none in the future', () => {
    for (const complaint of seed.complaints) {
      const document = seed.deliveryDocuments.find((candidate) => candidate.id === complaint.documentId)!;
      if (complaint.type === 'RZ') expect(canStillReturn(document.deliveredAt!, complaint.createdAt, complaint.companyId === COMPANY_PRIVATE)).toBe(true);
      const times = complaint.history.map((step) => step.at);
      expect(times).toEqual([...times].sort());
      expect(times[0]).toBe(complaint.createdAt);
      expect(Date.parse(times[times.length - 1])).toBeLessThan(TODAY.getTime());
      expect(complaint.reason.trim()).not.toBe('');
    }
  });

  it('tell the story of the correction invoices: each FK has its completed complaint or return', () => {
    for (const correction of seed.invoices.filter((invoice) => invoice.type === 'correctionInvoice')) {
      const behind = seed.complaints.find((complaint) => complaint.history.some((step) => step.note?.includes(correction.number)));
      expect(behind, correction.number).toBeDefined();
      expect(status(behind!)).toBe('completed');
    }
  });

  it('number them REK/… and ZWR/… in date order with unique ids', () => {
    expect(new Set(seed.complaints.map((complaint) => complaint.number)).size).toBe(seed.complaints.length);
    for (const complaint of seed.complaints) expect(complaint.number).toMatch(complaint.type === 'RZ' ? /^ZWR\/\d{4}\/\d{2}\/\d{6}$/ : /^REK\/\d{4}\/\d{2}\/\d{6}$/);
    const dates = seed.complaints.map((complaint) => complaint.createdAt);
    expect(dates).toEqual([...dates].sort());
  });
});
