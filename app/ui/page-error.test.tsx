// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { abortRetries, PageError } from './page-error.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// As the framework does for a route module's ErrorBoundary: the error comes as a prop.
function Boundary() {
  return <PageError error={useRouteError()} />;
}

/** A page whose data request is cut off `cuts` times before it answers. */
async function open(cuts: number) {
  let calls = 0;
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        calls += 1;
        if (calls <= cuts) throw new DOMException('signal is aborted without reason', 'AbortError');
        return { ok: true };
      },
      Component: () => <p id="page">The page</p>,
      ErrorBoundary: Boundary,
      HydrateFallback: () => null,
    },
  ]);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<RouterProvider router={router} />));
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  return { host, calls: () => calls, done: () => act(() => root.unmount()) };
}

describe('the page error boundary', () => {
  beforeEach(() => {
    abortRetries.times.length = 0;
  });

  it('asks again for data the browser cut off, more than once, and the page comes back', async () => {
    const page = await open(2);
    expect(page.host.querySelector('#page')?.textContent).toBe('The page');
    expect(page.calls()).toBe(3);
    await page.done();
  });

  it('shows the error page when the requests keep being cut off', async () => {
    const page = await open(10);
    expect(page.host.querySelector('#page')).toBeNull();
    expect(page.host.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(page.calls()).toBe(1 + abortRetries.max);
    await page.done();
  });

  it('shows any other failure at once', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('broken');
        },
        Component: () => <p id="page">The page</p>,
        ErrorBoundary: Boundary,
      },
    ]);
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<RouterProvider router={router} />));
    for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 5)));
    expect(host.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(abortRetries.times).toEqual([]);
    await act(() => root.unmount());
  });
});
