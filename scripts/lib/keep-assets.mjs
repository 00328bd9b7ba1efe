// Keeps the previous build's assets for one deploy: a page of the last build that asks for one of
// its chunks after the new build is out still gets it (server/build-id.ts serves
// <build>/previous-assets after <build>/client/assets). Only the one previous build: its own
// previous assets are not carried on.
import fs from 'node:fs';
import path from 'node:path';

export const PREVIOUS_ASSETS_DIR = 'previous-assets';

/**
 * Runs `build` (which empties the build directory) and puts the assets the build directory held
 * before into <build>/previous-assets. A failed build leaves them there too when it left a build
 * directory; the error goes on.
 */
export function keepingPreviousAssets(buildDir, build) {
  const current = path.join(buildDir, 'client', 'assets');
  const stash = `${buildDir}.assets-stash`;
  fs.rmSync(stash, { recursive: true, force: true });
  const stashed = fs.existsSync(current);
  if (stashed) fs.renameSync(current, stash);
  try {
    return build();
  } finally {
    if (stashed) {
      const previous = path.join(buildDir, PREVIOUS_ASSETS_DIR);
      if (fs.existsSync(buildDir)) {
        fs.rmSync(previous, { recursive: true, force: true });
        fs.renameSync(stash, previous);
      } else fs.rmSync(stash, { recursive: true, force: true });
    }
  }
}
