// Sign-in limits, one-time codes and password hashing under parallel load.
// Bursts come from their own loopback addresses (127.0.0.x) so that 127.0.0.1, which the rest of
// the suite signs in from, keeps its budget.
import { describe, expect, it } from 'vitest';
import { freshId, freshPhone, newPlayer, post, postFrom, sleep, tally, type Reply } from './helpers.ts';

const D = 'casino7.localhost';
const PER_ADDRESS = Number(process.env.TAC_REQUESTS_PER_ADDRESS ?? 20);
const PER_OPERATOR = Number(process.env.TAC_REQUESTS_PER_OPERATOR ?? 1000);

/** Runs `n` calls `size` at a time (the server sees them in parallel, the client keeps sockets sane). */
async function inBatches(n: number, size: number, call: (i: number) => Promise<Reply>) {
  const out: Reply[] = [];
  for (let i = 0; i < n; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => call(i + k)))));
  }
  return out;
}

async function loginCode(domain: string, account_id: string) {
  const r = await post('/auth/tac/request_login', { domain_name: domain, account_id });
  expect(r.json.demo_tac).toMatch(/^\d{6}$/);
  return r.json.demo_tac as string;
}

describe('one-time code tries are counted before they are checked', () => {
  it('400 parallel guesses from one address: at most 5 are checked', async () => {
    const p = await newPlayer(D);
    const code = await loginCode(D, p.account_id);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        postFrom('127.0.0.5', '/auth/login_tac', { domain_name: D, account_id: p.account_id, tac: i === 399 ? code : wrong }),
      ),
    );
    const t = tally(answers);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    // Only the first five tries are compared: 4 × invalidTac and a fifth that says the code is spent.
    expect((t.invalidTac ?? 0) + (t.OK ?? 0)).toBeLessThanOrEqual(5);
    expect(t.tacTooManyTries).toBeGreaterThanOrEqual(395);
  });

  it('two parallel right codes give one session', async () => {
    const p = await newPlayer(D);
    const code = await loginCode(D, p.account_id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postFrom('127.0.0.5', '/auth/login_tac', { domain_name: D, account_id: p.account_id, tac: code })),
    );
    expect(answers.filter((a) => a.json.statusCode === 1)).toHaveLength(1);
  });

  it('a registration code is verified and used by one signup only', async () => {
    const account_id = freshId('r');
    const contact_phone = freshPhone();
    const code = await post('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone });
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () =>
        postFrom('127.0.0.5', '/auth/tac/verify', { domain_name: D, account_id, tac: code.json.demo_tac === '000000' ? '111111' : '000000' }),
      ),
    );
    expect(tally(guesses).invalidTac ?? 0).toBeLessThanOrEqual(4);
  });
});

