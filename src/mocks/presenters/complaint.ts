/**
 * Complaints, returns and the delivery notes they refer to, in the contract's shapes. A complaint's
 * value is its delivered unit price times the quantity, net and gross per line (src/domain/cartTotals).
 */
import { lineValue } from '../../domain/cartTotals';
import { money, moneyFromNetGross } from '../../domain/money';
import type {
  ComplaintDetails, ComplaintDocument, ComplaintDocumentRef, ComplaintOrder, ComplaintSummary, ComplaintType, DeliveryDocumentPosition, Money,
} from '../../generated/model';
import { ADDITIONAL_LIST_OPTIONS, COMPLAINT_STATUS_NAMES, requiresDeviceModel, requiresSerialNumber } from '../db/complaintReference';
import { allUsers, getSeed } from '../db/store';
import type { ComplaintRecord, SeedDeliveryDocument, SeedOrder } from '../db/types';
import { complainableQuantity, currentStatus, documentById, orderOfDocument } from '../services/complaintDocuments';
import { productImage } from './images';
import { orderTotals, personName } from './order';

/** The value of a quantity at the delivered price. */
export function complaintValue(complaint: Pick<ComplaintRecord, 'priceNet' | 'quantity' | 'vat'>): Money {
  const value = lineValue(complaint.priceNet, complaint.quantity, complaint.vat);
  return moneyFromNetGross(value.net, value.gross);
}

export function toComplaintDocumentRef(document: SeedDeliveryDocument): ComplaintDocumentRef {
  return {
    number: document.number,
    type: 'WZ',
    issuedAt: document.issuedAt,
    salesOrderNumber: orderOfDocument(document)?.number ?? null,
    deliveredAt: document.deliveredAt?.slice(0, 10) ?? null,
  };
}

/** An order search result with the notes (of those given) that belong to it. */
export function toComplaintOrder(order: SeedOrder, documents: SeedDeliveryDocument[]): ComplaintOrder {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt,
    grandTotal: orderTotals(order).grandTotal,
    documents: documents.map(toComplaintDocumentRef),
  };
}

export function toComplaintDocument(document: SeedDeliveryDocument, type: ComplaintType, covered: Map<number, number>, positions = document.positions): ComplaintDocument {
  const seed = getSeed();
  return {
    ...toComplaintDocumentRef(document),
    complaintType: type,
    positions: positions.flatMap((position): DeliveryDocumentPosition[] => {
      const product = seed.productById.get(position.productId);
      if (!product) return [];
      return [{
        id: position.id,
        productId: product.id,
        name: product.name,
        code: product.code,
        pictureUrl: productImage(product.slug, 150),
        uom: product.uom,
        quantity: position.quantity,
        complainableQuantity: complainableQuantity(position, covered),
        priceObject: money(position.priceNet, position.vat),
        requiresSerialNumber: requiresSerialNumber(product),
        requiresDeviceModel: requiresDeviceModel(product),
      }];
    }),
    additionalListOptions: ADDITIONAL_LIST_OPTIONS[type],
  };
}

export function toComplaintSummary(complaint: ComplaintRecord): ComplaintSummary {
  const document = documentById(complaint.documentId);
  const status = currentStatus(complaint);
  return {
    id: complaint.id,
    number: complaint.number,
    type: complaint.type,
    createdAt: complaint.createdAt,
    status: { id: status, name: COMPLAINT_STATUS_NAMES[status] },
    documentNumber: document?.number ?? '',
    salesOrderNumber: document ? orderOfDocument(document)?.number ?? null : null,
    quantity: complaint.quantity,
    grandTotal: complaintValue(complaint),
  };
}

export function toComplaintDetails(complaint: ComplaintRecord): ComplaintDetails {
  const summary = toComplaintSummary(complaint);
  const product = getSeed().productById.get(complaint.productId);
  const users = allUsers();
  return {
    ...summary,
    items: [{
      id: complaint.positionId,
      productId: complaint.productId,
      name: product?.name ?? `Produkt ${complaint.productId}`,
      code: product?.code ?? '',
      quantity: complaint.quantity,
      reason: complaint.reason,
      serialNumber: complaint.serialNumber,
      deviceModel: complaint.deviceModel,
      additionalList: complaint.additionalList,
      attachments: complaint.attachments.map((attachment) => ({ fileName: attachment.fileName, url: attachment.url ?? '' })),
      status: summary.status,
    }],
    contactName: complaint.contactName,
    contactEmail: complaint.contactEmail,
    contactPhone: complaint.contactPhone,
    comment: complaint.comment,
    statusHistory: complaint.history.map((step) => {
      const by = step.byUserId === null ? undefined : users.find((user) => user.id === step.byUserId);
      return {
        status: step.status,
        name: COMPLAINT_STATUS_NAMES[step.status],
        at: step.at,
        by: step.byUserId === null ? null : { id: step.byUserId, name: personName(by) },
        note: step.note,
      };
    }),
  };
}
