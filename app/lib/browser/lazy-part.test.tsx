import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, loadPartsOnServer } from './lazy-part.tsx';

describe('lazyPart on the server', () => {
  it('renders in place once loadPartsOnServer settled, in the same pass as the rest of the page', async () => {
    let loads = 0;
    const Board = lazyPart('[data-board]', async () => {
      loads++;
      return ({ label }: { label: string }) => <p data-board="">{label}</p>;
    });
    const Banner = lazyPart('[data-banner]', async () => () => <p data-banner="">Withdrawals only</p>);
    // A pass that cannot wait for it (as when the page's first-view messages are written): its fallback.
    expect(renderToString(<Board label="before" />)).not.toContain('data-board');
    await loadPartsOnServer();
    expect(renderToString(<Board label="Live now" />)).toContain('<p data-board="">Live now</p>');
    // Never rendered before: loaded by loadPartsOnServer alone.
    expect(renderToString(<Banner />)).toContain('Withdrawals only');
    await loadPartsOnServer();
    expect(loads).toBe(1);
    // A part registered later (a module the server imported since) is loaded by the next call.
    const Late = lazyPart('[data-late]', async () => () => <p data-late="">Maintenance</p>);
    await loadPartsOnServer();
    expect(renderToString(<Late />)).toContain('Maintenance');
    expect(loads).toBe(1);
  });
});
