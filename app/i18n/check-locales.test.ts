import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'locales');
const NAMESPACES = ['ui', 'validation', 'errors', 'messages', '_m'];
const languages = fs.readdirSync(dir).filter((l) => l !== 'en');

function flat(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') Object.assign(out, flat(v as Record<string, unknown>, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}
const load = (lng: string, ns: string) => flat(JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')));
const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Terms every language keeps as they are. */
const SAME_ANYWHERE = /^(VIP|RTP|OK|Bingo|Sabong|Arcade|Crash|Demo|E-mail|FAQs?|Slots?|Menu|Inbox|Poker & Table|Lottery)$/i;

describe('message files', () => {
  it('English has every namespace', () => {
    for (const ns of NAMESPACES) expect(Object.keys(load('en', ns)).length, ns).toBeGreaterThan(5);
  });

  for (const lng of languages) {
    it(`${lng}: same keys as English, no empty text, same placeholders, translated`, () => {
      let same = 0;
      let total = 0;
      for (const ns of NAMESPACES) {
        const en = load('en', ns);
        const tr = load(lng, ns);
        expect(Object.keys(tr).sort(), `${lng}/${ns}`).toEqual(Object.keys(en).sort());
        for (const [k, v] of Object.entries(en)) {
          expect(tr[k].trim().length, `${lng}/${ns}:${k}`).toBeGreaterThan(0);
          expect(vars(tr[k]), `${lng}/${ns}:${k}`).toEqual(vars(v));
          total++;
          if (tr[k] === v && !SAME_ANYWHERE.test(v)) same++;
        }
      }
      // Brand-like words may stay; anything else copied from English is a missing translation.
      expect(same / total, `${lng}: ${same} of ${total} strings equal to English`).toBeLessThan(0.1);
    });
  }
});
