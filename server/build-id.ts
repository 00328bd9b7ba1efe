import path from 'node:path';
import express, { type Express } from 'express';

/** Where a build keeps the previous build's assets (scripts/lib/keep-assets.mjs puts them there). */
export const PREVIOUS_ASSETS_DIR = 'previous-assets';

/**
 * What keeps open pages working across a deploy (app/lib/browser/build-update.ts is the page's part):
 * - `GET /build-id`: the id of the build this server serves (React Router's manifest version,
 *   the id the page was built with), never cached; pages ask it every hour.
 * - `/assets/*` of the previous build after the current one's, so a page of the last build can still
 *   load its chunks; a missing asset is a plain 404 (not a page), so a failed chunk fails fast.
 * Registered after the current build's `/assets`.
 */
export function buildRoutes(app: Express, { buildDir, buildId }: { buildDir: string; buildId: string }) {
  app.get('/build-id', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ id: buildId });
  });
  app.use('/assets', express.static(path.join(buildDir, PREVIOUS_ASSETS_DIR), { immutable: true, maxAge: '1y', index: false }));
  app.use('/assets', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  });
}
