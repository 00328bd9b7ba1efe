import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { patchFetcherRevalidation } from './fetcher-revalidation.vite.ts';

describe("React Router's fetchers in their first load", () => {
  it('the installed react-router still has the code this build patches, in the files the browser gets', () => {
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('react-router/package.json'));
    for (const build of ['production', 'development']) {
      const dir = path.join(root, 'dist', build);
      const file = fs
        .readdirSync(dir)
        .map((f) => path.join(dir, f))
        .find((f) => f.endsWith('.mjs') && fs.readFileSync(f, 'utf8').includes('isMidInitialLoad'));
      expect(file, build).toBeTruthy();
      const out = patchFetcherRevalidation(fs.readFileSync(file!, 'utf8'));
      expect(out.missing).toEqual([]);
      // The first load is left alone before its route is matched at all.
      expect(out.code).toMatch(
        /if \(hasPatchRoutesOnNavigation && isMidInitialLoad\) \{\s*return;\s*\}\s*if \(!fetcherMatches\) \{\s*revalidatingFetchers\.push/,
      );
    }
  });

  it('reports what it cannot patch', () => {
    expect(patchFetcherRevalidation('nothing here').missing).toHaveLength(1);
  });
});
