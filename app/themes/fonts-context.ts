import { createContext } from 'react';

/**
 * The server render's @font-face rules of the template's faces (entry.server.tsx, from
 * `themeFonts`): the page's <style> carries them, the loader data does not (~2.7 kB of
 * hydration data). In the browser the context is empty and the root layout keeps the server's text.
 */
export const ThemeFontsCss = createContext<string | null>(null);

let fromPage: string | null = null;
/** The font rules after the theme's variables in the server's `<style>` (read once, in the browser). */
export function pageFontsCss(vars: string): string {
  if (fromPage !== null || typeof document === 'undefined') return fromPage ?? '';
  const text = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').find((t) => t.startsWith(':root{')) ?? '';
  fromPage = text.startsWith(vars) ? text.slice(vars.length) : '';
  return fromPage;
}
