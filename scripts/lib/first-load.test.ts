import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a JavaScript module of the scripts
import { firstLoadModules } from './first-load.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
fs.mkdirSync(path.join(dir, 'assets'));
const files: Record<string, string> = {
  'app-A.js': 'import{a as b}from"./react-R.js";export const x=1;const later=()=>import("./lazy-L.js");',
  'react-R.js': 'export const a=1;',
  'lazy-L.js': 'export const l=1;',
  'root-1.js': 'import"./app-A.js";export default 1;',
  'login-2.js': 'import{x}from"./app-A.js";import{f}from"./field-F.js";export default x;',
  'field-F.js': 'export const f=1;',
  'home-H.js': 'import"./app-A.js";import"./cards-C.js";',
  'cards-C.js': 'export {};',
  'entry.client-E.js': 'import"./app-A.js";',
  'manifest-M.js': 'window.__m={};',
};
for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'assets', name), code);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const html = `<html><head>
<link rel="modulepreload" href="/assets/entry.client-E.js" nonce="n"/>
<link rel="modulepreload" href="/assets/app-A.js" nonce="n"/>
<link rel="modulepreload" href="/assets/root-1.js" nonce="n"/>
<link rel="modulepreload" href="/assets/login-2.js" nonce="n"/>
</head><body>
<script nonce="n" type="module" async="">import "/assets/manifest-M.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/login-2.js";
window.__reactRouterManifest = { "entry": { "module": "/assets/entry.client-E.js", "imports": ["/assets/app-A.js"] },
  "routes": { "routes/home": { "index": true, "module": "/assets/home-H.js", "imports": ["/assets/app-A.js", "/assets/cards-C.js"] } } };
import("/assets/entry.client-E.js");</script>
</body></html>`;

describe('first-load modules (npm run bench -- first-load)', () => {
  const { modules, notPreloaded } = firstLoadModules(html, dir);
  it('counts the preloads, the module script imports and their static imports', () => {
    expect(modules).toEqual(['app-A', 'entry.client-E', 'field-F', 'login-2', 'manifest-M', 'react-R', 'root-1'].map((n) => `/assets/${n}.js`));
  });
  it('leaves out what the route manifest only names, and dynamic imports', () => {
    expect(modules).not.toContain('/assets/home-H.js');
    expect(modules).not.toContain('/assets/cards-C.js');
    expect(modules).not.toContain('/assets/lazy-L.js');
  });
  it('names the modules loaded without a preload (a request waterfall)', () => {
    expect(notPreloaded).toEqual(['/assets/field-F.js', '/assets/manifest-M.js', '/assets/react-R.js']);
  });
});
