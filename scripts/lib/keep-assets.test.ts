import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a JavaScript module of the scripts
import { keepingPreviousAssets, PREVIOUS_ASSETS_DIR } from './keep-assets.mjs';

function fakeBuild(dir: string, files: string[]) {
  // As react-router build does: the whole build directory goes, the new one is written.
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  for (const f of files) fs.writeFileSync(path.join(dir, 'client', 'assets', f), f);
}
const list = (d: string) => (fs.existsSync(d) ? fs.readdirSync(d).sort() : []);

describe('keepingPreviousAssets', () => {
  it("keeps exactly the previous build's assets next to the new build", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-assets-'));
    const dir = path.join(root, 'build');
    keepingPreviousAssets(dir, () => fakeBuild(dir, ['a-1.js']));
    expect(list(path.join(dir, PREVIOUS_ASSETS_DIR))).toEqual([]);
    keepingPreviousAssets(dir, () => fakeBuild(dir, ['a-2.js', 'b-2.js']));
    expect(list(path.join(dir, 'client', 'assets'))).toEqual(['a-2.js', 'b-2.js']);
    expect(list(path.join(dir, PREVIOUS_ASSETS_DIR))).toEqual(['a-1.js']);
    keepingPreviousAssets(dir, () => fakeBuild(dir, ['a-3.js']));
    // One deploy back only: a-1 is gone.
    expect(list(path.join(dir, PREVIOUS_ASSETS_DIR))).toEqual(['a-2.js', 'b-2.js']);
    expect(fs.existsSync(`${dir}.assets-stash`)).toBe(false);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a failed build still keeps them, and the error goes on', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-assets-'));
    const dir = path.join(root, 'build');
    fakeBuild(dir, ['a-1.js']);
    expect(() =>
      keepingPreviousAssets(dir, () => {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir);
        throw new Error('build failed');
      }),
    ).toThrow('build failed');
    expect(list(path.join(dir, PREVIOUS_ASSETS_DIR))).toEqual(['a-1.js']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
