import { createHmac } from 'node:crypto';

/** The stakes the demo slot offers, minor units. */
export const BETS = [100, 500, 1000, 5000] as const;

/** Pay table of the demo slot (multipliers of the bet, weights): RTP ≈ 96 %. */
const PAYS: Array<[number, number]> = [
  [0, 630],
  [1, 150],
  [2, 120],
  [3, 60],
  [5, 28],
  [10, 10],
  [25, 2],
];
const TOTAL = PAYS.reduce((a, [, w]) => a + w, 0);

/**
 * A round's multiplier, decided by the provider from its secret and the round's id: the same round
 * asked again gets the same outcome (so its repeated wallet calls are the same calls), and nobody
 * without the secret can tell an outcome before the bet is taken.
 */
export function multiplierOf(secret: Buffer, roundId: string): number {
  const roll = createHmac('sha256', secret).update(roundId).digest().readUInt32BE(0) % TOTAL;
  let acc = 0;
  for (const [m, w] of PAYS) {
    acc += w;
    if (roll < acc) return m;
  }
  return 0;
}
