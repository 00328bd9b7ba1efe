/**
 * The demo game the reference API serves itself: a small slot machine paying through the ledger.
 * `token` is the game session token, made when the page opened (never in a URL).
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function demoGamePage(o: { nonce: string; token: string; gameName: string; providerName: string; balance: string; bets: readonly number[] }) {
  const bets = o.bets.map((b) => `<option value="${b}">${(b / 100).toFixed(2)}</option>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(o.gameName)}</title>
<style nonce="${o.nonce}">
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 50% 20%,#3b1d6e,#0d0620 70%);color:#fff;font:16px system-ui,sans-serif}
main{width:min(94vw,440px);text-align:center;padding:24px;border-radius:20px;background:rgba(255,255,255,.06);box-shadow:0 20px 60px rgba(0,0,0,.5)}
h1{margin:0 0 4px;font-size:24px}p.by{margin:0 0 18px;color:#c4b5fd;font-size:13px;letter-spacing:.08em;text-transform:uppercase}
.reels{display:flex;gap:10px;justify-content:center;margin:10px 0 18px}.reel{width:96px;height:110px;border-radius:14px;background:#fff;color:#111;display:grid;place-items:center;font-size:52px;box-shadow:inset 0 -6px 0 rgba(0,0,0,.12)}
.row{display:flex;gap:10px;justify-content:center;align-items:center;margin:10px 0}label{font-size:14px;color:#ddd}select,button{font:inherit;border-radius:10px;border:0;padding:10px 14px}
button{background:#facc15;color:#1a1200;font-weight:800;min-width:140px;cursor:pointer}button:disabled{opacity:.6}
output{display:block;min-height:24px;margin-top:8px;font-weight:700}.bal{font-variant-numeric:tabular-nums}
</style></head><body><main>
<h1>${esc(o.gameName)}</h1><p class="by">${esc(o.providerName)} · demo</p>
<div class="reels" aria-hidden="true"><div class="reel">7</div><div class="reel">★</div><div class="reel">7</div></div>
<p>Balance: <span class="bal" id="bal">${esc(o.balance)}</span></p>
<div class="row"><label for="bet">Bet</label><select id="bet">${bets}</select><button id="spin" type="button">Spin</button></div>
<output id="out" aria-live="polite"></output>
</main>
<script nonce="${o.nonce}">
(() => {
  const token = ${JSON.stringify(o.token)};
  // Text symbols every font has (an emoji showed as a box without an emoji font); U+FE0E asks for the text form.
  const symbols = ['7', '★', '♦\uFE0E', '♣\uFE0E', '♥\uFE0E', '♠\uFE0E'];
  const ENDED = { insufficientBalance: 'Not enough balance.', sessionExpired: 'This game has ended. Close it and launch the game again.', maintenance: 'The site is in maintenance.', timedOut: 'You are taking a time-out.', selfExcluded: 'You have excluded yourself from gambling.' };
  const reels = [...document.querySelectorAll('.reel')];
  const out = document.getElementById('out');
  const bal = document.getElementById('bal');
  const spin = document.getElementById('spin');
  spin.addEventListener('click', async () => {
    spin.disabled = true;
    out.textContent = '';
    const timer = setInterval(() => reels.forEach((r) => (r.textContent = symbols[Math.floor(Math.random() * symbols.length)])), 70);
    try {
      const res = await fetch('/api/demo-game/round', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, bet: Number(document.getElementById('bet').value), round_ref: crypto.randomUUID() }) });
      const a = await res.json();
      clearInterval(timer);
      if (a.statusCode !== 1 && a.limit) {
        // Player protection: the limit, and when it frees up, in the player's own time zone.
        const names = { wager: 'wager limit', loss: 'loss limit', deposit: 'deposit limit' };
        const periods = { day: '24 hours', week: '7 days', month: '30 days' };
        out.textContent = 'Your ' + names[a.limit.kind] + ' of ' + a.limit.amount + ' per ' + periods[a.limit.period] + ' would be passed (' + a.limit.remaining + ' left). It frees up from ' + new Date(a.limit.resets_at).toLocaleString() + '.';
        return;
      }
      if (a.statusCode !== 1) { out.textContent = ENDED[a.message] ?? 'The round could not be played.'; return; }
      const s = a.multiplier > 0 ? symbols[a.multiplier % symbols.length] : null;
      reels.forEach((r, i) => (r.textContent = s ?? symbols[(i * 2 + 1) % symbols.length]));
      bal.textContent = a.balance;
      out.textContent = a.multiplier > 0 ? 'You win ' + a.win + ' (x' + a.multiplier + ')' : 'No win this time.';
      parent.postMessage({ type: 'demo-game:round', balance: a.balance }, location.origin);
    } catch { clearInterval(timer); out.textContent = 'Connection lost.'; }
    finally { spin.disabled = false; }
  });
})();
</script></body></html>`;
}