describe('password sign-in limits', () => {
  it('80 parallel wrong passwords on one account from one address: at most 5 are checked', async () => {
    const p = await newPlayer(D);
    const t0 = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => postFrom('127.0.0.6', '/auth/login', { domain_name: D, account_id: p.account_id, password: 'Wrong12345' })),
    );
    // On a slow machine the burst outlasts the first waits (1 s, then 2 s …): each lets one more in.
    const checked = 5 + Math.floor(Math.log2((Date.now() - t0) / 1000 + 1));
    const t = tally(answers);
    expect(t.invalidCredentials).toBeLessThanOrEqual(checked);
    expect(t.tooManyAttempts).toBeGreaterThanOrEqual(80 - checked);
    const refused = answers.find((a) => a.json.message === 'tooManyAttempts')!;
    expect(refused.json.retry_after).toBeGreaterThan(0);
  });

  it('wrong passwords from one address delay that address only; the victim signs in from another', async () => {
    const victim = await newPlayer(D);
    const attack = () => postFrom('127.0.0.2', '/auth/login', { domain_name: D, account_id: victim.account_id, password: 'Wrong12345' });
    for (let i = 0; i < 5; i++) expect((await attack()).json.message).toBe('invalidCredentials');
    // Three at once: however slow the machine, the first wait (1 s) lets at most one of them in.
    const delayed = (await Promise.all([attack(), attack(), attack()])).find((a) => a.json.message === 'tooManyAttempts')!;
    expect(delayed.json).toMatchObject({ statusCode: -429, message: 'tooManyAttempts' });
    expect(delayed.json.retry_after).toBeGreaterThanOrEqual(1);
    expect(delayed.json.retry_after).toBeLessThanOrEqual(2);
    // The victim, elsewhere, is not locked out.
    const own = await postFrom('127.0.0.3', '/auth/login', { domain_name: D, account_id: victim.account_id, password: 'Secret123' });
    expect(own.json.statusCode).toBe(1);
    // After the wait one more try is allowed, and the next wait is longer.
    await sleep(delayed.json.retry_after * 1000 + 100);
    const pair = await Promise.all([attack(), attack()]);
    expect(tally(pair)).toEqual({ invalidCredentials: 1, tooManyAttempts: 1 });
    expect(pair.find((a) => a.json.message === 'tooManyAttempts')!.json.retry_after).toBeGreaterThanOrEqual(2);
  });

  it('a successful sign-in clears the count of its account and address', async () => {
    const p = await newPlayer(D);
    const tryWith = (password: string) => postFrom('127.0.0.4', '/auth/login', { domain_name: D, account_id: p.account_id, password });
    for (let i = 0; i < 4; i++) expect((await tryWith('Wrong12345')).json.message).toBe('invalidCredentials');
    expect((await tryWith('Secret123')).json.statusCode).toBe(1);
    for (let i = 0; i < 5; i++) expect((await tryWith('Wrong12345')).json.message).toBe('invalidCredentials');
  });

  it('change password: the old-password check is limited per player', async () => {
    const p = await newPlayer(D);
    const change = (password: string) => post('/auth/update_password', { ...p, password, new_password: 'Changed789' });
    for (let i = 0; i < 5; i++) expect((await change('Wrong12345')).json.message).toBe('wrongPassword');
    const refused = (await Promise.all([change('Wrong12345'), change('Wrong12345')])).find((a) => a.json.message === 'tooManyAttempts')!;
    expect(refused.json.message).toBe('tooManyAttempts');
    expect(refused.json.retry_after).toBeGreaterThan(0);
  });
});

describe('password hashing is bounded', () => {
  it('a burst of sign-ins on many accounts gets HTTP 429 busy beyond what the server hashes at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => postFrom('127.0.0.7', '/auth/login', { domain_name: D, account_id: freshId('x'), password: 'Wrong12345' })),
    );
    const busy = answers.filter((a) => a.json.message === 'busy');
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].status).toBe(429);
    expect(busy[0].json).toMatchObject({ statusCode: -429, message: 'busy' });
    expect(busy[0].json.retry_after).toBeGreaterThan(0);
    expect(answers.every((a) => a.json.message === 'busy' || a.json.message === 'invalidCredentials')).toBe(true);
  });
});

describe('one-time code sending limits', () => {
  it('10 parallel requests for one account make one code', async () => {
    const account_id = freshId('r');
    const contact_phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone })));
    expect(answers.filter((a) => a.json.demo_tac)).toHaveLength(1);
    expect(tally(answers).tacThrottled).toBe(9);
  });

  it('10 parallel sign-in code requests for one account make one code', async () => {
    const p = await newPlayer(D);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/auth/tac/request_login', { domain_name: D, account_id: p.account_id })));
    expect(answers.filter((a) => a.json.demo_tac)).toHaveLength(1);
  });

  it('one phone gets at most 5 codes an hour', async () => {
    const contact_phone = freshPhone();
    const answers: Reply[] = [];
    for (let i = 0; i < 25; i++) {
      answers.push(await postFrom('127.0.0.8', '/auth/tac/request_new_register', { domain_name: D, account_id: freshId('p'), contact_phone }));
    }
    expect(answers.filter((a) => a.json.demo_tac)).toHaveLength(5);
    expect(answers.at(-1)!.json).toMatchObject({ message: 'tooManyAttempts' });
    expect(answers.at(-1)!.json.retry_after).toBeGreaterThan(0);
  });

  it('code requests and existence answers are limited per address', async () => {
    const ask = (i: number) =>
      i % 2
        ? postFrom('127.0.0.9', '/auth/tac/request_new_register', { domain_name: D, account_id: 'demo01', contact_phone: freshPhone() })
        : postFrom('127.0.0.9', '/auth/signup', {
            domain_name: D,
            account_id: 'demo01',
            password: 'Secret123',
            contact_phone: freshPhone(),
            contact_email: '',
            accept_terms: true,
          });
    const answers = await inBatches(PER_ADDRESS + 10, 50, ask);
    const t = tally(answers);
    expect(t.accountExists).toBe(PER_ADDRESS);
    expect(t.tooManyAttempts).toBe(10);
  });

  it('code requests are limited per operator', async () => {
    const domain = 'slot9-4.localhost';
    const ips = ['127.0.0.10', '127.0.0.11', '127.0.0.12', '127.0.0.13'];
    const answers = await inBatches(PER_OPERATOR + 10, 50, (i) =>
      postFrom(ips[i % ips.length], '/auth/tac/request_login', { domain_name: domain, account_id: freshId('o') }),
    );
    const t = tally(answers);
    expect(t.OK).toBe(PER_OPERATOR);
    expect(t.tooManyAttempts).toBe(10);
  });
});

