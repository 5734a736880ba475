import { describe, expect, it } from 'vitest';
import { complaintAmountProblem, complaintItemProblems, complaintTextProblems, isComplaintItemComplete, newComplaintItem, toggleComplaintItem } from './items';

const POSITION = { id: 7, complainableQuantity: 4, requiresSerialNumber: false, requiresDeviceModel: false };

describe('complaint item completeness (spec §5)', () => {
  const item = { ...newComplaintItem(POSITION) };

  it('is complete only when active and with a reason or an additional-list entry', () => {
    expect(isComplaintItemComplete(item)).toBe(false);
    expect(isComplaintItemComplete({ ...item, reason: 'Pęknięte' })).toBe(true);
    expect(isComplaintItemComplete({ ...item, additionalList: ['Uszkodzenie w transporcie'] })).toBe(true);
    expect(isComplaintItemComplete({ ...item, reason: 'Pęknięte', isActive: false })).toBe(false);
  });
});

describe('toggleComplaintItem', () => {
  it('adds a new item with the complainable quantity and flips an existing one', () => {
    const added = toggleComplaintItem([], POSITION);
    expect(added).toEqual([newComplaintItem(POSITION)]);
    expect(added[0]).toMatchObject({ position: 7, isActive: true, amount: 4 });
    expect(toggleComplaintItem(added, POSITION)[0].isActive).toBe(false);
    expect(toggleComplaintItem(toggleComplaintItem(added, POSITION), POSITION)[0].isActive).toBe(true);
  });
});

describe('complaintItemProblems', () => {
  const good = { ...newComplaintItem(POSITION), reason: 'Nie działa' };

  it('finds nothing wrong with a good item', () => {
    expect(complaintItemProblems(good, POSITION)).toEqual([]);
  });

  it('wants a whole amount from 1 to the complainable quantity', () => {
    expect(complaintAmountProblem(5, 4)).toEqual({ rule: 'amountRange', max: 4 });
    expect(complaintAmountProblem(0, 4)).toEqual({ rule: 'amountRange', max: 4 });
    expect(complaintAmountProblem(1.5, 4)).toEqual({ rule: 'amountRange', max: 4 });
    expect(complaintAmountProblem(4, 4)).toBeNull();
    expect(complaintAmountProblem(1, 0)).toEqual({ rule: 'nothingLeft' });
  });

  it('wants a reason, the serial number and the device model where the position needs them', () => {
    const position = { ...POSITION, requiresSerialNumber: true, requiresDeviceModel: true };
    expect(complaintItemProblems({ ...good, reason: '' }, position).map((problem) => problem.rule)).toEqual(['reasonRequired', 'serialNumberRequired', 'deviceModelRequired']);
    expect(complaintItemProblems({ ...good, serialNumber: 'SN1', deviceModel: 'HP LaserJet Pro M404dn' }, position)).toEqual([]);
  });

  it('refuses a reason over 1 500 characters, a serial number over 100 and a device model over 200, and keeps them whole', () => {
    const long = { ...good, reason: 'x'.repeat(1501), serialNumber: 's'.repeat(101), deviceModel: 'm'.repeat(201) };
    expect(complaintTextProblems(long)).toEqual([
      { rule: 'tooLong', field: 'reason', max: 1500 },
      { rule: 'tooLong', field: 'serialNumber', max: 100 },
      { rule: 'tooLong', field: 'deviceModel', max: 200 },
    ]);
    expect(long.reason).toHaveLength(1501);
    expect(complaintTextProblems({ ...good, reason: 'x'.repeat(1500), serialNumber: 's'.repeat(100), deviceModel: 'm'.repeat(200) })).toEqual([]);
  });

  it('allows at most 10 files', () => {
    const files = Array.from({ length: 11 }, (_, index) => ({ fileName: `${index}.jpg`, data: '' }));
    expect(complaintItemProblems({ ...good, attachments: files }, POSITION)).toEqual([{ rule: 'tooManyFiles', max: 10 }]);
  });
});
