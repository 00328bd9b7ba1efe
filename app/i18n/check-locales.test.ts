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
const PLURAL = /_(zero|one|two|few|many|other)$/;
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
      const forms = new Set<string>([
        ...new Intl.PluralRules(lng).resolvedOptions().pluralCategories,
        ...new Intl.PluralRules('en').resolvedOptions().pluralCategories,
      ]);
      for (const ns of NAMESPACES) {
        const en = load('en', ns);
        const tr = load(lng, ns);
        // A counted text (key_one, key_other in English) has the plural forms of each language instead.
        const counted = new Set(
          Object.keys(en)
            .filter((k) => PLURAL.test(k))
            .map((k) => k.replace(PLURAL, '')),
        );
        const base = (k: string) => (counted.has(k.replace(PLURAL, '')) ? k.replace(PLURAL, '') : k);
        const keys = (o: Record<string, string>) => [...new Set(Object.keys(o).map(base))].sort();
        expect(keys(tr), `${lng}/${ns}`).toEqual(keys(en));
        for (const b of counted) {
          for (const f of new Intl.PluralRules(lng).resolvedOptions().pluralCategories) expect(tr[`${b}_${f}`], `${lng}/${ns}:${b}_${f}`).toBeDefined();
        }
        for (const [k, text] of Object.entries(tr)) {
          if (!counted.has(base(k)) || k in en) continue;
          expect(forms.has(k.slice(base(k).length + 1)), `${lng}/${ns}:${k}`).toBe(true);
          expect(text.trim().length, `${lng}/${ns}:${k}`).toBeGreaterThan(0);
          expect(vars(text), `${lng}/${ns}:${k}`).toEqual(vars(en[`${base(k)}_other`]));
        }
        for (const [k, v] of Object.entries(en)) {
          if (counted.has(base(k)) && !(k in tr)) continue;
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
