import { PAGE_TEXTS, type PageLanguage } from './texts.ts';

/**
 * The demo provider's game page: a small slot machine. `token` is the page's token, made when the
 * page opened (never in a URL); a spin asks the provider (`roundUrl`), which decides the outcome and
 * moves the money through the operator's wallet.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function demoGamePage(o: {
  nonce: string;
  token: string;
  gameName: string;
  providerName: string;
  balance: string;
  bets: readonly number[];
  lang?: PageLanguage;
  roundUrl?: string;
  /** Fun money (a demo-mode launch): nothing reaches the player's wallet. */
  fun?: boolean;
}) {
  const lang = o.lang ?? 'en';
  const t = PAGE_TEXTS[lang];
  const bets = o.bets.map((b) => `<option value="${b}">${(b / 100).toFixed(2)}</option>`).join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
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
<h1>${esc(o.gameName)}</h1><p class="by">${esc(o.providerName)} · ${esc(t.demo)}</p>
<div class="reels" aria-hidden="true"><div class="reel">7</div><div class="reel">★</div><div class="reel">7</div></div>
<p>${esc(t.balance)}: <span class="bal" id="bal">${esc(o.balance)}</span></p>
<div class="row"><label for="bet">${esc(t.bet)}</label><select id="bet">${bets}</select><button id="spin" type="button">${esc(t.spin)}</button></div>
<output id="out" aria-live="polite"></output>
</main>
<script nonce="${o.nonce}">
(() => {
  const token = ${JSON.stringify(o.token)};
  // Text symbols every font has (an emoji showed as a box without an emoji font); U+FE0E asks for the text form.
  const symbols = ['7', '★', '♦\uFE0E', '♣\uFE0E', '♥\uFE0E', '♠\uFE0E'];
  const T = ${JSON.stringify(t).replace(/</g, '\\u003c')};
  const reels = [...document.querySelectorAll('.reel')];
  const out = document.getElementById('out');
  const bal = document.getElementById('bal');
  const spin = document.getElementById('spin');
  spin.addEventListener('click', async () => {
    spin.disabled = true;
    out.textContent = '';
    const timer = setInterval(() => reels.forEach((r) => (r.textContent = symbols[Math.floor(Math.random() * symbols.length)])), 70);
    try {
      const res = await fetch(${JSON.stringify(o.roundUrl ?? './round')}, { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, bet: Number(document.getElementById('bet').value), round_ref: crypto.randomUUID() }) });
      const a = await res.json();
      clearInterval(timer);
      if (a.statusCode !== 1) { out.textContent = T[a.message] ?? T.roundFailed; return; }
      const s = a.multiplier > 0 ? symbols[a.multiplier % symbols.length] : null;
      reels.forEach((r, i) => (r.textContent = s ?? symbols[(i * 2 + 1) % symbols.length]));
      bal.textContent = a.balance;
      out.textContent = a.multiplier > 0 ? T.win.replace('{win}', a.win).replace('{mult}', a.multiplier) : T.noWin;
      // The site's header shows the new balance; fun money is not the player's.
      if (!${o.fun ? 'true' : 'false'}) parent.postMessage({ type: 'demo-game:round', balance: a.balance }, location.origin);
    } catch { clearInterval(timer); out.textContent = T.connectionLost; }
    finally { spin.disabled = false; }
  });
})();
</script></body></html>`;
}
