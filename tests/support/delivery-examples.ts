/**
 * The delivery-fee and Lebanese-pound rules by example, shared by the server's tests
 * (tests/integration: private.delivery_fee, private.lbp_amount and place_order) and the
 * storefront's (tests/unit: src/domain/delivery.ts): both must give exactly these amounts.
 * Dollars, as the database and the owner write them; amounts are whole cents, as prices are.
 */

/** A zone's fee for a subtotal: free at or above its threshold (null: never free), its fee below. */
export interface FeeExample {
  fee: number;
  freeThreshold: number | null;
  subtotal: number;
  expected: number;
}

export const FEE_EXAMPLES: readonly FeeExample[] = [
  { fee: 3, freeThreshold: 50, subtotal: 49.99, expected: 3 }, // a cent short
  { fee: 3, freeThreshold: 50, subtotal: 50, expected: 0 }, // "above $50" includes $50
  { fee: 3, freeThreshold: 50, subtotal: 120, expected: 0 },
  { fee: 3, freeThreshold: 50, subtotal: 0.5, expected: 3 },
  { fee: 4.5, freeThreshold: 75, subtotal: 74.99, expected: 4.5 },
  { fee: 6, freeThreshold: 150, subtotal: 150, expected: 0 },
  { fee: 8, freeThreshold: null, subtotal: 1000, expected: 8 }, // never free
  { fee: 0, freeThreshold: null, subtotal: 10, expected: 0 }, // a zone delivered free
  { fee: 2, freeThreshold: 0, subtotal: 0.01, expected: 0 }, // free from the first cent
];

/** A dollar amount in pounds at a rate, rounded to the nearest 1,000 (halves up). */
export interface LbpExample {
  usd: number;
  lbpPerUsd: number;
  expected: number;
  /** As the storefront shows it beside the dollars. */
  shown: string;
}

export const LBP_EXAMPLES: readonly LbpExample[] = [
  { usd: 20, lbpPerUsd: 89_500, expected: 1_790_000, shown: '≈ LBP 1,790,000' }, // the example of docs/decisions/0018-pounds-beside-dollars.md
  { usd: 23, lbpPerUsd: 89_500, expected: 2_059_000, shown: '≈ LBP 2,059,000' }, // 2,058,500: a half rounds up
  { usd: 12.5, lbpPerUsd: 89_500, expected: 1_119_000, shown: '≈ LBP 1,119,000' }, // 1,118,750
  { usd: 0.01, lbpPerUsd: 89_500, expected: 1_000, shown: '≈ LBP 1,000' }, // 895
  { usd: 0.55, lbpPerUsd: 89_500, expected: 49_000, shown: '≈ LBP 49,000' }, // 49,225
  { usd: 0, lbpPerUsd: 89_500, expected: 0, shown: '≈ LBP 0' },
  { usd: 53.99, lbpPerUsd: 89_500, expected: 4_832_000, shown: '≈ LBP 4,832,000' }, // 4,832,105
  { usd: 99_999.99, lbpPerUsd: 89_500, expected: 8_949_999_000, shown: '≈ LBP 8,949,999,000' }, // 8,949,999,105
  { usd: 1, lbpPerUsd: 1_500, expected: 2_000, shown: '≈ LBP 2,000' }, // the old official rate: 1,500
  { usd: 1, lbpPerUsd: 1_499, expected: 1_000, shown: '≈ LBP 1,000' },
];
