import { describe, expect, it } from 'vitest';
import { getNotifications } from '../../src/generated/api/account/account';
import {
  createComplaint, getComplaint, getComplaintDocumentAutocomplete, getComplaintDocumentData, getComplaints, searchComplaintOrders,
} from '../../src/generated/api/complaints/complaints';
import type { ComplaintDocument, ComplaintRequest, DeliveryDocumentPosition } from '../../src/generated/model';
import {
  getComplaintDocumentAutocompleteResponse, getComplaintDocumentDataResponse, getComplaintResponse, getComplaintsResponse, searchComplaintOrdersResponse,
} from '../../src/generated/zod/complaints/complaints.zod';
import { lineValue } from '../../src/domain/cartTotals';
import { buildComplaintReason } from '../../src/domain/complaints/reason';
import { getSeed } from '../../src/mocks';
import { apiBase } from '../../src/api/mutator';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const MEBLOMAX = 1001;
const DAY = 86_400_000;

/** A delivered note of Meblomax (a complaint is possible on any), as the wizard loads it. */
async function meblomaxDocument(token: string, type: 'R-nt' | 'RZ' = 'R-nt'): Promise<ComplaintDocument> {
  const { salesOrders } = await searchComplaintOrders({ complaintType: type }, asBearer(token));
  const { document } = await getComplaintDocumentData({ documentNumber: salesOrders[0].documents[0].number, complaintType: type }, asBearer(token));
  return document;
}

const open = (document: ComplaintDocument): DeliveryDocumentPosition[] => document.positions.filter((position) => position.complainableQuantity > 0);
/** A position that needs neither a serial number nor a device model. */
const plain = (document: ComplaintDocument) => open(document).find((position) => !position.requiresSerialNumber && !position.requiresDeviceModel)!;

/** A Meblomax note with a plain position open (some notes hold only printer supplies). */
async function plainPosition(token: string, type: 'R-nt' | 'RZ' = 'R-nt'): Promise<{ document: ComplaintDocument; position: DeliveryDocumentPosition }> {
  const { salesOrders } = await searchComplaintOrders({ complaintType: type }, asBearer(token));
  for (const order of salesOrders) {
    const { document } = await getComplaintDocumentData({ documentNumber: order.documents[0].number, complaintType: type }, asBearer(token));
    const position = plain(document);
    if (position) return { document, position };
  }
  throw new Error('No plain position');
}

const complaintOf = (document: ComplaintDocument, items: ComplaintRequest['items'], type: 'R-nt' | 'RZ' = 'R-nt'): ComplaintRequest => ({ typeString: type, documentNumber: document.number, items });
const reason = (text: string) => buildComplaintReason('R-nt', { reason: text });
/** A small file in base64 (a few bytes of a JPEG header are enough for the demo). */
const JPEG = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70));

