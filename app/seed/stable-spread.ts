// Demo numbers that look organic and never change between seeds: view counts, publication offsets, likes.
export const DAY_MS = 86_400_000;

/** A stable pseudo-random number in [0, modulo) for the i-th item (Knuth's multiplicative hash, salted per use). */
export function spread(index: number, salt: number, modulo: number): number {
  return Number((BigInt(index + 1) * 2_654_435_761n + BigInt(salt) * 40_503n) % BigInt(modulo));
}
