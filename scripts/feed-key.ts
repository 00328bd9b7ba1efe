// npm run feed-key -- <provider>: a new push key for an odds provider (docs/integrations/sports.md).
// Prints the key, to give the provider once, and the FEED_PUSH_KEYS entry, which holds only its hash.
import { randomBytes } from 'node:crypto';
import { hashPushKey, PROVIDER_CODE } from '../api/services/sports/ingest.ts';

const provider = process.argv[2] ?? '';
if (!PROVIDER_CODE.test(provider)) {
  console.error('usage: npm run feed-key -- <provider>   (2–10 lowercase letters and digits, starting with a letter)');
  process.exit(2);
}
const key = randomBytes(32).toString('base64url');
console.log(`key for ${provider} (give it to the provider; it is not kept anywhere): ${key}`);
console.log(`add to FEED_PUSH_KEYS (comma-separated with the others): ${provider}:${hashPushKey(key)}`);