describe('GET complaints/search/orders', () => {
  it("finds the company's delivered orders with their WZ notes, newest first", async () => {
    const token = await logIn('kupiec@firma.demo');
    const { salesOrders } = searchComplaintOrdersResponse.parse(await searchComplaintOrders(undefined, asBearer(token)));
    expect(salesOrders.length).toBeGreaterThan(20);
    const seed = getSeed();
    for (const order of salesOrders) {
      const seeded = seed.orders.find((candidate) => candidate.id === order.id)!;
      expect(seeded).toMatchObject({ companyId: MEBLOMAX, status: 'delivered' });
      expect(order.documents[0]).toMatchObject({ type: 'WZ', salesOrderNumber: order.number });
      expect(order.documents[0].number).toMatch(/^WZ\/\d{4}\/\d{2}\/\d{6}$/);
      expect(order.documents[0].deliveredAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const dates = salesOrders.map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the notes are the ones the order detail lists (one numbering)', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { salesOrders } = await searchComplaintOrders({ limit: 1 }, asBearer(token));
    const order = getSeed().deliveryDocuments.find((document) => document.number === salesOrders[0].documents[0].number)!;
    expect(order.orderId).toBe(salesOrders[0].id);
    expect(order.id).toBe(salesOrders[0].id * 10 + 1);
  });

  it('matches part of the order or note number', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { salesOrders: all } = await searchComplaintOrders(undefined, asBearer(token));
    const target = all[5];
    const byOrder = await searchComplaintOrders({ query: target.number.slice(-6) }, asBearer(token));
    expect(byOrder.salesOrders.map((order) => order.id)).toContain(target.id);
    const byNote = await searchComplaintOrders({ query: target.documents[0].number.toLowerCase() }, asBearer(token));
    expect(byNote.salesOrders.map((order) => order.id)).toEqual([target.id]);
    expect((await searchComplaintOrders({ query: 'ZS/1999' }, asBearer(token))).salesOrders).toEqual([]);
  });

  it("offers a company's returns only within 30 days of delivery and a consumer's within 14", async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const returns = await searchComplaintOrders({ complaintType: 'RZ' }, asBearer(buyer));
    expect(returns.salesOrders.length).toBeGreaterThan(0);
    for (const order of returns.salesOrders) expect(Date.now() - Date.parse(order.documents[0].deliveredAt!)).toBeLessThanOrEqual(31 * DAY);
    const complaints = await searchComplaintOrders({ complaintType: 'R-nt' }, asBearer(buyer));
    expect(complaints.salesOrders.length).toBeGreaterThan(returns.salesOrders.length);
    // Anna Kowalczyk's deliveries are months old: complaints yes, returns no.
    const consumer = await logIn('klient@spinacz.demo');
    expect((await searchComplaintOrders({ complaintType: 'RZ' }, asBearer(consumer))).salesOrders).toEqual([]);
    const hers = await searchComplaintOrders({ complaintType: 'R-nt' }, asBearer(consumer));
    expect(hers.salesOrders.length).toBeGreaterThan(0);
    expect(hers.salesOrders.every((order) => getSeed().orders.find((seeded) => seeded.id === order.id)!.userId === 1)).toBe(true);
  });

  it('sends guests to log in', async () => {
    expect(await failure(searchComplaintOrders(undefined, asBearer(await logIn('guest'))))).toMatchObject({ status: 401 });
  });
});

describe('GET complaints/search/document-autocomplete', () => {
  it('completes part of a note number among the company notes', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { salesOrders } = await searchComplaintOrders(undefined, asBearer(token));
    const number = salesOrders[0].documents[0].number;
    const { documents } = getComplaintDocumentAutocompleteResponse.parse(
      await getComplaintDocumentAutocomplete({ complaintType: 'R-nt', documentNumberQuery: number.slice(-6) }, asBearer(token)),
    );
    expect(documents.map((document) => document.number)).toContain(number);
    expect(documents.every((document) => document.number.includes(number.slice(-6)))).toBe(true);
  });

  it("never lists another company's notes", async () => {
    const other = getSeed().deliveryDocuments.find((document) => document.companyId === 1002 && document.deliveredAt)!;
    const token = await logIn('kupiec@firma.demo');
    const { documents } = await getComplaintDocumentAutocomplete({ complaintType: 'R-nt', documentNumberQuery: other.number }, asBearer(token));
    expect(documents).toEqual([]);
  });
});

