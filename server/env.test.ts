import express from 'express';
import { describe, expect, it } from 'vitest';
import { demoSwitchesOn, loadEnv } from './env.ts';

const fails = (source: NodeJS.ProcessEnv) => {
  try {
    loadEnv(source);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

describe('demo switches', () => {
  it('are refused under NODE_ENV=production, each by its name', () => {
    for (const name of ['DEMO_PAYMENTS', 'DEMO_TAC', 'DEMO_SPORTS', 'DEMO_SPORTS_FEED', 'DEMO_GAMES', 'SEED_DEMO']) {
      const message = fails({ NODE_ENV: 'production', [name]: '1' });
      expect(message, name).toMatch(new RegExp(`^Invalid configuration:\\n  ${name}: `));
      expect(message, name).toContain('NODE_ENV=production');
    }
    expect(fails({ NODE_ENV: 'production', DEMO_PAYMENTS: '1', DEMO_TAC: '1' })).toMatch(/DEMO_PAYMENTS[^]*DEMO_TAC|DEMO_TAC[^]*DEMO_PAYMENTS/);
    // The simulation as a feed's client is instead of the simulation read directly, not beside it.
    expect(fails({ NODE_ENV: 'development', DEMO_SPORTS: '1', DEMO_SPORTS_FEED: '1' })).toMatch(/DEMO_SPORTS_FEED: instead of DEMO_SPORTS=1/);
    expect(loadEnv({ NODE_ENV: 'development', DEMO_SPORTS_FEED: '1' }).DEMO_SPORTS_FEED).toBe('1');
  });

  it('are off by default; the demo seed is on outside production', () => {
    const production = loadEnv({ NODE_ENV: 'production' });
    expect([production.DEMO_PAYMENTS, production.DEMO_TAC, production.DEMO_SPORTS, production.DEMO_GAMES, production.SEED_DEMO]).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(demoSwitchesOn(production)).toEqual([]);
    for (const mode of ['development', 'test']) {
      const env = loadEnv({ NODE_ENV: mode });
      expect([env.DEMO_PAYMENTS, env.DEMO_TAC, env.DEMO_SPORTS, env.DEMO_GAMES, env.SEED_DEMO], mode).toEqual(['0', '0', '0', '0', '1']);
      expect(demoSwitchesOn(env), mode).toEqual(['SEED_DEMO']);
    }
    expect(demoSwitchesOn(loadEnv({ NODE_ENV: 'development', DEMO_PAYMENTS: '1', DEMO_TAC: '1', SEED_DEMO: '0' }))).toEqual(['DEMO_TAC', 'DEMO_PAYMENTS']);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: '' }).SEED_DEMO).toBe('0');
  });

  it("the sports feed's seed, when given, is long enough not to be guessed", () => {
    expect(fails({ NODE_ENV: 'development', DEMO_SPORTS: '1', SPORTS_DEMO_SEED: '20261124' })).toMatch(/SPORTS_DEMO_SEED: /);
    expect(loadEnv({ NODE_ENV: 'development', DEMO_SPORTS: '1', SPORTS_DEMO_SEED: 'x'.repeat(32) }).SPORTS_DEMO_SEED).toBe('x'.repeat(32));
    expect(loadEnv({ NODE_ENV: 'development', SPORTS_DEMO_SEED: '' }).SPORTS_DEMO_SEED).toBeUndefined();
  });

  it('an unset NODE_ENV is production', () => {
    expect(loadEnv({}).NODE_ENV).toBe('production');
    expect(fails({ DEMO_PAYMENTS: '1' })).toContain('DEMO_PAYMENTS');
  });
});

