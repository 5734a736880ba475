import { describe, expect, it } from 'vitest';
import { userSession, withFreshDemoState } from '../../../tests/setup/demoState';
import { negotiatedPrice, seededOffers } from '../db/seed/offers';
import { indexes } from '../db/indexes';
import { getSeed } from '../db/store';
import { viewContext } from '../presenters/context';
import { toProductSummary } from '../presenters/product';
import { isFromCompanyOffer, unitPriceNet } from './companyPrices';

withFreshDemoState();

const MEBLOMAX = 1001;
const offer = (name: RegExp) => seededOffers(getSeed(), getSeed().companies.find((company) => company.id === MEBLOMAX)!).find((candidate) => name.test(candidate.name))!;
const productOf = (line: { productId: number }) => getSeed().productById.get(line.productId)!;

describe("a company's negotiated prices", () => {
  const meblomax = () => viewContext(userSession('kupiec@firma.demo'));
  const logistics = () => viewContext(userSession('j.dabrowska@firma.demo'));
  const guest = () => viewContext({ kind: 'guest', guestId: 'g', token: '' });

  it('are the prices of its active offers', () => {
    const toners = offer(/^Tonery i tusze/);
    expect(toners.validUntil! >= getSeed().today.toISOString().slice(0, 10)).toBe(true);
    for (const line of toners.lines) {
      const product = productOf(line);
      expect(unitPriceNet(meblomax(), product)).toBe(negotiatedPrice(product));
      expect(unitPriceNet(meblomax(), product)).toBeLessThan(product.priceNet);
      expect(isFromCompanyOffer(meblomax(), product)).toBe(true);
    }
  });

  it('leave an expired offer, one still being prepared and the rest of the catalogue at list prices', () => {
    for (const name of [/^Środki czystości/, /^BHP/]) {
      const product = productOf(offer(name).lines[0]);
      expect(unitPriceNet(meblomax(), product)).toBe(product.priceNet);
      expect(isFromCompanyOffer(meblomax(), product)).toBe(false);
    }
    const paper = getSeed().products.find((product) => product.code === '198552')!;
    expect(unitPriceNet(meblomax(), paper)).toBe(paper.priceNet);
  });

  it('are not the other company\'s nor a guest\'s', () => {
    const product = productOf(offer(/^Tonery i tusze/).lines[0]);
    expect(unitPriceNet(logistics(), product)).toBe(product.priceNet);
    expect(unitPriceNet(guest(), product)).toBe(product.priceNet);
    expect(isFromCompanyOffer(logistics(), product)).toBe(false);
  });

  it('are what a tile shows, flagged as the company\'s offer', () => {
    const product = productOf(offer(/^Tonery i tusze/).lines[0]);
    expect(toProductSummary(product, meblomax())).toMatchObject({ priceObject: { net: negotiatedPrice(product) }, isFromMyOffer: true });
    expect(toProductSummary(product, logistics())).toMatchObject({ priceObject: { net: product.priceNet }, isFromMyOffer: false });
  });

  it('carry over to the packs of a negotiated product: a pack never costs more per unit than the piece', () => {
    const ctx = meblomax();
    const prices = [...indexes(getSeed()).packMembers.values()].filter((members) => members.some((member) => member.packKind !== 'single'));
    let negotiated = 0;
    for (const members of prices) {
      const single = members.find((member) => member.packKind === 'single')!;
      const piece = toProductSummary(single, ctx).multiPacks.find((pack) => pack.id === single.id)!;
      if (unitPriceNet(ctx, single) < single.priceNet) negotiated += 1;
      for (const pack of toProductSummary(single, ctx).multiPacks) {
        expect(pack.unitPrice!.net).toBeLessThanOrEqual(piece.unitPrice!.net);
        expect(pack.unitPrice!.gross).toBeLessThanOrEqual(piece.unitPrice!.gross);
        // The pack in the cart costs what its option says.
        expect(unitPriceNet(ctx, getSeed().productById.get(pack.id)!)).toBe(pack.priceObject.net);
      }
    }
    expect(negotiated).toBeGreaterThan(0);
  });

  it('leave a pack at its list price for a buyer without an offer', () => {
    const pack = getSeed().products.find((product) => product.packKind === 'collective')!;
    expect(unitPriceNet(logistics(), pack)).toBe(pack.priceNet);
    expect(unitPriceNet(guest(), pack)).toBe(pack.priceNet);
  });
});
