import { describe, expect, it, vi } from 'vitest';
import { logDelivery } from './tac.ts';

const to = { phone: '+639171234567', accountId: 'player1', operatorCode: 'casino1' };

describe('the log delivery of one-time codes', () => {
  const logged = async (withCode: boolean) => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await logDelivery(withCode).send(to, '482913', 'login');
    const out = write.mock.calls.map((c) => String(c[0])).join('');
    write.mockRestore();
    return out;
  };

  it('writes the code only in a demo (DEMO_TAC=1 or outside production)', async () => {
    expect(await logged(true)).toContain('482913');
    const line = await logged(false);
    expect(line).not.toContain('482913');
    expect(line).toContain('TAC code issued');
    expect(line).not.toContain('1234567');
  });
});
