import type { z } from 'zod';
import { ENDPOINTS, type EndpointPath } from './index.ts';

/**
 * The calls whose bodies name a site (`domain_name`), read from their schemas once. The operator
 * API fills the field from the call's Host, and the page server from the page's host, so neither
 * a spec client nor the browser has to send it. Server-side only.
 */
export const SITE_CALLS: ReadonlySet<string> = new Set(
  (Object.keys(ENDPOINTS) as EndpointPath[]).filter((path) => {
    const shape = (ENDPOINTS[path].request as unknown as { shape?: Record<string, z.ZodType> }).shape;
    return Boolean(shape?.domain_name);
  }),
);
