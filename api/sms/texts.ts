import type { TacPurpose } from '../services/tac.ts';

/**
 * The one-time code's text message in each language the site ships, in the player's language
 * (the site's default when unknown). {site} is the operator's site name, {code} the code; the
 * message says how long the code lasts and that nobody should be told it.
 */
const CODE_TEXTS: Record<string, Record<'register' | 'login' | 'reset', string>> = {
  en: {
    register: '{site}: your sign-up code is {code}. It expires in 5 minutes. Never share it.',
    login: '{site}: your sign-in code is {code}. It expires in 5 minutes. Never share it.',
    reset: '{site}: your password reset code is {code}. It expires in 5 minutes. Never share it.',
  },
  zh: {
    register: '{site}：您的注册验证码是 {code}，5 分钟内有效。请勿告诉任何人。',
    login: '{site}：您的登录验证码是 {code}，5 分钟内有效。请勿告诉任何人。',
    reset: '{site}：您的重置密码验证码是 {code}，5 分钟内有效。请勿告诉任何人。',
  },
  ne: {
    register: '{site}: तपाईंको दर्ता कोड {code} हो। यो 5 मिनेटमा समाप्त हुन्छ। कसैलाई नभन्नुहोस्।',
    login: '{site}: तपाईंको साइन इन कोड {code} हो। यो 5 मिनेटमा समाप्त हुन्छ। कसैलाई नभन्नुहोस्।',
    reset: '{site}: तपाईंको पासवर्ड रिसेट कोड {code} हो। यो 5 मिनेटमा समाप्त हुन्छ। कसैलाई नभन्नुहोस्।',
  },
  ru: {
    register: '{site}: код для регистрации — {code}. Действует 5 минут. Никому его не сообщайте.',
    login: '{site}: код для входа — {code}. Действует 5 минут. Никому его не сообщайте.',
    reset: '{site}: код для сброса пароля — {code}. Действует 5 минут. Никому его не сообщайте.',
  },
  es: {
    register: '{site}: tu código de registro es {code}. Caduca en 5 minutos. No lo compartas con nadie.',
    login: '{site}: tu código de acceso es {code}. Caduca en 5 minutos. No lo compartas con nadie.',
    reset: '{site}: tu código para restablecer la contraseña es {code}. Caduca en 5 minutos. No lo compartas con nadie.',
  },
  fil: {
    register: '{site}: ang iyong sign-up code ay {code}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibahagi kaninuman.',
    login: '{site}: ang iyong sign-in code ay {code}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibahagi kaninuman.',
    reset: '{site}: ang iyong code para i-reset ang password ay {code}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibahagi kaninuman.',
  },
  ms: {
    register: '{site}: kod pendaftaran anda ialah {code}. Tamat tempoh dalam 5 minit. Jangan kongsi dengan sesiapa.',
    login: '{site}: kod log masuk anda ialah {code}. Tamat tempoh dalam 5 minit. Jangan kongsi dengan sesiapa.',
    reset: '{site}: kod tetapan semula kata laluan anda ialah {code}. Tamat tempoh dalam 5 minit. Jangan kongsi dengan sesiapa.',
  },
  vi: {
    register: '{site}: mã đăng ký của bạn là {code}. Mã hết hạn sau 5 phút. Không chia sẻ mã với bất kỳ ai.',
    login: '{site}: mã đăng nhập của bạn là {code}. Mã hết hạn sau 5 phút. Không chia sẻ mã với bất kỳ ai.',
    reset: '{site}: mã đặt lại mật khẩu của bạn là {code}. Mã hết hạn sau 5 phút. Không chia sẻ mã với bất kỳ ai.',
  },
};

export const SMS_LANGUAGES = Object.keys(CODE_TEXTS);

export function codeText(lng: string, purpose: TacPurpose, site: string, code: string): string {
  const texts = CODE_TEXTS[lng] ?? CODE_TEXTS.en;
  return texts[purpose].replace('{site}', site).replace('{code}', code);
}
