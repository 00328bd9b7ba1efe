import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';

/**
 * Name inputs take what people's names are written with (the contract's NAME_CHARS): letters,
 * spaces, hyphens, apostrophes and dots; keys with a code of 32 or below pass. Combining marks
 * stay with their letters (Nepali vowel signs, accents typed apart), composed as the server
 * stores them (NFC).
 */
export const nameChars = (v: string) => v.replace(/[^\p{L}\p{M} .'’-]/gu, '').normalize('NFC');
/** Strict-number inputs take digits only. */
export const digitsOnly = (v: string) => v.replace(/\D/g, '');

const allowsKey = (e: KeyboardEvent<HTMLInputElement>, ok: (ch: string) => boolean) => {
  // Control keys (Backspace, Tab, arrows…) and shortcuts are never blocked.
  if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return true;
  return e.key.charCodeAt(0) <= 32 || ok(e.key);
};

function filterProps(filter: (v: string) => string, ok: (ch: string) => boolean) {
  return {
    onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
      if (!allowsKey(e, ok)) e.preventDefault();
    },
    // Pasted or auto-filled text is cleaned too.
    onInput(e: FormEvent<HTMLInputElement>) {
      const el = e.currentTarget;
      const clean = filter(el.value);
      if (clean !== el.value) el.value = clean;
    },
    onPaste(e: ClipboardEvent<HTMLInputElement>) {
      const text = e.clipboardData.getData('text');
      if (filter(text) !== text) {
        e.preventDefault();
        const el = e.currentTarget;
        const start = el.selectionStart ?? el.value.length;
        const end = el.selectionEnd ?? el.value.length;
        el.value = el.value.slice(0, start) + filter(text) + el.value.slice(end);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
  };
}

export const nameInputProps = () => filterProps(nameChars, (ch) => /[\p{L}\p{M} .'’-]/u.test(ch));
export const numberInputProps = () => ({ ...filterProps(digitsOnly, (ch) => /\d/.test(ch)), inputMode: 'numeric' as const });

/** Dialog checks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
export const checkEmail = (v: string) => (EMAIL_PATTERN.test(v.trim()) ? null : 'Invalid email address');
export const checkUrl = (v: string) => (URL_PATTERN.test(v.trim()) ? null : 'Invalid URL');
