// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { PageI18nContext } from '~/i18n/page-i18n.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { Notices } from './notices.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: {}, initAsync: false });

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <PageI18nContext.Provider value={i18n}>
        <Notices />
      </PageI18nContext.Provider>,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  useNoticeStore.setState({ toasts: [] });
  vi.useRealTimers();
});

const toast = (variant: 'info' | 'error', duration = 3000) => act(() => useNoticeStore.getState().toast({ variant, title: 'Title', text: 'Text', duration }));
const shown = () => host.querySelectorAll('[data-testid^=toast-]:not([data-testid=toast-close])').length;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts (WCAG 2.2.1)', () => {
  it('go after their time', () => {
    toast('info');
    expect(shown()).toBe(1);
    advance(2900);
    expect(shown()).toBe(1);
    advance(200);
    expect(shown()).toBe(0);
  });

  it('wait while hovered, then finish the time they had left', () => {
    toast('info');
    advance(2000);
    const el = host.querySelector('[data-testid=toast-info]')!;
    // jsdom has no PointerEvent: React reads enter and leave from pointerover/pointerout and their related target.
    act(() => el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: document.body })));
    advance(60_000);
    expect(shown()).toBe(1);
    act(() => el.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body })));
    advance(900);
    expect(shown()).toBe(1);
    advance(200);
    expect(shown()).toBe(0);
  });

  it('wait while they hold focus; closing gives focus back to where it was', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    toast('info');
    const close = host.querySelector<HTMLButtonElement>('[data-testid=toast-close]')!;
    act(() => close.focus());
    advance(60_000);
    expect(shown()).toBe(1);
    act(() => close.click());
    expect(shown()).toBe(0);
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('an error stays until it is closed', () => {
    toast('error');
    advance(10 * 60_000);
    expect(shown()).toBe(1);
    act(() => host.querySelector<HTMLButtonElement>('[data-testid=toast-close]')!.click());
    expect(shown()).toBe(0);
  });
});
