// Money is integer fen everywhere (prices, orders, WeChat Pay); this writes it for people. Client-safe.

/** Fen as a price: ¥12.30. */
export function formatFen(fen: number): string {
  return `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
}