describe('GET complaints/document-data', () => {
  it('gives the positions with what is still open: delivered minus complaints that stand (a rejected one does not count)', async () => {
    const seed = getSeed();
    const standing = seed.complaints.find((complaint) => complaint.companyId === MEBLOMAX && complaint.history.at(-1)!.status !== 'rejected')!;
    const document = seed.deliveryDocuments.find((candidate) => candidate.id === standing.documentId)!;
    const token = await logIn('kupiec@firma.demo');
    const body = getComplaintDocumentDataResponse.parse(await getComplaintDocumentData({ documentNumber: document.number, complaintType: 'R-nt' }, asBearer(token)));
    const covered = (positionId: number) => seed.complaints
      .filter((complaint) => complaint.positionId === positionId && complaint.history.at(-1)!.status !== 'rejected')
      .reduce((sum, complaint) => sum + complaint.quantity, 0);
    for (const position of body.document.positions) {
      const delivered = document.positions.find((candidate) => candidate.id === position.id)!;
      expect(position.quantity).toBe(delivered.quantity);
      expect(position.complainableQuantity).toBe(Math.max(0, delivered.quantity - covered(position.id)));
    }
    expect(body.document.positions.find((position) => position.id === standing.positionId)!.complainableQuantity).toBeLessThan(standing.quantity + covered(standing.positionId));
    expect(body.document).toMatchObject({ number: document.number, type: 'WZ', complaintType: 'R-nt' });
    expect(body.document.additionalListOptions).toContain('Uszkodzenie w transporcie');

    const rejected = seed.complaints.find((complaint) => complaint.companyId === MEBLOMAX && complaint.history.at(-1)!.status === 'rejected')!;
    const itsDocument = seed.deliveryDocuments.find((candidate) => candidate.id === rejected.documentId)!;
    const { document: withRejected } = await getComplaintDocumentData({ documentNumber: itsDocument.number, complaintType: 'R-nt' }, asBearer(token));
    const position = withRejected.positions.find((candidate) => candidate.id === rejected.positionId)!;
    expect(position.complainableQuantity).toBe(position.quantity - covered(rejected.positionId));
  });

  it('asks for the serial number of devices and the printer model of toners', async () => {
    const seed = getSeed();
    const token = await logIn('akceptant@firma.demo');
    const notes = seed.deliveryDocuments.filter((document) => document.companyId === MEBLOMAX && document.deliveredAt);
    const withToner = notes.find((document) => document.positions.some((position) => seed.productById.get(position.productId)!.deviceIds.length > 0))!;
    const { document } = await getComplaintDocumentData({ documentNumber: withToner.number, complaintType: 'R-nt' }, asBearer(token));
    for (const position of document.positions) {
      const product = seed.productById.get(position.productId)!;
      expect(position.requiresDeviceModel).toBe(product.deviceIds.length > 0);
      expect(position.requiresSerialNumber).toBe(['shredder', 'laminator', 'printer', 'headset', 'keyboard', 'calculator', 'extinguisher'].includes(product.picto));
    }
  });

  it('narrows the positions by name with filters[query] and refuses unknown filters', async () => {
    const token = await logIn('kupiec@firma.demo');
    const document = await meblomaxDocument(token);
    const word = document.positions[0].name.split(' ')[0];
    const { document: narrowed } = await getComplaintDocumentData({ documentNumber: document.number, complaintType: 'R-nt', filters: { query: [word] } }, asBearer(token));
    expect(narrowed.positions.length).toBeGreaterThan(0);
    expect(narrowed.positions.every((position) => position.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(await failure(getComplaintDocumentData({ documentNumber: document.number, complaintType: 'R-nt', filters: { colour: ['red'] } }, asBearer(token))))
      .toMatchObject({ status: 400 });
  });

  it("answers 404 for another company's note or an unknown number, without telling whose it is", async () => {
    const other = getSeed().deliveryDocuments.find((document) => document.companyId === 1002 && document.deliveredAt)!;
    const token = await logIn('kupiec@firma.demo');
    const foreign = await failure(getComplaintDocumentData({ documentNumber: other.number, complaintType: 'R-nt' }, asBearer(token)));
    expect(foreign).toMatchObject({ status: 404, code: 'NOT-FOUND' });
    expect(foreign.message).toContain(other.number);
    const unknown = await failure(getComplaintDocumentData({ documentNumber: 'WZ/1999/01/000001', complaintType: 'R-nt' }, asBearer(token)));
    expect(unknown).toMatchObject({ status: 404, message: foreign.message.replace(other.number, 'WZ/1999/01/000001') });
  });

  it('refuses a return after the period with the deadline, and accepts a complaint on the same note', async () => {
    const seed = getSeed();
    const old = seed.deliveryDocuments.find((document) => document.userId === 1 && document.deliveredAt)!;
    const token = await logIn('klient@spinacz.demo');
    const refused = await failure(getComplaintDocumentData({ documentNumber: old.number, complaintType: 'RZ' }, asBearer(token)));
    expect(refused).toMatchObject({ status: 400, code: 'RETURN-PERIOD-EXPIRED' });
    expect(refused.message).toContain('14 dni od dostawy');
    expect((refused.body as { field: string }).field).toBe('documentNumber');
    await expect(getComplaintDocumentData({ documentNumber: old.number, complaintType: 'R-nt' }, asBearer(token))).resolves.toBeDefined();
  });
});

describe('POST complaints', () => {
  it('registers one complaint per position with its number, the quantity and the value at the delivered prices', async () => {
    const token = await logIn('kupiec@firma.demo');
    const document = await meblomaxDocument(token);
    const chosen = open(document).filter((position) => !position.requiresSerialNumber && !position.requiresDeviceModel).slice(0, 2);
    expect(chosen.length).toBeGreaterThan(0);
    const items = chosen.map((position) => ({ deliveryDocumentPositionId: position.id, quantity: 1, reason: reason('Uszkodzone opakowanie.'), additionalList: ['Uszkodzenie w transporcie'] }));
    const result = await createComplaint(complaintOf(document, items), asBearer(token));
    expect(result.complaintNumbers).toHaveLength(chosen.length);
    for (const number of result.complaintNumbers) expect(number).toMatch(/^REK\/\d{4}\/\d{2}\/\d{6}$/);
    expect(new Set(result.complaintNumbers).size).toBe(chosen.length);
    expect(result.quantity).toBe(chosen.length);
    const delivered = getSeed().deliveryDocuments.find((candidate) => candidate.number === document.number)!.positions;
    const expected = chosen.map((position) => lineValue(position.priceObject.net, 1, delivered.find((candidate) => candidate.id === position.id)!.vat));
    expect(result.grandTotal.net).toBeCloseTo(expected.reduce((sum, value) => sum + value.net, 0), 2);
    expect(result.grandTotal.gross).toBeCloseTo(expected.reduce((sum, value) => sum + value.gross, 0), 2);

    // What is open on the note goes down by what was registered.
    const { document: after } = await getComplaintDocumentData({ documentNumber: document.number, complaintType: 'R-nt' }, asBearer(token));
    for (const position of chosen) expect(after.positions.find((candidate) => candidate.id === position.id)!.complainableQuantity).toBe(position.complainableQuantity - 1);
  });

  it('shows the new complaint first in the list and in full in the detail, attachments included', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token);
    const text = reason('Kartki sklejone.');
    const result = await createComplaint(complaintOf(document, [{
      deliveryDocumentPositionId: position.id, quantity: 1, reason: text, attachments: [{ fileName: 'zdjecie-opakowania.jpg', data: JPEG }],
    }]), asBearer(token));
    const list = getComplaintsResponse.parse(await getComplaints(undefined, asBearer(token)));
    expect(list.complaints[0]).toMatchObject({ number: result.complaintNumbers[0], type: 'R-nt', status: { id: 'registered', name: 'Zarejestrowane' }, documentNumber: document.number, quantity: 1 });
    const { complaint } = getComplaintResponse.parse(await getComplaint(list.complaints[0].id, asBearer(token)));
    expect(complaint.items).toEqual([expect.objectContaining({ id: position.id, productId: position.productId, name: position.name, quantity: 1, reason: text })]);
    expect(complaint.items[0].attachments).toEqual([{ fileName: 'zdjecie-opakowania.jpg', url: expect.stringMatching(/^\/demo-api\/complaint-attachments\/[0-9a-f]{32}$/) }]);
    expect(complaint.statusHistory).toEqual([expect.objectContaining({ status: 'registered', name: 'Zarejestrowane', by: { id: 2, name: 'Piotr Zieliński' }, note: null })]);
    // The demo serves the file it was given.
    const file = await fetch(`${apiBase()}${complaint.items[0].attachments[0].url}`);
    expect(file.headers.get('Content-Type')).toBe('image/jpeg');
    expect(btoa(String.fromCharCode(...new Uint8Array(await file.arrayBuffer())))).toBe(JPEG);
  });

  it('leaves the user a notification linking to the complaint', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token);
    const result = await createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: position.id, quantity: 1, reason: reason('Nie działa.') }]), asBearer(token));
    const { notifications, countUnread } = await getNotifications(undefined, asBearer(token));
    expect(countUnread).toBeGreaterThan(0);
    expect(notifications[0].title).toBe(`Zarejestrowaliśmy reklamację ${result.complaintNumbers[0]}`);
    expect(notifications[0].message).toContain(document.number);
    expect(notifications[0].message).toContain(position.name);
    const { complaints } = await getComplaints({ limit: 1 }, asBearer(token));
    expect(notifications[0].link).toBe(`/moje-konto/zwroty/${complaints[0].id}`);
  });

  it('refuses a quantity above what is still open, naming the product, and stores nothing', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token);
    const before = (await getComplaints(undefined, asBearer(token))).countTotal;
    const error = await failure(createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: position.id, quantity: position.complainableQuantity + 1, reason: reason('x') }]), asBearer(token)));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect((error.body as { field: string }).field).toBe('items.0.quantity');
    expect(error.message).toContain(`„${position.name}”`);
    expect(error.message).toContain(`od 1 do ${position.complainableQuantity}`);
    expect((await getComplaints(undefined, asBearer(token))).countTotal).toBe(before);
  });

  it('refuses a position already complained about in full', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token);
    await createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: position.id, quantity: position.complainableQuantity, reason: reason('x') }]), asBearer(token));
    const error = await failure(createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: position.id, quantity: 1, reason: reason('x') }]), asBearer(token)));
    expect(error).toMatchObject({ status: 400 });
    expect(error.message).toBe(`Produkt „${position.name}” z dokumentu ${document.number} został już w całości zgłoszony do reklamacji lub zwrotu.`);
  });

  it('wants a reason (or a listed one), with the field', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token);
    for (const blank of ['', '   ']) {
      const error = await failure(createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: position.id, quantity: 1, reason: blank }]), asBearer(token)));
      expect(error).toMatchObject({ status: 400, message: `Podaj powód reklamacji produktu „${position.name}” albo wybierz go z listy.` });
      expect((error.body as { field: string }).field).toBe('items.0.reason');
    }
    const missing = await failure(createComplaint({ typeString: 'RZ', documentNumber: document.number, items: [{ deliveryDocumentPositionId: position.id, quantity: 1 }] } as unknown as ComplaintRequest, asBearer(token)));
    expect(missing).toMatchObject({ status: 400 });
    expect((missing.body as { field: string }).field).toBe('items.0.reason');
    expect(missing.message).toContain('dlaczego zwracasz');
  });

  it('refuses an additional-list entry the note does not offer, and a position given twice', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token);
    const unknown = await failure(createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: position.id, quantity: 1, reason: reason('x'), additionalList: ['Bo tak'] }]), asBearer(token)));
    expect(unknown).toMatchObject({ status: 400 });
    expect((unknown.body as { field: string }).field).toBe('items.0.additionalList');
    const item = { deliveryDocumentPositionId: position.id, quantity: 1, reason: reason('x') };
    const twice = await failure(createComplaint(complaintOf(document, [item, item]), asBearer(token)));
    expect((twice.body as { field: string }).field).toBe('items.1.deliveryDocumentPositionId');
  });

  it("answers 403 for a position of another company's note and 400 for one of another own note", async () => {
    const seed = getSeed();
    const token = await logIn('kupiec@firma.demo');
    const document = await meblomaxDocument(token);
    const foreign = seed.deliveryDocuments.find((candidate) => candidate.companyId === 1002 && candidate.deliveredAt)!;
    const error = await failure(createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: foreign.positions[0].id, quantity: 1, reason: reason('x') }]), asBearer(token)));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((error.body as { field: string }).field).toBe('items.0.deliveryDocumentPositionId');
    const ownOther = seed.deliveryDocuments.find((candidate) => candidate.companyId === MEBLOMAX && candidate.deliveredAt && candidate.number !== document.number)!;
    const wrongNote = await failure(createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: ownOther.positions[0].id, quantity: 1, reason: reason('x') }]), asBearer(token)));
    expect(wrongNote).toMatchObject({ status: 400 });
    expect(wrongNote.message).toContain(ownOther.number);
    // Nor may the whole note of another company be used.
    const foreignNote = await failure(createComplaint({ typeString: 'R-nt', documentNumber: foreign.number, items: [{ deliveryDocumentPositionId: foreign.positions[0].id, quantity: 1, reason: reason('x') }] }, asBearer(token)));
    expect(foreignNote).toMatchObject({ status: 404 });
  });

  it('checks the attachments with the §5 file rules on the decoded bytes', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token);
    const withFile = (fileName: string, data: string) => createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: position.id, quantity: 1, reason: reason('x'), attachments: [{ fileName: 'ok.png', data: JPEG }, { fileName, data }] }]), asBearer(token));
    const format = await failure(withFile('faktura.docx', JPEG));
    expect(format).toMatchObject({ status: 400, message: 'Niedozwolony format pliku. Plik powinien posiadać jedno z tych rozszerzeń: jpg, jpeg, png, heic, webp, pdf.' });
    expect((format.body as { field: string }).field).toBe('items.0.attachments.1');
    // 11 MB: its base64 is longer than the contract allows, and still the customer hears the §5 size rule.
    const large = await failure(withFile('zdjecie.jpg', 'A'.repeat(Math.ceil((11 * 1024 * 1024) / 3) * 4)));
    expect(large).toMatchObject({ status: 400, message: 'Maksymalna wielkość pliku to: 10MB.' });
    expect((large.body as { field: string }).field).toBe('items.0.attachments.1');
    const notBase64 = await failure(withFile('zdjecie.jpg', 'data:image/jpeg;base64,AAAA'));
    expect((notBase64.body as { field: string }).field).toBe('items.0.attachments.1.data');
  });

  it('wants the serial number of a device', async () => {
    const seed = getSeed();
    const token = await logIn('kupiec@firma.demo');
    const covered = new Set(seed.complaints.map((complaint) => complaint.positionId));
    const note = seed.deliveryDocuments.find((document) => document.companyId === MEBLOMAX && document.deliveredAt
      && document.positions.some((position) => !covered.has(position.id) && ['shredder', 'laminator', 'printer', 'headset', 'keyboard', 'calculator'].includes(seed.productById.get(position.productId)!.picto)));
    expect(note).toBeDefined();
    const device = note!.positions.find((position) => !covered.has(position.id) && ['shredder', 'laminator', 'printer', 'headset', 'keyboard', 'calculator'].includes(seed.productById.get(position.productId)!.picto))!;
    const error = await failure(createComplaint({ typeString: 'R-nt', documentNumber: note!.number, items: [{ deliveryDocumentPositionId: device.id, quantity: 1, reason: reason('Nie włącza się.') }] }, asBearer(token)));
    expect(error).toMatchObject({ status: 400 });
    expect((error.body as { field: string }).field).toBe('items.0.serialNumber');
    const serial = 'CN12345678';
    const ok = await createComplaint({
      typeString: 'R-nt', documentNumber: note!.number,
      items: [{ deliveryDocumentPositionId: device.id, quantity: 1, serialNumber: serial, reason: buildComplaintReason('R-nt', { serialNumber: serial, reason: 'Nie włącza się.' }) }],
    }, asBearer(token));
    const { complaints } = await getComplaints({ filters: { number: [ok.complaintNumbers[0]] } }, asBearer(token));
    const { complaint } = await getComplaint(complaints[0].id, asBearer(token));
    expect(complaint.items[0]).toMatchObject({ serialNumber: serial, reason: 'Numer seryjny: CN12345678\nPowód reklamacji: Nie włącza się.' });
  });

  it('registers a return within the period (ZWR numbers) and refuses one after it', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token, 'RZ');
    const result = await createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: position.id, quantity: 1, reason: buildComplaintReason('RZ', { additionalList: ['Zamówiono za dużo'] }), additionalList: ['Zamówiono za dużo'] }], 'RZ'), asBearer(token));
    expect(result.complaintNumbers[0]).toMatch(/^ZWR\/\d{4}\/\d{2}\/\d{6}$/);
    const seed = getSeed();
    const old = seed.deliveryDocuments.find((candidate) => candidate.companyId === MEBLOMAX && candidate.deliveredAt && Date.now() - Date.parse(candidate.deliveredAt) > 60 * DAY)!;
    const late = await failure(createComplaint({ typeString: 'RZ', documentNumber: old.number, items: [{ deliveryDocumentPositionId: old.positions[0].id, quantity: 1, reason: 'Dlaczego zwracasz? Za dużo.' }] }, asBearer(token)));
    expect(late).toMatchObject({ status: 400, code: 'RETURN-PERIOD-EXPIRED' });
    expect(late.message).toContain('30 dni od dostawy');
  });

  it('checks the contact phone with the §5 rule and keeps the contact details', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { document, position } = await plainPosition(token);
    const items = [{ deliveryDocumentPositionId: position.id, quantity: 1, reason: reason('x') }];
    const error = await failure(createComplaint({ ...complaintOf(document, items), contactPhone: '+48 12 34' }, asBearer(token)));
    expect(error).toMatchObject({ status: 400, message: 'Niepoprawny numer telefonu.' });
    expect((error.body as { field: string }).field).toBe('contactPhone');
    const email = await failure(createComplaint({ ...complaintOf(document, items), contactEmail: 'piotr@' }, asBearer(token)));
    expect(email).toMatchObject({ status: 400, message: 'Wprowadź poprawny adres e-mail.' });
    const result = await createComplaint({ ...complaintOf(document, items), contactName: ' Piotr Zieliński ', contactPhone: '+48 601 220 318', comment: 'Odbiór z recepcji.' }, asBearer(token));
    const { complaints } = await getComplaints({ filters: { number: [result.complaintNumbers[0]] } }, asBearer(token));
    const { complaint } = await getComplaint(complaints[0].id, asBearer(token));
    expect(complaint).toMatchObject({ contactName: 'Piotr Zieliński', contactPhone: '+48 601 220 318', contactEmail: null, comment: 'Odbiór z recepcji.' });
  });

  it('waits for the goods of a note still on the way', async () => {
    const seed = getSeed();
    const onTheWay = seed.deliveryDocuments.find((document) => document.companyId === MEBLOMAX && !document.deliveredAt)!;
    expect(onTheWay).toBeDefined();
    const token = await logIn('kupiec@firma.demo');
    const error = await failure(createComplaint({ typeString: 'R-nt', documentNumber: onTheWay.number, items: [{ deliveryDocumentPositionId: onTheWay.positions[0].id, quantity: 1, reason: reason('x') }] }, asBearer(token)));
    expect(error).toMatchObject({ status: 400, code: 'NOT-DELIVERED' });
  });

  it('does not let a data-only user register anything', async () => {
    const token = await logIn('dane@firma.demo');
    const document = await meblomaxDocument(token);
    const error = await failure(createComplaint(complaintOf(document, [{ deliveryDocumentPositionId: document.positions[0].id, quantity: 1, reason: reason('x') }]), asBearer(token)));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('GET complaints', () => {
  it('lists the company complaints and returns 24 a page, newest first, with every status seeded', async () => {
    const token = await logIn('kupiec@firma.demo');
    const page = getComplaintsResponse.parse(await getComplaints(undefined, asBearer(token)));
    expect(page.complaints).toHaveLength(24);
    expect(page.countTotal).toBeGreaterThan(24);
    const dates = page.complaints.map((complaint) => complaint.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.availableFilters.map((filter) => filter.key)).toEqual(['type', 'status', 'createdBy', 'number', 'dateFrom', 'dateTo', 'scope']);
    const all = await getComplaints({ limit: 500 }, asBearer(token));
    for (const type of ['R-nt', 'RZ']) {
      const statuses = new Set(all.complaints.filter((complaint) => complaint.type === type).map((complaint) => complaint.status.id));
      expect([...statuses].sort()).toEqual(['accepted', 'awaitingGoods', 'completed', 'inReview', 'registered', 'rejected']);
    }
    const rest = await getComplaints({ offset: 24 }, asBearer(token));
    expect(rest.complaints).toHaveLength(page.countTotal - 24);
  });

  it('filters by type, status, number and scope, and sorts', async () => {
    const token = await logIn('kupiec@firma.demo');
    const returns = await getComplaints({ filters: { type: ['RZ'] }, limit: 500 }, asBearer(token));
    expect(returns.countTotal).toBeGreaterThan(0);
    expect(returns.complaints.every((complaint) => complaint.type === 'RZ' && complaint.number.startsWith('ZWR/'))).toBe(true);
    const open = await getComplaints({ filters: { status: ['registered', 'inReview'] }, limit: 500 }, asBearer(token));
    expect(open.complaints.every((complaint) => ['registered', 'inReview'].includes(complaint.status.id))).toBe(true);
    const target = returns.complaints[0];
    expect((await getComplaints({ filters: { number: [target.documentNumber] } }, asBearer(token))).complaints.map((complaint) => complaint.id)).toContain(target.id);
    const mine = await getComplaints({ scope: 'mine', limit: 500 }, asBearer(token));
    expect(mine.countTotal).toBeLessThan(returns.countTotal + open.countTotal + 100);
    expect(mine.complaints.every((complaint) => getSeed().complaints.find((seeded) => seeded.id === complaint.id)!.userId === 2)).toBe(true);
    const byValue = await getComplaints({ orderBy: 'grandTotal', orderDirection: 'ASC', limit: 50 }, asBearer(token));
    const values = byValue.complaints.map((complaint) => complaint.grandTotal.gross);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('refuses unknown filters, values and sort fields in Polish', async () => {
    const token = await logIn('kupiec@firma.demo');
    expect(await failure(getComplaints({ filters: { colour: ['red'] } }, asBearer(token)))).toMatchObject({ status: 400 });
    expect(await failure(getComplaints({ filters: { status: ['lost'] } }, asBearer(token)))).toMatchObject({ status: 400, message: expect.stringContaining('lost') });
    expect(await failure(getComplaints({ orderBy: 'colour' }, asBearer(token)))).toMatchObject({ status: 400 });
  });

  it("shows a private customer her own, and nobody another company's complaint", async () => {
    const consumer = await logIn('klient@spinacz.demo');
    const hers = await getComplaints({ limit: 100 }, asBearer(consumer));
    expect(hers.countTotal).toBeGreaterThanOrEqual(8);
    expect(hers.availableFilters.map((filter) => filter.key)).not.toContain('scope');
    expect(hers.complaints.every((complaint) => getSeed().complaints.find((seeded) => seeded.id === complaint.id)!.userId === 1)).toBe(true);
    const foreign = getSeed().complaints.find((complaint) => complaint.companyId === MEBLOMAX)!;
    expect(await failure(getComplaint(foreign.id, asBearer(consumer)))).toMatchObject({ status: 404 });
  });
});

describe('GET complaints/{id}', () => {
  it('gives a decided complaint its status history with the shop notes, and seeded photos a real picture', async () => {
    const seed = getSeed();
    const decided = seed.complaints.find((complaint) => complaint.companyId === MEBLOMAX && complaint.history.at(-1)!.status === 'rejected' && complaint.attachments.length)
      ?? seed.complaints.find((complaint) => complaint.companyId === MEBLOMAX && complaint.history.at(-1)!.status === 'rejected')!;
    const token = await logIn('dane@firma.demo');
    const { complaint } = getComplaintResponse.parse(await getComplaint(decided.id, asBearer(token)));
    expect(complaint.statusHistory.map((step) => step.status)).toEqual(['registered', 'awaitingGoods', 'inReview', 'rejected']);
    expect(complaint.statusHistory.at(-1)!.note).toMatch(/nieuznan|nieprzyjęt/);
    const times = complaint.statusHistory.map((step) => step.at);
    expect(times).toEqual([...times].sort());
    expect(complaint.status.id).toBe('rejected');
    for (const attachment of complaint.items[0].attachments) expect(attachment.url).toMatch(/^\/e-commerce\/v1\/images\/convert\/products\//);
  });
});
