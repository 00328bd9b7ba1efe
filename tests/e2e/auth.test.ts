import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, interactive, launch, openPage, origin, signIn } from './browser.ts';
import { postFrom } from '../api/helpers.ts';

const API = `http://127.0.0.1:${process.env.TEST_PORT ?? 3911}/api`;
const api = async (path: string, body: unknown) =>
  (await (await fetch(`${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<
    string,
    any
  >;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

let n = 0;
const freshId = () => `ui${Date.now().toString(36).slice(-7)}${n++}`;
const freshPhone = () => `+6392${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new player on localhost, registered through the API. */
async function newPlayer(password = 'Secret123') {
  const account_id = freshId();
  const contact_phone = freshPhone();
  const code = await api('/auth/tac/request_new_register', { domain_name: 'localhost', account_id, contact_phone });
  await api('/auth/tac/verify', { domain_name: 'localhost', account_id, tac: code.demo_tac });
  const s = await api('/auth/signup', { domain_name: 'localhost', account_id, password, contact_phone, contact_email: '', accept_terms: true });
  expect(s.statusCode).toBe(1);
  return { account_id, password, contact_phone };
}

async function passwordSignIn(page: Page, account: string, password: string) {
  await page.goto(`${origin()}/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Account ID').fill(account);
  await form.getByLabel(/^Password$/).fill(password);
  await form.getByRole('button', { name: /^sign in$/i }).click();
}

describe('sign-in', () => {
  it('password sign-in through the UI shows the balance; a wrong password says why', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await passwordSignIn(page, 'demo01', 'wrong-password');
    // The page's action answers (a round trip to the server): on a busy machine that takes a while.
    await expect.poll(() => page.getByTestId('login-error').textContent(), { timeout: 10_000 }).toBe('The account ID or password is not correct.');
    await signIn(page);
    expect(await page.getByTestId('balance').textContent()).toMatch(/12,345\.67|\d/);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('signs in with a one-time code', async () => {
    const p = await newPlayer();
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/login`);
    await page.getByRole('tab', { name: /code/i }).click();
    const form = page.getByTestId('code-login-form');
    await form.getByLabel('Account ID').fill(p.account_id);
    await form.getByRole('button', { name: 'Send code' }).click();
    const code = (await page.getByTestId('demo-tac').locator('strong').textContent())!;
    await form.getByLabel('Verification code').fill(code);
    await form.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(`${origin()}/`);
    await page.getByTestId('balance').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('slot2 sends /login to the home page and opens #loginmodal after about a second', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin('slot2.localhost')}/login`);
    await page.waitForURL(`${origin('slot2.localhost')}/`);
    await page.locator('#loginmodal').waitFor({ timeout: 4000 });
    await page.goto(`${origin('slot5.localhost')}/login`);
    await page.locator('#modal-signin').waitFor({ timeout: 4000 });
    await ctx.close();
  });
});

describe('sign-up', () => {
  it('registers with a code and lands signed in; rules show before submitting', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/register?ref=FRIEND1`);
    const form = page.getByTestId('register-form');
    expect(await form.getByLabel('Referral code').inputValue()).toBe('FRIEND1');
    const rules = page.getByTestId('rules').locator('li');
    expect(await rules.first().getAttribute('class')).toContain('text-muted');
    const id = freshId();
    await form.getByLabel('Account ID').fill(id);
    await form.getByLabel(/^Password$/).fill('Secret123');
    await form.getByLabel('Confirm password').fill('Secret123');
    await form.getByLabel('Phone number').fill(freshPhone());
    expect(await rules.nth(0).getAttribute('class')).toContain('text-success');
    expect(await rules.nth(1).getAttribute('class')).toContain('text-success');
    // The 18+ and terms confirmation.
    await page.getByTestId('accept-terms').check();
    await form.getByRole('button', { name: 'Send code' }).click();
    const code = (await page.getByTestId('demo-tac').locator('strong').textContent())!;
    await form.getByLabel('Verification code').fill(code);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${origin()}/`);
    await page.getByTestId('balance').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('says what is wrong next to each field', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/register`);
    const form = page.getByTestId('register-form');
    await form.getByLabel('Account ID').fill('ab');
    await form.getByLabel(/^Password$/).fill('short');
    await form.getByLabel('Confirm password').fill('other');
    await form.getByLabel('Phone number').fill('0917');
    await form.getByRole('button', { name: 'Send code' }).click();
    expect(await page.getByTestId('error-account_id').textContent()).toBe('6–16 letters and digits.');
    expect(await page.getByTestId('error-password').textContent()).toBe('At least 8 characters with a letter and a digit.');
    expect(await page.getByTestId('error-confirm_password').textContent()).toBe('The passwords do not match.');
    expect(await page.getByTestId('error-contact_phone').textContent()).toMatch(/international format/);
    expect(await form.getByLabel('Account ID').getAttribute('aria-invalid')).toBe('true');
    await ctx.close();
  });

  it("shows no message key when the form is sent before the language's full messages arrive", async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    // The first view's messages carry no validation texts; hold the full bundle that has them.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let asked = false;
    await page.route(/\/assets\/validation-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${origin()}/register`);
    await expect.poll(() => asked, { timeout: 15_000 }).toBe(true);
    const form = page.getByTestId('register-form');
    await form.getByLabel('Account ID').fill('ab');
    await form.getByLabel('Phone number').fill('0917');
    await form.getByRole('button', { name: 'Send code' }).click();
    // The rules' own chunk is not held: without the wait, the key showed here at once.
    await page.waitForTimeout(1500);
    expect(await form.textContent()).not.toMatch(/accountIdFormat|validation:/);
    release();
    await expect.poll(() => page.getByTestId('error-account_id').textContent()).toBe('6–16 letters and digits.');
    await ctx.close();
  });
});

describe('passwords and profile', () => {
  it('change password, then sign in with the new one', async () => {
    const p = await newPlayer();
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await passwordSignIn(page, p.account_id, p.password);
    await page.getByTestId('balance').waitFor();
    await page.goto(`${origin()}/change-password`);
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('Current password').fill(p.password);
    await form.getByLabel('New password').fill('Brand9new');
    await form.getByLabel('Confirm password').fill('Brand9new');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('change-password-form').getByRole('status').waitFor();
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByTestId('logout').click();
    await page.waitForURL(`${origin()}/`);
    await passwordSignIn(page, p.account_id, 'Brand9new');
    await page.getByTestId('balance').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('forgot password: a code to the phone resets the password', async () => {
    const p = await newPlayer();
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/forgot-password`, { waitUntil: 'networkidle' });
    const form = page.getByTestId('forgot-form');
    await form.getByRole('button', { name: 'Send code' }).click();
    expect(await page.getByTestId('error-account_id').textContent()).toBe('This field is required.');
    await form.getByLabel('Account ID').fill(p.account_id);
    await form.getByLabel('Phone number').fill(p.contact_phone);
    await form.getByRole('button', { name: 'Send code' }).click();
    const code = (await page.getByTestId('demo-tac').locator('strong').textContent())!;
    const tac = form.getByLabel('Verification code');
    await tac.pressSequentially(`${code.slice(0, 3)}x-${code.slice(3)}`);
    expect(await tac.inputValue()).toBe(code);
    await form.getByLabel('New password').fill('Reset4321');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await passwordSignIn(page, p.account_id, 'Reset4321');
    await page.getByTestId('balance').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("name inputs take what names are written with (letters, spaces, - ' .), nothing else; the profile shows the saved name", async () => {
    const p = await newPlayer();
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await passwordSignIn(page, p.account_id, p.password);
    await page.getByTestId('balance').waitFor();
    await page.goto(`${origin()}/edit-profile`);
    await interactive(page);
    const name = page.getByLabel('Full name');
    await name.pressSequentially("Ann-Marie3 O'Lee, Jr.!");
    expect(await name.inputValue()).toBe("Ann-Marie O'Lee Jr.");
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByTestId('error-contact_email').textContent()).toBe('Invalid email address');
    await page.getByLabel('E-mail').fill('ann@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/profile');
    expect(await page.getByTestId('profile-saved').textContent()).toBe('Your profile has been saved.');
    expect(await page.getByTestId('profile').textContent()).toContain("Ann-Marie O'Lee Jr.");
    await ctx.close();
  });
});

