import { describe, expect, it } from 'vitest';
import { lngOf, loadResources } from './setup.ts';

describe('language fallback rules', () => {
  it('maps the eight language codes to their message files', () => {
    expect(['EN', 'PHP', 'CN', 'ESP', 'RUS', 'VI', 'MS', 'NE'].map(lngOf)).toEqual(['en', 'fil', 'zh', 'es', 'ru', 'vi', 'ms', 'ne']);
  });
  it('MMK, MNT and IDR are valid codes without files: they read English', async () => {
    expect(['MMK', 'MNT', 'IDR'].map(lngOf)).toEqual(['en', 'en', 'en']);
    const r = await loadResources(lngOf('IDR'));
    expect(Object.keys(r)).toEqual(['en']);
  });
  it('unknown or missing codes fall back to English', () => {
    expect(lngOf('XX')).toBe('en');
    expect(lngOf(undefined)).toBe('en');
  });
  it('loads only the asked language, per namespace', async () => {
    const r = await loadResources('zh', ['ui']);
    expect(Object.keys(r)).toEqual(['zh']);
    expect(Object.keys(r.zh)).toEqual(['ui']);
  });
});