describe('no account enumeration through code requests', () => {
  it('request_login answers alike for existing and unknown accounts, also when repeated', async () => {
    const p = await newPlayer(D);
    const unknown = freshId('u');
    const ask = (account_id: string) => post('/auth/tac/request_login', { domain_name: D, account_id });
    const { demo_tac, ...first } = (await ask(p.account_id)).json;
    expect(demo_tac).toMatch(/^\d{6}$/);
    expect((await ask(unknown)).json).toEqual(first);
    await sleep(2100);
    const again = (await ask(p.account_id)).json;
    const againUnknown = (await ask(unknown)).json;
    expect(Object.keys(again).sort()).toEqual(Object.keys(againUnknown).sort());
    expect(again.resend_in).toBeLessThan(60);
    expect(Math.abs(again.resend_in - againUnknown.resend_in)).toBeLessThanOrEqual(1);
  });

  it('forgot_password answers alike when repeated', async () => {
    const p = await newPlayer(D);
    const unknown = freshId('u');
    const ask = (account_id: string) => post('/auth/forgot_password', { domain_name: D, account_id, contact_phone: '+639170000000' });
    await ask(p.account_id);
    await ask(unknown);
    await sleep(2100);
    const a = (await ask(p.account_id)).json;
    const b = (await ask(unknown)).json;
    expect(a.resend_in).toBeLessThan(60);
    expect(Math.abs(a.resend_in - b.resend_in)).toBeLessThanOrEqual(1);
  });
});

describe('request_new_register', () => {
  it('sends the code to the account id when it is a phone number', async () => {
    const digits = `6391${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const r = await post('/auth/tac/request_new_register', { domain_name: D, external_id: '', account_id: digits });
    expect(r.json).toMatchObject({ statusCode: 1, expires_in: 300 });
    expect((await post('/auth/tac/verify', { domain_name: D, account_id: digits, tac: r.json.demo_tac })).json.statusCode).toBe(1);
    const s = await post('/auth/signup', {
      domain_name: D,
      account_id: digits,
      password: 'Secret123',
      contact_phone: `+${digits}`,
      contact_email: '',
      accept_terms: true,
    });
    expect(s.json.statusCode).toBe(1);
  });

  it('asks for contact_phone when the account id is not a phone number', async () => {
    const r = await post('/auth/tac/request_new_register', { domain_name: D, external_id: '', account_id: freshId('n') });
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual([{ field: 'contact_phone', message: 'required' }]);
  });
});

describe('maintenance', () => {
  it('sign-in, sign-up and code calls answer maintenance while the site is in maintenance', async () => {
    const M = 'maintenance.localhost';
    const calls: [string, Record<string, unknown>][] = [
      ['/auth/login', { account_id: 'demo01', password: 'demo1234' }],
      ['/auth/login_tac', { account_id: 'demo01', tac: '123456' }],
      ['/auth/tac/request_login', { account_id: 'demo01' }],
      ['/auth/tac/request_new_register', { account_id: freshId('m'), contact_phone: freshPhone() }],
      ['/auth/tac/verify', { account_id: 'demo01', tac: '123456' }],
      ['/auth/signup', { account_id: freshId('m'), password: 'Secret123', contact_phone: freshPhone(), contact_email: '', accept_terms: true }],
      ['/auth/forgot_password', { account_id: 'demo01', contact_phone: '+639171234567' }],
      ['/auth/reset_password', { account_id: 'demo01', tac: '123456', new_password: 'Secret123' }],
    ];
    for (const [path, body] of calls) {
      const r = await post(path, { domain_name: M, ...body });
      expect(r.json.message, path).toBe('maintenance');
    }
  });
});
