import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Env } from './env.ts';

/**
 * Browser features no page of the product uses are off for the pages and every frame in them.
 * (Only features Chromium knows: an unknown one is a console warning on every page.)
 * Full screen stays: the game frame (a provider's page, allow="fullscreen") goes full screen.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'fullscreen=*',
].join(', ');

/** One year; only sent over https (a plain-http answer cannot set it, and localhost must stay reachable). */
const HSTS = 'max-age=31536000';

/** The security headers of every answer: CSP with a per-request nonce, HSTS over https, Permissions-Policy. */
export function securityHeaders(env: Pick<Env, 'OPERATOR_API_URL' | 'IMG_ORIGINS' | 'NODE_ENV'>): RequestHandler[] {
  return [
    // A per-request nonce lets the SSR's own inline scripts and the operator's analytics run, nothing else.
    (req, res, next) => {
      res.locals.nonce = randomBytes(16).toString('base64');
      next();
    },
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, "'strict-dynamic'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Not any https: an inbox message or CMS page could otherwise load a tracking pixel.
          imgSrc: ["'self'", 'data:', 'blob:', ...env.IMG_ORIGINS],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(env.OPERATOR_API_URL ? [new URL(env.OPERATOR_API_URL).origin] : [])],
          // Outside production the console's Site screen frames the demo's http player hosts (*.localhost).
          frameSrc: ["'self'", 'https:', ...(env.NODE_ENV === 'production' ? [] : ['http://*.localhost:*'])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // The demo game page is framed by the site itself.
      frameguard: { action: 'sameorigin' },
      strictTransportSecurity: false,
      // Same-origin requests carry their origin and page: a form posted without scripts is checked
      // against it (React Router refuses an action whose Origin is "null") and sent back to that
      // page; other sites still learn nothing.
      referrerPolicy: { policy: 'same-origin' },
    }),
    (req, res, next) => {
      // req.secure believes X-Forwarded-Proto only from the proxies TRUST_PROXY names.
      if (req.secure) res.set('Strict-Transport-Security', HSTS);
      res.set('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
