import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'Playfront console';

const totpOf = (secret: string, email: string) =>
  new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret (base32), what authenticator apps expect. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads (from a QR code). */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The 30-second step a code belongs to, or null when it is wrong. One step either side is
 * accepted (clocks drift); the caller refuses a step already used, so a code works once.
 */
export function totpStep(secret: string, email: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}
