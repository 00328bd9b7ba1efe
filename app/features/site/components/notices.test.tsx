// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { PageI18nContext } from '~/i18n/page-i18n.ts';
import { useNoticeStore, type Toast } from '~/stores/notice-store.ts';
import { Notices } from './notices.tsx';
import { Toaster } from './toaster.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: {}, initAsync: false });

const mount = (node: React.ReactNode) => act(() => root.render(<PageI18nContext.Provider value={i18n}>{node}</PageI18nContext.Provider>));
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  useNoticeStore.setState({ toasts: [] });
  vi.useRealTimers();
});

const toast = (variant: Toast['variant'], duration = 3000) =>
  act(() => useNoticeStore.getState().toast({ variant, title: 'Saved', text: 'Your profile has been saved.', duration }));
const shown = () => [...document.querySelectorAll('[data-testid^=toast-]:not([data-testid=toast-close])')];
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** What the toast's live region says (Radix writes it two frames after the toast opens, for a second). */
const announced = () => [...document.querySelectorAll('[role=status][aria-live]')].map((el) => `${el.getAttribute('aria-live')}: ${el.textContent}`);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mount(<Toaster />);
  });

  it('show their title and text in the labelled list, are announced politely, and go after their time', () => {
    toast('success');
    expect(shown().map((el) => el.textContent)).toEqual(['Saved Your profile has been saved.×']);
    expect(document.querySelector('[role=region]')?.getAttribute('aria-label')).toBe('Notifications (F8)');
    advance(100);
    expect(announced()).toEqual(['polite: Notification Saved Your profile has been saved.']);
    advance(2800);
    expect(shown()).toHaveLength(1);
    advance(200);
    expect(shown()).toHaveLength(0);
  });

  it('wait while the pointer is over them, then finish the time they had left', () => {
    toast('info');
    advance(2000);
    const list = document.querySelector('[role=region]')!;
    act(() => list.dispatchEvent(new Event('pointermove')));
    advance(60_000);
    expect(shown()).toHaveLength(1);
    act(() => list.dispatchEvent(new Event('pointerleave')));
    advance(900);
    expect(shown()).toHaveLength(1);
    advance(200);
    expect(shown()).toHaveLength(0);
  });

  it('close by their button, whose name is translated', () => {
    toast('info');
    const close = document.querySelector<HTMLButtonElement>('[data-testid=toast-close]')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    act(() => close.click());
    expect(shown()).toHaveLength(0);
    expect(useNoticeStore.getState().toasts).toEqual([]);
  });

  it('an error is announced assertively and stays until it is closed', () => {
    toast('error');
    advance(100);
    expect(announced()).toEqual(['assertive: Notification Saved Your profile has been saved.']);
    advance(10 * 60_000);
    expect(shown()).toHaveLength(1);
    act(() => document.querySelector<HTMLButtonElement>('[data-testid=toast-close]')!.click());
    expect(shown()).toHaveLength(0);
  });

  it('at most four at once', () => {
    for (let i = 0; i < 6; i++) toast('info');
    expect(shown()).toHaveLength(4);
  });
});

describe('notices', () => {
  it('fetch the toaster with the first toast', async () => {
    mount(<Notices />);
    expect(document.querySelector('[role=region]')).toBeNull();
    toast('success');
    // The chunk arrives, then React draws what it held back.
    await act(async () => {
      await import('./toaster.tsx');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]!.textContent).toContain('Your profile has been saved.');
  });
});
