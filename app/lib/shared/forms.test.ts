import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, formFields, isFailure, refused } from './forms.ts';
import { backTo, isDocumentRequest } from '../server/form-request.server.ts';

describe('forms', () => {
  it('reads posted fields as strings, the first of a repeated name', () => {
    const f = new FormData();
    f.append('a', '1');
    f.append('a', '2');
    f.append('b', 'x');
    expect(formFields(f)).toEqual({ a: '1', b: 'x' });
  });

  it('answers the first message of each field, or the parsed values', () => {
    const schema = z.object({ name: z.string().min(1, 'required'), age: z.coerce.number().int('integer').min(18, 'tooYoung') });
    const bad = checkForm(schema, { name: '', age: '12' }, 'profile');
    expect(bad).toEqual({ ok: false, failure: { ok: false, intent: 'profile', fieldErrors: { name: 'required', age: 'tooYoung' } } });
    expect(checkForm(schema, { name: 'Ann', age: '30' })).toEqual({ ok: true, value: { name: 'Ann', age: 30 } });
    expect(isFailure(refused('insufficientBalance'))).toBe(true);
    expect(isFailure({ ok: true })).toBe(false);
  });

  it('tells a page navigation from a fetch, and goes back only to this site', () => {
    const nav = new Request('http://localhost/x', { method: 'POST', headers: { 'sec-fetch-dest': 'document', referer: 'http://localhost/slots?page=2' } });
    expect(isDocumentRequest(nav)).toBe(true);
    expect(isDocumentRequest(new Request('http://localhost/x', { headers: { 'sec-fetch-dest': 'empty' } }))).toBe(false);
    expect(backTo(nav, {}).headers.get('location')).toBe('/slots?page=2');
    const away = new Request('http://localhost/x', { method: 'POST', headers: { referer: 'https://evil.example/' } });
    expect(backTo(away, {}).headers.get('location')).toBe('/');
    expect(backTo(away, { back: '//evil.example' }).headers.get('location')).toBe('/');
  });
});
