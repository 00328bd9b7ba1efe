import { createHmac } from 'node:crypto';
import { keptSecret } from '../lib/kept-secret.ts';
import { numberLocale } from '../../contract/number-locale.ts';
import { z } from 'zod';
import { safeEqual } from '../lib/crypto.ts';
import { log } from '../lib/log.ts';
import type { CreatePayment, CreatedPayment, NotificationCheck, PaymentProvider, PayoutRequest, VerifiedNotification } from './types.ts';

/** Notifications older than this are refused (a provider retries for a day at most). */
const MAX_AGE_MS = 24 * 60 * 60_000;
/** The provider's clock may run this much ahead of ours; further ahead is a forged or replayable stamp. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export const DemoNotification = z.object({
  ref: z.string().min(8).max(64),
  event: z.enum(['paid', 'cancelled', 'failed']),
  /** Minor units, as a string of digits. */
  amount: z.string().regex(/^\d{1,15}$/),
  ts: z.number().int().positive(),
  signature: z.string().min(16).max(128),
});
export type DemoNotification = z.infer<typeof DemoNotification>;

/**
 * The key the demo provider and the API share. A real provider issues it; here it comes from
 * PAYMENT_DEMO_SECRET or is made once and kept in the data directory, so pending payments
 * survive a restart.
 */
export function loadDemoSecret(dataDir: string, fromEnv?: string): string {
  return keptSecret(dataDir, 'payment-demo.secret', fromEnv);
}

/** Where the hosted page posts the player's decision (under /api). */
export const DEMO_DECIDE_PATH = '/payments/demo/decide';

const canonical = (n: Omit<DemoNotification, 'signature'>) => `${n.ts}.${n.ref}.${n.event}.${n.amount}`;

/**
 * The demo payment provider: a hosted page served by the product itself where the player
 * confirms or cancels, then a signed notification to the API, sent the way a provider does
 * (after a short delay, retried on failure).
 */
export class DemoProvider implements PaymentProvider {
  readonly code = 'demo';
  constructor(
    private secret: string,
    private notifyUrl: string,
    private notifyDelayMs: number,
  ) {}

  methods(currency: string) {
    const ewallet = currency === 'PHP' ? 'GCash / Maya (demo)' : currency === 'MYR' ? 'Touch ’n Go (demo)' : 'E-wallet (demo)';
    return [
      { code: 'bank', name: 'Online banking (demo)' },
      { code: 'ewallet', name: ewallet },
      { code: 'card', name: 'Card (demo)' },
    ];
  }

