/**
 * The inbox notice sent when the password guesses of an account ran out their budget, in every
 * language the site's texts are written in. {{count}}, {{address}} (masked) and {{time}} (UTC)
 * are filled in; the link leads to the change-password page.
 */
export const SIGN_IN_ALERT_TEXTS: Record<string, { title: string; body: string }> = {
  en: {
    title: 'Someone tried to sign in with your password',
    body:
      '<p>Wrong passwords for your account were typed from {{count}} addresses we have not seen you use, the last from {{address}} at {{time}} UTC.</p>' +
      '<p>Until this stops, signing in from a new device also asks for a code sent to your phone. If it was not you, <a href="/change-password">change your password</a>.</p>',
  },
  es: {
    title: 'Alguien intentó iniciar sesión con tu contraseña',
    body:
      '<p>Se escribieron contraseñas incorrectas para tu cuenta desde {{count}} direcciones que no has usado, la última desde {{address}} el {{time}} UTC.</p>' +
      '<p>Mientras esto continúe, para iniciar sesión desde un dispositivo nuevo también te pediremos un código enviado a tu teléfono. Si no fuiste tú, <a href="/change-password">cambia tu contraseña</a>.</p>',
  },
  fil: {
    title: 'May sumubok mag-sign in gamit ang iyong password',
    body:
      '<p>May nag-type ng maling password para sa iyong account mula sa {{count}} address na hindi mo pa nagagamit, ang huli mula sa {{address}} noong {{time}} UTC.</p>' +
      '<p>Hangga’t hindi ito tumitigil, ang pag-sign in mula sa bagong device ay hihingi rin ng code na ipinadala sa iyong telepono. Kung hindi ikaw ito, <a href="/change-password">palitan ang iyong password</a>.</p>',
  },
  ms: {
    title: 'Seseorang cuba log masuk dengan kata laluan anda',
    body:
      '<p>Kata laluan yang salah untuk akaun anda telah ditaip dari {{count}} alamat yang tidak pernah anda gunakan, yang terakhir dari {{address}} pada {{time}} UTC.</p>' +
      '<p>Selagi ini berterusan, log masuk dari peranti baharu juga memerlukan kod yang dihantar ke telefon anda. Jika itu bukan anda, <a href="/change-password">tukar kata laluan anda</a>.</p>',
  },
  ne: {
    title: 'कसैले तपाईंको पासवर्डले साइन इन गर्ने प्रयास गर्‍यो',
    body:
      '<p>तपाईंले प्रयोग नगरेका {{count}} ठेगानाबाट तपाईंको खाताका लागि गलत पासवर्ड टाइप गरियो, अन्तिम पटक {{address}} बाट {{time}} UTC मा।</p>' +
      '<p>यो नरोकिँदासम्म, नयाँ उपकरणबाट साइन इन गर्दा तपाईंको फोनमा पठाइएको कोड पनि माग्नेछ। यदि यो तपाईं हुनुहुन्न भने, <a href="/change-password">आफ्नो पासवर्ड बदल्नुहोस्</a>।</p>',
  },
  ru: {
    title: 'Кто-то пытался войти с вашим паролем',
    body:
      '<p>Неверные пароли к вашему аккаунту вводились с {{count}} адресов, которыми вы не пользовались, последний раз — с {{address}} в {{time}} UTC.</p>' +
      '<p>Пока попытки не прекратятся, для входа с нового устройства потребуется ещё и код, отправленный на ваш телефон. Если это были не вы, <a href="/change-password">смените пароль</a>.</p>',
  },
  vi: {
    title: 'Có người đã thử đăng nhập bằng mật khẩu của bạn',
    body:
      '<p>Mật khẩu sai cho tài khoản của bạn đã được nhập từ {{count}} địa chỉ mà bạn chưa từng dùng, lần gần nhất từ {{address}} lúc {{time}} UTC.</p>' +
      '<p>Cho đến khi việc này dừng lại, đăng nhập từ thiết bị mới sẽ cần thêm mã được gửi đến điện thoại của bạn. Nếu đó không phải là bạn, hãy <a href="/change-password">đổi mật khẩu</a>.</p>',
  },
  zh: {
    title: '有人尝试用您的密码登录',
    body:
      '<p>有人从 {{count}} 个您未使用过的地址为您的账户输入了错误的密码，最近一次来自 {{address}}，时间为 {{time}} UTC。</p>' +
      '<p>在此停止之前，从新设备登录时还需要输入发送到您手机的验证码。如果不是您本人，请<a href="/change-password">修改密码</a>。</p>',
  },
};

export function fillAlertText(text: string, values: { count: number; address: string; time: string }) {
  return text.replace(/\{\{(count|address|time)\}\}/g, (_, k: keyof typeof values) => String(values[k]));
}
