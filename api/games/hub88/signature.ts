import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** The header that carries a body's signature, both ways. */
export const SIGNATURE_HEADER = 'x-hub88-signature';

/** A PEM from the environment: literal "\n" sequences (one-line variables) become line breaks. */
const pem = (text: string) => text.replace(/\\n/g, '\n').trim();
export const privateKeyOf = (text: string) => createPrivateKey(pem(text));
export const publicKeyOf = (text: string) => createPublicKey(pem(text));

/** RSA-SHA256 over the exact bytes sent, base64. */
export const signBody = (body: string | Buffer, key: KeyObject) => sign('sha256', Buffer.from(body), key).toString('base64');

/** False for a missing, malformed or wrong signature: never throws. */
export function verifyBody(body: Buffer, signature: string | undefined, key: KeyObject) {
  if (!signature || !/^[A-Za-z0-9+/=\s]+$/.test(signature)) return false;
  try {
    return verify('sha256', body, key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
