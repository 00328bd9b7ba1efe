#!/usr/bin/env node
/**
 * Merges message fragments into app/i18n/locales/<lng>/<ns>.json, for engineers working side by
 * side (run it under a lock: `flock /tmp/locales.lock node scripts/merge-locales.mjs <dir>`).
 * <dir> holds one file per language, <lng>.json, shaped { "<ns>": { …nested keys… } }. Existing
 * keys are overwritten by the fragment's; nothing is removed. Files are written in Prettier's shape.
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir || !fs.existsSync(dir)) {
  console.error('usage: node scripts/merge-locales.mjs <dir with <lng>.json fragments>');
  process.exit(2);
}
const root = path.join(import.meta.dirname, '..', 'app', 'i18n', 'locales');
const isObject = (v) => v && typeof v === 'object' && !Array.isArray(v);
function merge(into, from) {
  for (const [k, v] of Object.entries(from)) {
    if (isObject(v)) into[k] = merge(isObject(into[k]) ? into[k] : {}, v);
    else into[k] = v;
  }
  return into;
}
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const lng = file.replace(/\.json$/, '');
  if (!fs.existsSync(path.join(root, lng))) throw new Error(`no language ${lng}`);
  const fragment = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  for (const [ns, messages] of Object.entries(fragment)) {
    const target = path.join(root, lng, `${ns}.json`);
    const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
    fs.writeFileSync(target, JSON.stringify(merge(current, messages), null, 2) + '\n');
  }
  console.log(`merged ${lng}`);
}
