import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import { numberLocale } from '../../contract/number-locale.ts';
import type { inboxMessages } from '../db/schema.ts';

type Lng = 'en' | 'zh' | 'ne' | 'ru' | 'vi' | 'ms' | 'fil' | 'es';
const LNGS: Lng[] = ['en', 'zh', 'ne', 'ru', 'vi', 'ms', 'fil', 'es'];

const p = (s: string) => `<p>${s}</p>`;
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** An amount in minor units as the language writes money (the pages' own locales). */
const money = (l: Lng, minor: number) => new Intl.NumberFormat(numberLocale(l), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

/** The welcome offer's title and body in one language: the site, the amount with its currency, the days to claim it. */
function welcomeText(l: Lng, site: string, amount: string, days: number): { title: string; body: string } {
  const safe = '<a href="/responsible-gaming">';
  switch (l) {
    case 'zh':
      return {
        title: `欢迎来到 ${site}`,
        body:
          p(`感谢您加入 ${site}。这是给您首批游戏的 ${amount} 欢迎奖金。`) +
          list('在下方领取：奖金直接进入您的余额。', `奖金 ${days} 天内有效。`) +
          p(`请理性娱乐：您可以随时在${safe}负责任博彩</a>中设置限额。`),
      };
    case 'ne':
      return {
        title: `${site} मा स्वागत छ`,
        body:
          p(`${site} मा सामेल हुनुभएकोमा धन्यवाद। तपाईंका पहिला खेलहरूका लागि ${amount} को स्वागत बोनस।`) +
          list('तल थिचेर लिनुहोस्: यो सिधै तपाईंको ब्यालेन्समा जान्छ।', `यो ${days} दिनसम्म तपाईंको हो।`) +
          p(`जिम्मेवार भई खेल्नुहोस्: ${safe}जिम्मेवार खेल</a> मा जुनसुकै बेला सीमा राख्न सक्नुहुन्छ।`),
      };
    case 'ru':
      return {
        title: `Добро пожаловать на ${site}`,
        body:
          p(`Спасибо, что вы с ${site}. Вот приветственный бонус ${amount} на первые игры.`) +
          list('Получите его ниже: он сразу зачисляется на баланс.', `Он ваш в течение ${days} дн.`) +
          p(`Играйте ответственно: лимиты можно установить в любой момент в разделе ${safe}Ответственная игра</a>.`),
      };
    case 'vi':
      return {
        title: `Chào mừng đến với ${site}`,
        body:
          p(`Cảm ơn bạn đã tham gia ${site}. Đây là thưởng chào mừng ${amount} cho những ván đầu tiên.`) +
          list('Nhận ngay bên dưới: tiền vào thẳng số dư của bạn.', `Thưởng có hiệu lực trong ${days} ngày.`) +
          p(`Hãy chơi có trách nhiệm: bạn có thể đặt giới hạn bất cứ lúc nào tại ${safe}Chơi có trách nhiệm</a>.`),
      };
    case 'ms':
      return {
        title: `Selamat datang ke ${site}`,
        body:
          p(`Terima kasih kerana menyertai ${site}. Ini bonus alu-aluan ${amount} untuk permainan pertama anda.`) +
          list('Tuntut di bawah: ia terus masuk ke baki anda.', `Ia milik anda selama ${days} hari.`) +
          p(`Bermain secara bertanggungjawab: anda boleh menetapkan had pada bila-bila masa di ${safe}Permainan bertanggungjawab</a>.`),
      };
    case 'fil':
      return {
        title: `Maligayang pagdating sa ${site}`,
        body:
          p(`Salamat sa pagsali sa ${site}. Narito ang welcome bonus na ${amount} para sa mga una mong laro.`) +
          list('Kunin ito sa ibaba: diretso ito sa iyong balanse.', `Sa iyo ito sa loob ng ${days} araw.`) +
          p(`Maglaro nang responsable: puwede kang magtakda ng limitasyon anumang oras sa ${safe}Responsableng paglalaro</a>.`),
      };
    case 'es':
      return {
        title: `Bienvenido a ${site}`,
        body:
          p(`Gracias por unirte a ${site}. Aquí tienes un bono de bienvenida de ${amount} para tus primeros juegos.`) +
          list('Reclámalo abajo: va directo a tu saldo.', `Es tuyo durante ${days} días.`) +
          p(`Juega con responsabilidad: puedes fijar límites cuando quieras en ${safe}Juego responsable</a>.`),
      };
    default:
      return {
        title: `Welcome to ${site}`,
        body:
          p(`Thank you for joining ${site}. Here is a welcome bonus of ${amount} for your first games.`) +
          list('Claim it below: it goes straight to your balance.', `It is yours for ${days} days.`) +
          p(`Play responsibly: you can set limits any time under ${safe}Responsible gaming</a>.`),
      };
  }
}

/**
 * The operator's welcome offer as an inbox message: a reward to claim within `days`, titled and
 * worded in every language the site has (English in the columns, the others in `texts`).
 */
export function welcomeMessage(
  playerId: number,
  o: { siteName: string; currency: string; welcomeBonus: number; welcomeBonusDays: number },
  now = Date.now(),
): typeof inboxMessages.$inferInsert {
  const text = (l: Lng) => {
    const x = welcomeText(l, o.siteName, `${money(l, o.welcomeBonus)} ${o.currency}`, o.welcomeBonusDays);
    return { title: x.title, body: sanitizeHtml(x.body) };
  };
  const en = text('en');
  return {
    playerId,
    title: en.title,
    body: en.body,
    texts: Object.fromEntries(LNGS.filter((l) => l !== 'en').map((l) => [l, text(l)])),
    rewardAmount: o.welcomeBonus,
    rewardAccount: 'balance',
    expiresAt: new Date(now + o.welcomeBonusDays * 86_400_000),
    createdAt: new Date(now),
  };
}