describe('logout and session expiry', () => {
  it('logout in one tab resets another open tab', async () => {
    const ctx = await browser.newContext();
    const { page: a } = await openPage(ctx);
    await signIn(a);
    const { page: b } = await openPage(ctx);
    await b.goto(`${origin()}/account`);
    await b.getByTestId('account-balance').waitFor();
    await a.getByRole('button', { name: 'My account' }).click();
    await a.getByTestId('logout').click();
    await b.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    // The tab reloads and then the guard redirects: read the store once it has settled.
    await expect
      .poll(() => b.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.isAuthenticated ?? false).catch(() => 'navigating'))
      .toBe(false);
    await ctx.close();
  });

  it('an expired session shows the warning toast and lands on login', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await signIn(page);
    // The player comes back after the session ended (as the TTL would end it), with no tab of the
    // site open meanwhile: an open tab's own calls would find the end first and drop the cookie
    // (that tab says so itself), and the clean-clone CI caught that race once.
    await page.goto('about:blank');
    // The server ends the session; the test reads the token the page cannot.
    const cookie = (await ctx.cookies()).find((c) => c.name === 'session')!;
    const [account_id, auth] = JSON.parse(Buffer.from(cookie.value, 'base64url').toString('utf8')) as string[];
    await api('/auth/logout', { account_id, auth });
    await page.goto(`${origin()}/account`);
    // The notice comes with hydration (the shell's first effect): on a busy machine that alone can take seconds.
    await interactive(page);
    const toast = page.getByTestId('toast-warning');
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain('invalid session');
    expect(await toast.textContent()).toContain('session expired');
    await page.waitForURL((u) => u.pathname === '/login' && !u.searchParams.has('expired'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account');
    // The ended session's cookie is gone too.
    expect((await ctx.cookies()).some((c) => c.name === 'session')).toBe(false);
    await ctx.close();
  });

  it('a failing call opens the error dialog', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await signIn(page);
    await page.goto(`${origin()}/slots`);
    await interactive(page);
    // The heart's action is asked for a game the catalogue does not have: the operator API refuses it.
    await page.route('**/actions/favourite*', (r) => {
      const form = new URLSearchParams(r.request().postData() ?? '');
      form.set('game_code', 'no-such-game');
      return r.continue({ postData: form.toString() });
    });
    // A heart that adds (removing a favourite the player does not have is no failure).
    await page.locator('[data-testid=game-card] [data-testid=fav-button][aria-pressed=false]').first().click();
    const dialog = page.getByTestId('error-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.textContent()).toContain('Error');
    expect(await dialog.textContent()).toContain('This game is not available.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    await ctx.close();
  });
});

describe('accessibility of the account pages', () => {
  it('has no serious or critical axe violation on sign-in, sign-up, forgot password and account pages', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(`${origin()}${path}`);
      expect(await axe(page), path).toEqual([]);
    }
    await signIn(page);
    for (const path of ['/account', '/profile', '/edit-profile', '/change-password', '/security']) {
      await page.goto(`${origin()}${path}`);
      await page.locator('main h1').first().waitFor();
      expect(await axe(page), path).toEqual([]);
    }
    await ctx.close();
  });
});