describe('TRUST_PROXY', () => {
  it('is a hop count or the proxies’ addresses, never "trust everyone"', () => {
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,::1, uniquelocal' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
      'uniquelocal',
    ]);
    for (const bad of ['true', 'yes', '*', '-1', '1.5', '10.0.0.0/33', '10.0.0.256', 'proxy.example.com', '10.0.0.1,,', 'fd00::/129']) {
      expect(fails({ TRUST_PROXY: bad }), bad).toMatch(/^Invalid configuration:\n {2}TRUST_PROXY: /);
    }
  });

  it('with one hop, a spoofed left-most X-Forwarded-For is not the client address', async () => {
    const app = express();
    app.set('trust proxy', loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY);
    app.get('/ip', (req, res) => {
      res.json({ ip: req.ip });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const port = (server.address() as { port: number }).port;
      const ipOf = async (xff?: string) =>
        ((await (await fetch(`http://127.0.0.1:${port}/ip`, { headers: xff ? { 'x-forwarded-for': xff } : {} })).json()) as { ip: string }).ip;
      // The client sent "6.6.6.6"; our one proxy appended the address it saw.
      expect(await ipOf('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
      expect(await ipOf('203.0.113.9')).toBe('203.0.113.9');
      expect(await ipOf()).toMatch(/127\.0\.0\.1$/);
    } finally {
      server.close();
    }
  });
});

describe('IMG_ORIGINS', () => {
  it('is a list of origins', () => {
    expect(loadEnv({}).IMG_ORIGINS).toEqual([]);
    expect(loadEnv({ IMG_ORIGINS: 'https://cdn.example.com, https://img.example.org:8443' }).IMG_ORIGINS).toEqual([
      'https://cdn.example.com',
      'https://img.example.org:8443',
    ]);
    for (const bad of ['https:', '*', 'https://cdn.example.com/path', 'cdn.example.com', "https://x.example 'unsafe-inline'", 'javascript:alert(1)']) {
      expect(fails({ IMG_ORIGINS: bad }), bad).toMatch(/IMG_ORIGINS: /);
    }
  });
});

describe('PAYMENTS_PROVIDER', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' };
  it('stripe needs both keys, each missing one named', () => {
    expect(fails({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe' })).toMatch(/STRIPE_SECRET_KEY: required[^]*STRIPE_WEBHOOK_SECRET: required/);
    expect(fails({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toMatch(
      /^Invalid configuration:\n {2}STRIPE_WEBHOOK_SECRET: /,
    );
    expect(fails({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_live_0123456789' })).toMatch(
      /STRIPE_SECRET_KEY: a Stripe secret key/,
    );
    expect(loadEnv({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe', ...keys }).PAYMENTS_PROVIDER).toBe('stripe');
  });
  it('demo is refused in production (it needs DEMO_PAYMENTS=1, a demo switch)', () => {
    expect(fails({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'demo' })).toMatch(/PAYMENTS_PROVIDER: demo needs DEMO_PAYMENTS=1/);
    expect(fails({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'demo', DEMO_PAYMENTS: '1' })).toMatch(/DEMO_PAYMENTS: a demo switch/);
    expect(loadEnv({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'demo', DEMO_PAYMENTS: '1' }).PAYMENTS_PROVIDER).toBe('demo');
  });
});

describe('CONSOLE_SECRET_KEY', () => {
  const KEY = 'a-console-secret-key-of-32-characters';
  it('is required in production wherever the console answers, and is 32 characters or more', () => {
    expect(fails({ NODE_ENV: 'production', CONSOLE_HOST: 'console.example.com' })).toMatch(/CONSOLE_SECRET_KEY: required in production with CONSOLE_HOST/);
    expect(fails({ NODE_ENV: 'production', CONSOLE_HOST: 'console.example.com', CONSOLE_SECRET_KEY: 'short' })).toMatch(/CONSOLE_SECRET_KEY: 32 characters/);
    expect(loadEnv({ NODE_ENV: 'production', CONSOLE_HOST: 'console.example.com', CONSOLE_SECRET_KEY: KEY }).CONSOLE_SECRET_KEY).toBe(KEY);
    // No console host in production: the console answers nowhere, and no key is needed.
    expect(loadEnv({ NODE_ENV: 'production' }).CONSOLE_SECRET_KEY).toBeUndefined();
    // The demo makes one (kept in DATA_DIR) when it is unset.
    expect(loadEnv({ NODE_ENV: 'development' }).CONSOLE_SECRET_KEY).toBeUndefined();
  });
});