  private mac(text: string) {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  /** The hosted page's link is signed so payment references cannot be guessed into a page. */
  pageSignature(ref: string) {
    return this.mac(`page.${ref}`);
  }

  async createPayment(p: CreatePayment): Promise<CreatedPayment> {
    return { redirectUrl: `/api/payments/demo/pay?ref=${encodeURIComponent(p.ref)}&sig=${this.pageSignature(p.ref)}`, providerRef: p.ref };
  }

  sign(n: Omit<DemoNotification, 'signature'>): DemoNotification {
    return { ...n, signature: this.mac(canonical(n)) };
  }

  verify(body: unknown): VerifiedNotification | null {
    const parsed = DemoNotification.safeParse(body);
    if (!parsed.success) return null;
    const n = parsed.data;
    if (!safeEqual(n.signature, this.mac(canonical(n)))) return null;
    const age = Date.now() - n.ts;
    if (age > MAX_AGE_MS || age < -MAX_CLOCK_SKEW_MS) return null;
    return { ref: n.ref, event: n.event, amount: Number(n.amount), payload: { ...n } };
  }

  parseNotification(body: unknown): NotificationCheck {
    const notification = this.verify(body);
    return notification ? { kind: 'payment', notification } : { kind: 'refused', reason: 'bad signature or timestamp' };
  }

  /** The demo bank pays at once: no money moves. */
  async requestPayout(p: PayoutRequest) {
    return { providerRef: `demo_payout_${p.ref}`, status: 'paid' as const };
  }

  /** The demo provider keeps no payments of its own: the deposit row is the only record. */
  async paymentStatus() {
    return null;
  }

  /**
   * Where notifications are queued: a job queue keeps them across restarts and runs
   * each once across instances, retried with backoff. Without one, timers of this process.
   */
  queue: { send(name: string, data: Record<string, unknown>, opts?: { afterSeconds?: number }): Promise<void> } | null = null;
  static readonly JOB = 'demo-payment-notify';

  /** One notification, signed now; throws when the API did not take it (the job retries). */
  async deliver(ref: string, event: 'paid' | 'cancelled', amount: number) {
    const body = this.sign({ ref, event, amount: String(amount), ts: Date.now() });
    const res = await fetch(this.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  }

  /**
   * What the provider's server does after the player decides: notify, retrying on failure. With a
   * job queue it resolves once the job is stored, so the player's page moves on only when an
   * instance dying right after cannot lose the notification.
   */
  async notifyLater(ref: string, event: 'paid' | 'cancelled', amount: number): Promise<void> {
    if (this.queue) {
      await this.queue
        .send(DemoProvider.JOB, { ref, event, amount }, { afterSeconds: this.notifyDelayMs / 1000 })
        .catch((err: unknown) => log.error({ ref, err: String(err) }, 'demo payment notification not queued'));
      return;
    }
    const attempt = async (n: number) => {
      try {
        await this.deliver(ref, event, amount);
      } catch (err) {
        if (n >= 4) {
          log.error({ ref, err: String(err) }, 'demo payment notification gave up');
          return;
        }
        setTimeout(() => void attempt(n + 1), 1000 * 3 ** n).unref();
      }
    };
    setTimeout(() => void attempt(0), this.notifyDelayMs).unref();
  }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The demo provider's hosted payment page. */
/** A decided payment's state, in each language the sites ship (the page shows it instead of the buttons). */
const STATUS_WORDS: Record<string, Record<'credited' | 'cancelled' | 'failed', string>> = {
  en: { credited: 'paid', cancelled: 'cancelled', failed: 'declined' },
  ru: { credited: 'оплачен', cancelled: 'отменён', failed: 'не прошёл' },
  zh: { credited: '已支付', cancelled: '已取消', failed: '失败' },
  ne: { credited: 'भुक्तानी भयो', cancelled: 'रद्द भयो', failed: 'असफल भयो' },
  es: { credited: 'pagado', cancelled: 'cancelado', failed: 'fallido' },
  fil: { credited: 'bayad na', cancelled: 'kinansela', failed: 'hindi natuloy' },
  ms: { credited: 'telah dibayar', cancelled: 'dibatalkan', failed: 'gagal' },
  vi: { credited: 'đã thanh toán', cancelled: 'đã hủy', failed: 'thất bại' },
};

/** The hosted page's words in each language the sites ship ({site}, {status} filled in). */
const PAGE_TEXTS: Record<string, Record<'pay' | 'tagline' | 'method' | 'reference' | 'cancel' | 'confirm' | 'status' | 'back', string>> = {
  en: { pay: 'Pay', tagline: 'DemoPay · test payments, no real money', method: 'Method', reference: 'Reference', cancel: 'Cancel', confirm: 'Confirm payment', status: 'This payment is {status}.', back: 'After you decide, you return to {site}.' },
  ru: { pay: 'Оплата', tagline: 'DemoPay · тестовые платежи, без реальных денег', method: 'Способ', reference: 'Номер', cancel: 'Отмена', confirm: 'Подтвердить оплату', status: 'Статус платежа: {status}.', back: 'После решения вы вернётесь на {site}.' },
  zh: { pay: '支付', tagline: 'DemoPay · 测试支付，不涉及真实资金', method: '方式', reference: '参考号', cancel: '取消', confirm: '确认支付', status: '此笔支付状态：{status}。', back: '做出选择后，您将返回 {site}。' },
  ne: { pay: 'भुक्तानी', tagline: 'DemoPay · परीक्षण भुक्तानी, वास्तविक पैसा होइन', method: 'माध्यम', reference: 'सन्दर्भ', cancel: 'रद्द गर्नुहोस्', confirm: 'भुक्तानी पुष्टि गर्नुहोस्', status: 'यो भुक्तानी {status} छ।', back: 'निर्णयपछि तपाईं {site} मा फर्कनुहुन्छ।' },
  es: { pay: 'Pagar', tagline: 'DemoPay · pagos de prueba, sin dinero real', method: 'Método', reference: 'Referencia', cancel: 'Cancelar', confirm: 'Confirmar pago', status: 'Este pago está {status}.', back: 'Después de decidir, vuelves a {site}.' },
  fil: { pay: 'Magbayad', tagline: 'DemoPay · pansubok na bayad, walang totoong pera', method: 'Paraan', reference: 'Reference', cancel: 'Kanselahin', confirm: 'Kumpirmahin ang bayad', status: 'Ang bayad na ito ay {status}.', back: 'Pagkatapos mong magpasya, babalik ka sa {site}.' },
  ms: { pay: 'Bayar', tagline: 'DemoPay · pembayaran ujian, tiada wang sebenar', method: 'Kaedah', reference: 'Rujukan', cancel: 'Batal', confirm: 'Sahkan pembayaran', status: 'Pembayaran ini {status}.', back: 'Selepas anda membuat keputusan, anda kembali ke {site}.' },
  vi: { pay: 'Thanh toán', tagline: 'DemoPay · thanh toán thử, không dùng tiền thật', method: 'Phương thức', reference: 'Mã tham chiếu', cancel: 'Hủy', confirm: 'Xác nhận thanh toán', status: 'Khoản thanh toán này: {status}.', back: 'Sau khi chọn, bạn sẽ quay lại {site}.' },
}; // prettier-ignore

export function demoPaymentPage(o: {
  nonce: string;
  ref: string;
  sig: string;
  siteName: string;
  amount: string;
  currency: string;
  method: string;
  status: string;
  /** The player's page language (i18next code); English when the page has no words in it. */
  lng?: string;
}) {
  const open = o.status === 'pending';
  const lng = o.lng && PAGE_TEXTS[o.lng] ? o.lng : 'en';
  const w = PAGE_TEXTS[lng];
  const amount = new Intl.NumberFormat(numberLocale(lng), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(o.amount));
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(w.pay)} ${esc(o.currency)} ${esc(amount)} · DemoPay</title>
<style nonce="${o.nonce}">
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f7;color:#0f172a;font:16px system-ui,sans-serif}
main{width:min(94vw,420px);background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(15,23,42,.15);overflow:hidden}
header{background:#0f3d91;color:#fff;padding:18px 22px}header p{margin:0;font-size:13px;opacity:.9}header h1{margin:2px 0 0;font-size:20px}
section{padding:22px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#475569}dd{margin:0;text-align:right;font-weight:600}
.amount{font-size:30px;font-weight:800;text-align:center;margin:4px 0 18px;font-variant-numeric:tabular-nums}
.row{display:flex;gap:10px}button{flex:1;font:inherit;font-weight:700;border-radius:10px;padding:12px;border:2px solid #0f3d91;cursor:pointer}
.pay{background:#0f3d91;color:#fff}.cancel{background:#fff;color:#0f3d91}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{font-size:13px;color:#475569;margin:16px 0 0;text-align:center}
</style></head><body><main>
<header><p>${esc(w.tagline)}</p><h1>${esc(o.siteName)}</h1></header>
<section>
<p class="amount">${esc(o.currency)} ${esc(amount)}</p>
<dl><dt>${esc(w.method)}</dt><dd>${esc(o.method)}</dd><dt>${esc(w.reference)}</dt><dd>${esc(o.ref.slice(-10))}</dd></dl>
${
  open
    ? `<form method="post" action="/api${DEMO_DECIDE_PATH}">
<input type="hidden" name="ref" value="${esc(o.ref)}"><input type="hidden" name="sig" value="${esc(o.sig)}">
<div class="row"><button class="cancel" name="decision" value="cancel">${esc(w.cancel)}</button><button class="pay" name="decision" value="confirm">${esc(w.confirm)}</button></div>
</form>`
    : `<p role="status">${esc(w.status.replace('{status}', STATUS_WORDS[lng][o.status as 'credited'] ?? STATUS_WORDS.en[o.status as 'credited'] ?? o.status))}</p>`
}
<p class="note">${esc(w.back.replace('{site}', o.siteName))}</p>
</section></main></body></html>`;
}
