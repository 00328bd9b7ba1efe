/** Minor units (integer cents) ⇄ decimal strings. Never a float in between. */
export function toMoneyString(minor: number | bigint): string {
  const v = BigInt(minor);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const s = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}

export function parseMoney(s: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s.trim());
  if (!m) throw new Error(`not money: ${s}`);
  const minor = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  const v = m[1] ? -minor : minor;
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('amount too large');
  return Number(v);
}
