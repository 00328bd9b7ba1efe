export const BASE = process.env.API_BASE_URL ?? 'http://127.0.0.1:3911';

export interface Reply<T = Record<string, any>> {
  status: number;
  json: T;
}

/** POST a JSON body (or a raw string) to /api{path}; the reply must always be JSON. */
export async function post<T = Record<string, any>>(path: string, body: unknown, raw = false): Promise<Reply<T>> {
  const res = await fetch(`${BASE}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const text = await res.text();
  let json: T;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${path}: answer is not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, json };
}

export const site = (domain = 'localhost') => ({ domain_name: domain });

export async function login(domain = 'localhost', account_id = 'demo01', password = 'demo1234') {
  const r = await post('/auth/login', { domain_name: domain, account_id, password });
  if (r.json.statusCode !== 1) throw new Error(`login failed: ${JSON.stringify(r.json)}`);
  return { account_id: r.json.user.account_id as string, auth: r.json.token as string };
}