describe('sign-in after someone guessed the password from many addresses', () => {
  /** A player who signed up from 127.0.50.x (so this browser's address is new to the account), then 10 addresses' wrong passwords. */
  async function guessedPlayer(third: number) {
    const at = `127.0.50.${third}`;
    const account_id = freshId();
    const contact_phone = freshPhone();
    const code = await postFrom(at, '/auth/tac/request_new_register', { domain_name: 'localhost', account_id, contact_phone });
    await postFrom(at, '/auth/tac/verify', { domain_name: 'localhost', account_id, tac: code.json.demo_tac });
    const s = await postFrom(at, '/auth/signup', {
      domain_name: 'localhost',
      account_id,
      password: 'Secret123',
      contact_phone,
      contact_email: '',
      accept_terms: true,
    });
    expect(s.json.statusCode).toBe(1);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postFrom(`127.0.${50 + third}.${i + 1}`, '/auth/login', { domain_name: 'localhost', account_id, password: 'Wrong12345' }),
      ),
    );
    expect(guesses.every((g) => g.json.message === 'invalidCredentials')).toBe(true);
    return { account_id, third };
  }

  for (const [lang, texts] of [
    ['en', { step: 'Confirm it is you', send: 'Send code', code: 'Verification code', signIn: /^sign in$/i, change: 'Change password', dismiss: 'Dismiss' }],
    [
      'ru',
      { step: 'Подтвердите, что это вы', send: 'Отправить код', code: 'Код подтверждения', signIn: /^войти$/i, change: 'Сменить пароль', dismiss: 'Закрыть' },
    ],
  ] as const) {
    it(`${lang}: the password asks for the phone's code as well; the next page says who tried, from where and when`, async () => {
      const p = await guessedPlayer(lang === 'en' ? 1 : 2);
      const ctx = await browser.newContext();
      if (lang === 'ru') await ctx.addCookies([{ name: 'lang', value: 'RUS', url: origin() }]);
      const { page, errors } = await openPage(ctx);
      await page.goto(`${origin()}/login`);
      await interactive(page);
      const form = page.getByTestId('login-form');
      await form.locator('input[autocomplete="username"]').fill(p.account_id);
      await form.locator('input[type="password"]').fill('Secret123');
      await form.getByRole('button', { name: texts.signIn }).click();
      const step = page.getByTestId('sign-in-code-step');
      await step.getByRole('heading', { name: texts.step }).waitFor();
      expect(await page.getByTestId('login-error').textContent()).toBe('');
      await step.getByRole('button', { name: texts.send }).click();
      const code = (await step.getByTestId('demo-tac').locator('strong').textContent())!;
      await step.getByLabel(texts.code).fill(code);
      await shot(page, `sign-in-code-step-${lang}`);
      await form.getByRole('button', { name: texts.signIn }).click();
      await page.waitForURL(`${origin()}/`);
      const banner = page.getByTestId('password-alert');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(`127.0.${50 + p.third}.*`);
      expect(await banner.getByRole('link', { name: texts.change }).getAttribute('href')).toBe('/change-password');
      await shot(page, `password-alert-${lang}`);
      await banner.getByRole('button', { name: texts.dismiss }).click();
      await banner.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }
});

/** With SHOTS_DIR set: the page at 1280 px and 390 px wide, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}
