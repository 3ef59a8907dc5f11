/**
 * The price of an order of several copies (decision 100), the one rule for the checkout page,
 * the server and the invoice. A volume price is a price for a quantity, not a reduction of the
 * single copy's price: the struck-price rule of decision D17 does not apply to it.
 */

/** A team order has 2 to 50 copies; 1 is the single copy. */
export const MIN_TEAM_COPIES = 2;
export const MAX_COPIES = 50;

/** From `minCopies` copies on, each copy costs `percentOff` percent less. */
export interface VolumePrice {
  minCopies: number;
  percentOff: number;
}

export interface CopiesPrice {
  copies: number;
  /** The single copy's price, in cents. */
  listUnitPrice: number;
  /** The volume price's reduction per copy in percent; 0 when none applies. */
  percentOff: number;
  /** What one copy costs in this order, in cents. */
  unitPrice: number;
  /** What the order costs before any discount code: unitPrice × copies. */
  total: number;
  /** What the volume price saves against single copies: (listUnitPrice − unitPrice) × copies. */
  saving: number;
}

/** The volume price that applies to a number of copies: the one with the highest threshold reached. */
export function volumePriceFor(copies: number, prices: readonly VolumePrice[]): VolumePrice | null {
  let best: VolumePrice | null = null;
  for (const price of prices) {
    if (price.minCopies <= copies && (!best || price.minCopies > best.minCopies)) best = price;
  }
  return copies >= MIN_TEAM_COPIES ? best : null;
}

/** What `copies` copies cost at a single copy's price of `listUnitPrice` cents. */
export function copiesPrice(
  listUnitPrice: number,
  copies: number,
  prices: readonly VolumePrice[],
): CopiesPrice {
  const percentOff = volumePriceFor(copies, prices)?.percentOff ?? 0;
  const unitPrice = Math.round((listUnitPrice * (100 - percentOff)) / 100);
  return {
    copies,
    listUnitPrice,
    percentOff,
    unitPrice,
    total: unitPrice * copies,
    saving: (listUnitPrice - unitPrice) * copies,
  };
}
