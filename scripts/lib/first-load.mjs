// The JavaScript a first visit downloads (npm run bench -- first-load): the page's module preloads,
// the modules its inline module script imports (route modules, the client entry named in React
// Router's manifest) and every module those import statically, followed through the build's files.
// Not counted: modules the HTML only names (React Router's route manifest lists the index route and
// the build's manifest file for later navigations; the browser does not fetch them now) and dynamic
// imports (they load when used).
import fs from 'node:fs';
import path from 'node:path';

const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /\bimport\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const ENTRY = /"entry"\s*:\s*\{\s*"module"\s*:\s*"([^"]+)"/;

/** Module URLs under /assets/ the HTML makes the browser load at once, and which of them were preloaded. */
export function firstLoadModules(html, clientDir) {
  const preloaded = new Set([...html.matchAll(PRELOAD)].map((m) => m[0].match(HREF)?.[1]).filter((h) => h?.startsWith('/assets/')));
  const roots = new Set(preloaded);
  for (const [, code] of html.matchAll(MODULE_SCRIPT)) {
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) if (spec.startsWith('/assets/')) roots.add(spec);
    const entry = code.match(ENTRY)?.[1];
    if (entry) roots.add(entry);
  }
  const all = new Set();
  const stack = [...roots];
  while (stack.length) {
    const url = stack.pop();
    if (all.has(url)) continue;
    all.add(url);
    const file = path.join(clientDir, url);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      if (!spec.startsWith('./') && !spec.startsWith('/assets/')) continue;
      stack.push(spec.startsWith('./') ? path.posix.join(path.posix.dirname(url), spec) : spec);
    }
  }
  return { modules: [...all].sort(), notPreloaded: [...all].filter((u) => !preloaded.has(u)).sort() };
}
