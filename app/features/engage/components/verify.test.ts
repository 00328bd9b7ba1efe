import { describe, expect, it } from 'vitest';
import { chestLayout, newServerSeed, seedHash, spinOutcome } from '../../../../api/services/engage/fair.ts';
import { verifyChests, verifySpin } from './verify.ts';

// The browser's check (Web Crypto) must agree with the server's draw on every input.
describe('verification in the browser agrees with the server', () => {
  it('spins: same slice, same HMAC, the hash of the seed', async () => {
    const seed = newServerSeed();
    const weights = [30, 25, 15, 12, 8, 6, 3, 1];
    for (let nonce = 1; nonce <= 30; nonce++) {
      const server = spinOutcome(seed, 'client-1', nonce, weights);
      const v = await verifySpin({ serverSeed: seed, seedHash: seedHash(seed), clientSeed: 'client-1', nonce, weights, hmac: server.hmac });
      expect(v).toEqual({ hashMatches: true, hmac: server.hmac, hmacMatches: true, index: server.index });
    }
    const wrong = await verifySpin({ serverSeed: newServerSeed(), seedHash: seedHash(seed), clientSeed: 'c', nonce: 1, weights, hmac: 'x' });
    expect(wrong.hashMatches).toBe(false);
  });

  it('minigame rounds: the same layout of the chests', async () => {
    const seed = newServerSeed();
    const multipliers = [0, 0, 5_000, 15_000, 25_000];
    for (let nonce = 1; nonce <= 20; nonce++) {
      const server = chestLayout(seed, 'abc', nonce, multipliers);
      const v = await verifyChests({ serverSeed: seed, seedHash: seedHash(seed), clientSeed: 'abc', nonce, multipliers, hmac: server.hmac });
      expect(v.layout).toEqual(server.layout);
      expect(v.hmacMatches && v.hashMatches).toBe(true);
    }
  });
});
