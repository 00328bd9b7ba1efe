import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { sanitizeHtml } from '../../../contract/sanitize.server.ts';

/**
 * Demo content of every demo operator: three hero slides worded for the template's
 * family, two announcements, a marquee and seven news articles, in the 8 languages. `{site}` is
 * replaced by the operator's name when seeded.
 */
type L = 'en' | 'zh' | 'ne' | 'ru' | 'vi' | 'ms' | 'fil' | 'es';
type T = { title?: string; body?: string; summary?: string; cta?: string };
type Texts = Record<L, T>;
type Family = 'casino' | 'slot' | 'sportsbook';

const art = (motif: string, hue: number) => `/api/art/content/{w}/${motif}-${hue}.svg`;

const SLIDES: Record<Family, { motif: string; link: string; texts: Texts }[]> = {
  casino: [
    {
      motif: 'roulette',
      link: '/casino',
      texts: {
        en: {
          title: 'Live tables, real dealers',
          body: 'Roulette, baccarat and blackjack streamed in HD from our studios, open day and night.',
          cta: 'Take a seat',
        },
        zh: { title: '真人荷官，现场开桌', body: '轮盘、百家乐和二十一点高清直播，全天候开放。', cta: '马上入座' },
        ne: { title: 'लाइभ टेबल, वास्तविक डिलर', body: 'रुलेट, ब्याकारेट र ब्ल्याकज्याक हाम्रो स्टुडियोबाट HD मा, दिनरात खुला।', cta: 'सिट लिनुहोस्' },
        ru: { title: 'Живые столы, настоящие дилеры', body: 'Рулетка, баккара и блэкджек в HD из наших студий — днём и ночью.', cta: 'Занять место' },
        vi: { title: 'Bàn trực tiếp, người chia bài thật', body: 'Roulette, baccarat và blackjack phát HD từ studio, mở cửa ngày đêm.', cta: 'Vào bàn ngay' },
        ms: {
          title: 'Meja langsung, peniaga sebenar',
          body: 'Rolet, bakarat dan blackjack distrim dalam HD dari studio kami, dibuka siang dan malam.',
          cta: 'Ambil tempat',
        },
        fil: {
          title: 'Live na mesa, totoong dealer',
          body: 'Roulette, baccarat at blackjack na naka-stream sa HD mula sa aming studio, bukas araw at gabi.',
          cta: 'Umupo na',
        },
        es: {
          title: 'Mesas en vivo, crupieres reales',
          body: 'Ruleta, baccarat y blackjack en HD desde nuestros estudios, abiertos día y noche.',
          cta: 'Siéntate',
        },
      },
    },
    {
      motif: 'cards',
      link: '/promotions',
      texts: {
        en: {
          title: '10% cashback every Monday',
          body: 'Lost at the tables last week? {site} returns 10% of your net live-casino losses, no code needed.',
          cta: 'See the offer',
        },
        zh: { title: '每周一返现10%', body: '上周在牌桌上失手？{site}退还您真人娱乐场净亏损的10%，无需优惠码。', cta: '查看优惠' },
        ne: {
          title: 'हरेक सोमबार 10% क्यासब्याक',
          body: 'गत हप्ता टेबलमा हार्नुभयो? {site} ले लाइभ क्यासिनोको खुद हानिको 10% फिर्ता दिन्छ, कोड चाहिँदैन।',
          cta: 'अफर हेर्नुहोस्',
        },
        ru: {
          title: 'Кешбэк 10% каждый понедельник',
          body: 'Не повезло за столами на прошлой неделе? {site} вернёт 10% чистого проигрыша в live-казино, без промокода.',
          cta: 'Подробнее',
        },
        vi: {
          title: 'Hoàn tiền 10% mỗi thứ Hai',
          body: 'Tuần trước chưa may mắn? {site} hoàn 10% số tiền thua ròng ở sòng bài trực tiếp, không cần mã.',
          cta: 'Xem ưu đãi',
        },
        ms: {
          title: 'Pulangan tunai 10% setiap Isnin',
          body: 'Kalah di meja minggu lalu? {site} memulangkan 10% kerugian bersih kasino langsung anda, tanpa kod.',
          cta: 'Lihat tawaran',
        },
        fil: {
          title: '10% cashback tuwing Lunes',
          body: 'Natalo sa mesa noong nakaraang linggo? Ibabalik ng {site} ang 10% ng net na talo mo sa live casino, walang code.',
          cta: 'Tingnan ang alok',
        },
        es: {
          title: '10 % de reembolso cada lunes',
          body: '¿Mala racha en las mesas la semana pasada? {site} te devuelve el 10 % de tus pérdidas netas en casino en vivo, sin código.',
          cta: 'Ver la oferta',
        },
      },
    },
    {
      motif: 'crown',
      link: '/vip',
      texts: {
        en: { title: 'The VIP lounge is open', body: 'Higher limits, faster withdrawals and a personal host as you climb the levels.', cta: 'Discover VIP' },
        zh: { title: 'VIP贵宾厅已开放', body: '等级越高，限额越高、提款越快，更有专属客户经理。', cta: '了解VIP' },
        ne: { title: 'VIP लाउन्ज खुला छ', body: 'तह बढ्दै जाँदा उच्च सीमा, छिटो निकासी र व्यक्तिगत होस्ट।', cta: 'VIP हेर्नुहोस्' },
        ru: { title: 'VIP-зал открыт', body: 'Выше лимиты, быстрее выплаты и личный менеджер с каждым новым уровнем.', cta: 'О VIP-программе' },
        vi: { title: 'Phòng chờ VIP đã mở', body: 'Hạn mức cao hơn, rút tiền nhanh hơn và chuyên viên riêng khi bạn lên hạng.', cta: 'Khám phá VIP' },
        ms: {
          title: 'Lounge VIP kini dibuka',
          body: 'Had lebih tinggi, pengeluaran lebih pantas dan hos peribadi apabila tahap anda meningkat.',
          cta: 'Terokai VIP',
        },
        fil: {
          title: 'Bukas na ang VIP lounge',
          body: 'Mas mataas na limit, mas mabilis na withdrawal at sariling host habang umaakyat ka ng level.',
          cta: 'Alamin ang VIP',
        },
        es: {
          title: 'El salón VIP está abierto',
          body: 'Límites más altos, retiros más rápidos y un anfitrión personal a medida que subes de nivel.',
          cta: 'Descubre VIP',
        },
      },
    },
  ],
  slot: [
    {
      motif: 'reels',
      link: '/slots',
      texts: {
        en: { title: 'New slots every Friday', body: 'Fresh releases from top studios land on {site} each week. Spin them first.', cta: 'Play new slots' },
        zh: { title: '每周五上新老虎机', body: '顶级厂商的新作每周登陆{site}，抢先体验。', cta: '玩新游戏' },
        ne: { title: 'हरेक शुक्रबार नयाँ स्लट', body: 'शीर्ष स्टुडियोका नयाँ खेलहरू हरेक हप्ता {site} मा आउँछन्। पहिले तपाईं खेल्नुहोस्।', cta: 'नयाँ स्लट खेल्नुहोस्' },
        ru: {
          title: 'Новые слоты каждую пятницу',
          body: 'Новинки лучших студий появляются на {site} каждую неделю. Крутите первыми.',
          cta: 'Играть в новинки',
        },
        vi: { title: 'Slot mới mỗi thứ Sáu', body: 'Trò chơi mới từ các studio hàng đầu lên {site} mỗi tuần. Hãy quay trước tiên.', cta: 'Chơi slot mới' },
        ms: {
          title: 'Slot baharu setiap Jumaat',
          body: 'Keluaran terkini daripada studio terkemuka tiba di {site} setiap minggu. Putar dahulu.',
          cta: 'Main slot baharu',
        },
        fil: {
          title: 'Bagong slots tuwing Biyernes',
          body: 'Bagong labas mula sa mga nangungunang studio ang dumarating sa {site} bawat linggo. Ikaw ang unang mag-spin.',
          cta: 'Laruin ang bago',
        },
        es: {
          title: 'Tragaperras nuevas cada viernes',
          body: 'Los estrenos de los mejores estudios llegan a {site} cada semana. Gíralos antes que nadie.',
          cta: 'Jugar novedades',
        },
      },
    },
    {
      motif: 'cherries',
      link: '/promotions',
      texts: {
        en: { title: '50 free spins on your first deposit', body: 'Deposit today and we add 50 free spins on the slot of the week.', cta: 'Claim the spins' },
        zh: { title: '首存送50次免费旋转', body: '今天存款，即送本周精选老虎机50次免费旋转。', cta: '领取旋转' },
        ne: { title: 'पहिलो डिपोजिटमा 50 निःशुल्क स्पिन', body: 'आज डिपोजिट गर्नुहोस्, हामी यस हप्ताको स्लटमा 50 निःशुल्क स्पिन थप्छौं।', cta: 'स्पिन लिनुहोस्' },
        ru: {
          title: '50 фриспинов за первый депозит',
          body: 'Пополните счёт сегодня — и получите 50 бесплатных вращений в слоте недели.',
          cta: 'Получить фриспины',
        },
        vi: {
          title: '50 vòng quay miễn phí cho lần nạp đầu',
          body: 'Nạp tiền hôm nay, nhận ngay 50 vòng quay miễn phí cho slot của tuần.',
          cta: 'Nhận vòng quay',
        },
        ms: {
          title: '50 putaran percuma untuk deposit pertama',
          body: 'Deposit hari ini dan kami tambah 50 putaran percuma pada slot minggu ini.',
          cta: 'Tuntut putaran',
        },
        fil: {
          title: '50 libreng spin sa unang deposito',
          body: 'Mag-deposit ngayon at dadagdagan namin ng 50 libreng spin ang slot ng linggo.',
          cta: 'Kunin ang spins',
        },
        es: {
          title: '50 giros gratis con tu primer depósito',
          body: 'Deposita hoy y te damos 50 giros gratis en la tragaperras de la semana.',
          cta: 'Obtener giros',
        },
      },
    },
    {
      motif: 'jackpot',
      link: '/hot',
      texts: {
        en: {
          title: 'Jackpots that keep growing',
          body: 'Progressive prizes rise with every spin across the network until someone wins.',
          cta: 'Chase a jackpot',
        },
        zh: { title: '奖池持续累积', body: '全网每次旋转都会让累积奖金上涨，直到有人中奖。', cta: '冲击大奖' },
        ne: { title: 'बढिरहने ज्याकपट', body: 'कसैले नजितेसम्म नेटवर्कभरिको हरेक स्पिनसँगै पुरस्कार बढ्दै जान्छ।', cta: 'ज्याकपट खेल्नुहोस्' },
        ru: {
          title: 'Джекпоты, которые растут',
          body: 'Прогрессивные призы растут с каждым вращением по всей сети, пока кто-то не выиграет.',
          cta: 'Сорвать джекпот',
        },
        vi: {
          title: 'Jackpot không ngừng tăng',
          body: 'Giải thưởng lũy tiến tăng theo từng vòng quay trên toàn hệ thống cho đến khi có người trúng.',
          cta: 'Săn jackpot',
        },
        ms: {
          title: 'Jackpot yang terus meningkat',
          body: 'Hadiah progresif naik dengan setiap putaran di seluruh rangkaian sehingga ada yang menang.',
          cta: 'Buru jackpot',
        },
        fil: {
          title: 'Mga jackpot na patuloy lumalaki',
          body: 'Lumalaki ang progressive na premyo sa bawat spin sa buong network hanggang may manalo.',
          cta: 'Habulin ang jackpot',
        },
        es: {
          title: 'Botes que no paran de crecer',
          body: 'Los premios progresivos suben con cada giro de la red hasta que alguien gana.',
          cta: 'Ir a por el bote',
        },
      },
    },
  ],
  sportsbook: [
    {
      motif: 'football',
      link: '/sports',
      texts: {
        en: { title: 'Every match, live odds', body: 'Football, basketball and tennis with prices that move as the game does.', cta: 'Bet now' },
        zh: { title: '场场直播，实时赔率', body: '足球、篮球和网球，赔率随比赛实时变动。', cta: '立即投注' },
        ne: { title: 'हरेक खेल, लाइभ अड्स', body: 'फुटबल, बास्केटबल र टेनिस, खेलसँगै बदलिने मूल्यहरूसहित।', cta: 'अहिले बेट गर्नुहोस्' },
        ru: { title: 'Каждый матч — живые коэффициенты', body: 'Футбол, баскетбол и теннис с линией, которая меняется вместе с игрой.', cta: 'Сделать ставку' },
        vi: { title: 'Mọi trận đấu, tỷ lệ trực tiếp', body: 'Bóng đá, bóng rổ và quần vợt với tỷ lệ thay đổi theo diễn biến trận đấu.', cta: 'Đặt cược ngay' },
        ms: {
          title: 'Setiap perlawanan, odds langsung',
          body: 'Bola sepak, bola keranjang dan tenis dengan harga yang bergerak mengikut permainan.',
          cta: 'Bertaruh sekarang',
        },
        fil: { title: 'Bawat laban, live na odds', body: 'Football, basketball at tennis na may presyong gumagalaw kasabay ng laro.', cta: 'Tumaya na' },
        es: { title: 'Todos los partidos, cuotas en vivo', body: 'Fútbol, baloncesto y tenis con cuotas que se mueven al ritmo del juego.', cta: 'Apuesta ya' },
      },
    },
    {
      motif: 'parlay',
      link: '/promotions',
      texts: {
        en: { title: 'Parlay boost up to 30%', body: 'Combine four or more picks and {site} raises your winnings, up to 30% more.', cta: 'Build a parlay' },
        zh: { title: '串关加奖最高30%', body: '四场及以上组合串关，{site}为您加奖，最高多赢30%。', cta: '组合串关' },
        ne: { title: 'पार्ले बुस्ट 30% सम्म', body: 'चार वा बढी छनोट मिलाउनुहोस्, {site} ले तपाईंको जित 30% सम्म बढाउँछ।', cta: 'पार्ले बनाउनुहोस्' },
        ru: {
          title: 'Бонус к экспрессу до 30%',
          body: 'Соберите экспресс из четырёх и более событий — {site} увеличит выигрыш до 30%.',
          cta: 'Собрать экспресс',
        },
        vi: { title: 'Thưởng cược xiên đến 30%', body: 'Kết hợp từ bốn lựa chọn trở lên, {site} tăng tiền thắng của bạn thêm đến 30%.', cta: 'Tạo cược xiên' },
        ms: {
          title: 'Rangsangan parlay sehingga 30%',
          body: 'Gabungkan empat pilihan atau lebih dan {site} menaikkan kemenangan anda sehingga 30%.',
          cta: 'Bina parlay',
        },
        fil: {
          title: 'Parlay boost hanggang 30%',
          body: 'Pagsamahin ang apat o higit pang pick at itataas ng {site} ang panalo mo, hanggang 30% pa.',
          cta: 'Gumawa ng parlay',
        },
        es: {
          title: 'Combinadas con hasta un 30 % extra',
          body: 'Combina cuatro selecciones o más y {site} aumenta tus ganancias hasta un 30 %.',
          cta: 'Crear combinada',
        },
      },
    },
    {
      motif: 'trophy',
      link: '/sports',
      texts: {
        en: {
          title: 'Cash out before the whistle',
          body: 'Take your winnings early, or cut a loss, on most markets while the match is on.',
          cta: 'See live matches',
        },
        zh: { title: '终场哨响前提前兑现', body: '比赛进行中，大多数盘口可提前兑现盈利或止损。', cta: '查看直播赛事' },
        ne: { title: 'सिट्ठी अघि नै क्यास आउट', body: 'खेल चलिरहँदा धेरैजसो बजारमा जित छिटो लिनुहोस् वा हानि घटाउनुहोस्।', cta: 'लाइभ खेल हेर्नुहोस्' },
        ru: {
          title: 'Кэшаут до финального свистка',
          body: 'Заберите выигрыш раньше или сократите проигрыш — на большинстве рынков по ходу матча.',
          cta: 'Матчи в лайве',
        },
        vi: {
          title: 'Rút tiền trước tiếng còi kết thúc',
          body: 'Chốt lời sớm hoặc cắt lỗ trên hầu hết các kèo khi trận đấu đang diễn ra.',
          cta: 'Xem trận trực tiếp',
        },
        ms: {
          title: 'Tunaikan sebelum wisel penamat',
          body: 'Ambil kemenangan lebih awal atau kurangkan kerugian pada kebanyakan pasaran semasa perlawanan.',
          cta: 'Lihat perlawanan langsung',
        },
        fil: {
          title: 'Mag-cash out bago ang huling pito',
          body: 'Kunin nang maaga ang panalo, o bawasan ang talo, sa karamihan ng market habang may laro.',
          cta: 'Tingnan ang live',
        },
        es: {
          title: 'Cobra antes del pitido final',
          body: 'Asegura tus ganancias o limita una pérdida en la mayoría de mercados durante el partido.',
          cta: 'Ver partidos en vivo',
        },
      },
    },
  ],
};

const ANNOUNCEMENTS: { audience: 'public' | 'players'; promotional: boolean; link: string | null; texts: Texts }[] = [
  {
    audience: 'public',
    promotional: true,
    link: '/promotions',
    texts: {
      en: {
        title: 'Weekend reload bonus',
        body: '<p>Deposit this weekend and get a <strong>25% bonus</strong> on top, up to the limit of your VIP level.</p><p>Terms apply; see Promotions.</p>',
      },
      zh: { title: '周末充值奖励', body: '<p>本周末存款即可额外获得<strong>25%奖金</strong>，上限取决于您的VIP等级。</p><p>适用条款，详见优惠页面。</p>' },
      ne: {
        title: 'सप्ताहान्त रिलोड बोनस',
        body: '<p>यस सप्ताहान्त डिपोजिट गर्नुहोस् र आफ्नो VIP तहको सीमासम्म माथिबाट <strong>25% बोनस</strong> पाउनुहोस्।</p><p>सर्तहरू लागू; प्रमोसन हेर्नुहोस्।</p>',
      },
      ru: {
        title: 'Бонус на пополнение в выходные',
        body: '<p>Пополните счёт в эти выходные и получите <strong>бонус 25%</strong> сверху — в пределах лимита вашего VIP-уровня.</p><p>Действуют условия, см. «Акции».</p>',
      },
      vi: {
        title: 'Thưởng nạp lại cuối tuần',
        body: '<p>Nạp tiền cuối tuần này để nhận thêm <strong>25% tiền thưởng</strong>, tối đa theo hạn mức cấp VIP của bạn.</p><p>Áp dụng điều khoản; xem mục Khuyến mãi.</p>',
      },
      ms: {
        title: 'Bonus tambah nilai hujung minggu',
        body: '<p>Deposit hujung minggu ini dan dapatkan <strong>bonus 25%</strong> tambahan, sehingga had tahap VIP anda.</p><p>Terma dikenakan; lihat Promosi.</p>',
      },
      fil: {
        title: 'Weekend reload bonus',
        body: '<p>Mag-deposit ngayong weekend at makakuha ng dagdag na <strong>25% bonus</strong>, hanggang sa limit ng iyong VIP level.</p><p>May mga tuntunin; tingnan ang Promosyon.</p>',
      },
      es: {
        title: 'Bono de recarga de fin de semana',
        body: '<p>Deposita este fin de semana y recibe un <strong>25 % extra</strong>, hasta el límite de tu nivel VIP.</p><p>Se aplican condiciones; consulta Promociones.</p>',
      },
    },
  },
  {
    audience: 'players',
    promotional: false,
    link: '/deposit',
    texts: {
      en: { title: 'Faster deposits are here', body: '<p>Instant bank transfers now arrive in your balance within a minute, day and night.</p>' },
      zh: { title: '存款更快了', body: '<p>即时银行转账现在一分钟内到账，全天候可用。</p>' },
      ne: { title: 'अझ छिटो डिपोजिट', body: '<p>तत्काल बैंक ट्रान्सफर अब दिनरात एक मिनेटभित्र तपाईंको ब्यालेन्समा आउँछ।</p>' },
      ru: { title: 'Пополнения стали быстрее', body: '<p>Мгновенные банковские переводы теперь зачисляются на баланс в течение минуты — круглосуточно.</p>' },
      vi: { title: 'Nạp tiền nhanh hơn', body: '<p>Chuyển khoản tức thì giờ đây vào số dư của bạn trong vòng một phút, cả ngày lẫn đêm.</p>' },
      ms: { title: 'Deposit lebih pantas kini tersedia', body: '<p>Pindahan bank segera kini masuk ke baki anda dalam masa satu minit, siang dan malam.</p>' },
      fil: {
        title: 'Mas mabilis na ang deposito',
        body: '<p>Ang instant bank transfer ay pumapasok na sa balanse mo sa loob ng isang minuto, araw at gabi.</p>',
      },
      es: {
        title: 'Depósitos más rápidos',
        body: '<p>Las transferencias bancarias instantáneas llegan ahora a tu saldo en menos de un minuto, día y noche.</p>',
      },
    },
  },
];

const MARQUEE: { link: string | null; promotional: boolean; texts: Texts }[] = [
  {
    link: null,
    promotional: false,
    texts: {
      en: { body: 'Welcome to {site}: play responsibly and set your own limits any time.' },
      zh: { body: '欢迎来到{site}：请理性娱乐，随时可设置您的个人限额。' },
      ne: { body: '{site} मा स्वागत छ: जिम्मेवारीपूर्वक खेल्नुहोस् र जुनसुकै बेला आफ्नो सीमा तोक्नुहोस्।' },
      ru: { body: 'Добро пожаловать на {site}: играйте ответственно и устанавливайте свои лимиты в любое время.' },
      vi: { body: 'Chào mừng đến với {site}: hãy chơi có trách nhiệm và đặt giới hạn của riêng bạn bất cứ lúc nào.' },
      ms: { body: 'Selamat datang ke {site}: bermain secara bertanggungjawab dan tetapkan had anda bila-bila masa.' },
      fil: { body: 'Maligayang pagdating sa {site}: maglaro nang responsable at magtakda ng sariling limit anumang oras.' },
      es: { body: 'Bienvenido a {site}: juega con responsabilidad y fija tus propios límites cuando quieras.' },
    },
  },
  {
    link: '/promotions',
    promotional: true,
    texts: {
      en: { body: 'Weekend reload: 25% extra on deposits from Friday to Sunday.' },
      zh: { body: '周末充值：周五至周日存款额外赠送25%。' },
      ne: { body: 'सप्ताहान्त रिलोड: शुक्रबारदेखि आइतबारसम्म डिपोजिटमा 25% थप।' },
      ru: { body: 'Бонус выходного дня: +25% к пополнениям с пятницы по воскресенье.' },
      vi: { body: 'Nạp lại cuối tuần: thêm 25% cho các khoản nạp từ thứ Sáu đến Chủ nhật.' },
      ms: { body: 'Tambah nilai hujung minggu: 25% tambahan untuk deposit dari Jumaat hingga Ahad.' },
      fil: { body: 'Weekend reload: dagdag na 25% sa mga deposito mula Biyernes hanggang Linggo.' },
      es: { body: 'Recarga de fin de semana: 25 % extra en depósitos de viernes a domingo.' },
    },
  },
  {
    link: '/news',
    promotional: false,
    texts: {
      en: { body: 'Scheduled maintenance on Tuesday 03:00–04:00 UTC: games may pause briefly.' },
      zh: { body: '例行维护：周二 03:00–04:00（UTC），游戏可能短暂暂停。' },
      ne: { body: 'मंगलबार 03:00–04:00 UTC मा निर्धारित मर्मत: खेलहरू छोटो समय रोकिन सक्छन्।' },
      ru: { body: 'Плановые работы во вторник с 03:00 до 04:00 UTC: игры могут ненадолго прерываться.' },
      vi: { body: 'Bảo trì định kỳ vào thứ Ba 03:00–04:00 UTC: trò chơi có thể tạm dừng trong giây lát.' },
      ms: { body: 'Penyelenggaraan berjadual pada Selasa 03:00–04:00 UTC: permainan mungkin terhenti seketika.' },
      fil: { body: 'Nakatakdang maintenance sa Martes 03:00–04:00 UTC: maaaring saglit na huminto ang mga laro.' },
      es: { body: 'Mantenimiento programado el martes de 03:00 a 04:00 UTC: los juegos pueden pausarse brevemente.' },
    },
  },
];

const NEWS: { slug: string; motif: string; daysAgo: number; texts: Texts }[] = [
  {
    slug: 'faster-withdrawals',
    motif: 'coins',
    daysAgo: 1,
    texts: {
      en: {
        title: 'Withdrawals now in minutes',
        summary: 'Most bank withdrawals are now approved and paid within 15 minutes.',
        body: '<p>We have rebuilt our payout process. Most withdrawals to a saved bank account are now approved and sent within <strong>15 minutes</strong>.</p><p>Large amounts may still need a short check by our team.</p>',
      },
      zh: {
        title: '提款只需几分钟',
        summary: '大多数银行提款现已在15分钟内审核并到账。',
        body: '<p>我们重建了出款流程。提款至已保存的银行账户，大多数现可在<strong>15分钟</strong>内审核并发出。</p><p>大额提款可能仍需团队短暂核查。</p>',
      },
      ne: {
        title: 'अब निकासी केही मिनेटमै',
        summary: 'अधिकांश बैंक निकासी अब 15 मिनेटभित्र स्वीकृत भई भुक्तानी हुन्छन्।',
        body: '<p>हामीले भुक्तानी प्रक्रिया नयाँ बनाएका छौं। सुरक्षित बैंक खातामा गरिने अधिकांश निकासी अब <strong>15 मिनेट</strong>भित्र स्वीकृत भई पठाइन्छन्।</p><p>ठूलो रकमका लागि हाम्रो टोलीले छोटो जाँच गर्न सक्छ।</p>',
      },
      ru: {
        title: 'Выводы теперь за минуты',
        summary: 'Большинство выводов на банковский счёт одобряются и выплачиваются за 15 минут.',
        body: '<p>Мы перестроили процесс выплат. Большинство выводов на сохранённый банковский счёт теперь одобряются и отправляются в течение <strong>15 минут</strong>.</p><p>Крупные суммы может ненадолго проверить наша команда.</p>',
      },
      vi: {
        title: 'Rút tiền giờ chỉ trong vài phút',
        summary: 'Hầu hết lệnh rút về ngân hàng được duyệt và chi trả trong 15 phút.',
        body: '<p>Chúng tôi đã làm mới quy trình chi trả. Hầu hết lệnh rút về tài khoản ngân hàng đã lưu giờ được duyệt và chuyển trong <strong>15 phút</strong>.</p><p>Số tiền lớn có thể cần đội ngũ kiểm tra nhanh.</p>',
      },
      ms: {
        title: 'Pengeluaran kini dalam beberapa minit',
        summary: 'Kebanyakan pengeluaran bank kini diluluskan dan dibayar dalam 15 minit.',
        body: '<p>Kami telah membina semula proses pembayaran. Kebanyakan pengeluaran ke akaun bank tersimpan kini diluluskan dan dihantar dalam <strong>15 minit</strong>.</p><p>Jumlah besar mungkin masih memerlukan semakan ringkas oleh pasukan kami.</p>',
      },
      fil: {
        title: 'Withdrawal sa loob ng ilang minuto',
        summary: 'Karamihan ng bank withdrawal ay inaaprubahan at ipinapadala na sa loob ng 15 minuto.',
        body: '<p>Binago namin ang proseso ng payout. Karamihan ng withdrawal sa naka-save na bank account ay inaaprubahan at ipinapadala na sa loob ng <strong>15 minuto</strong>.</p><p>Maaaring kailanganin pa rin ng maikling pagsusuri ang malalaking halaga.</p>',
      },
      es: {
        title: 'Retiros en minutos',
        summary: 'La mayoría de los retiros bancarios se aprueban y pagan en 15 minutos.',
        body: '<p>Hemos rehecho el proceso de pagos. La mayoría de los retiros a una cuenta bancaria guardada se aprueban y envían en <strong>15 minutos</strong>.</p><p>Los importes grandes pueden requerir una breve revisión de nuestro equipo.</p>',
      },
    },
  },
  {
    slug: 'new-live-studio',
    motif: 'roulette',
    daysAgo: 3,
    texts: {
      en: {
        title: 'A new live studio opens',
        summary: 'Twelve more live tables, including speed baccarat and lightning roulette.',
        body: '<p>Our newest studio adds <strong>twelve live tables</strong> to the lobby: speed baccarat, lightning roulette and two blackjack tables with low minimum bets.</p>',
      },
      zh: {
        title: '全新真人演播室开幕',
        summary: '新增十二张真人桌，包括极速百家乐和闪电轮盘。',
        body: '<p>最新演播室为大厅新增<strong>十二张真人桌</strong>：极速百家乐、闪电轮盘，以及两张低门槛二十一点桌。</p>',
      },
      ne: {
        title: 'नयाँ लाइभ स्टुडियो खुल्यो',
        summary: 'स्पिड ब्याकारेट र लाइटनिङ रुलेटसहित थप बाह्र लाइभ टेबल।',
        body: '<p>हाम्रो नयाँ स्टुडियोले लबीमा <strong>बाह्र लाइभ टेबल</strong> थप्छ: स्पिड ब्याकारेट, लाइटनिङ रुलेट र कम न्यूनतम बेटका दुई ब्ल्याकज्याक टेबल।</p>',
      },
      ru: {
        title: 'Открылась новая live-студия',
        summary: 'Ещё двенадцать живых столов, включая скоростную баккара и молниеносную рулетку.',
        body: '<p>Новая студия добавляет в лобби <strong>двенадцать живых столов</strong>: скоростную баккара, молниеносную рулетку и два стола блэкджека с низкой минимальной ставкой.</p>',
      },
      vi: {
        title: 'Studio trực tiếp mới khai trương',
        summary: 'Thêm mười hai bàn trực tiếp, gồm baccarat tốc độ và roulette tia chớp.',
        body: '<p>Studio mới nhất bổ sung <strong>mười hai bàn trực tiếp</strong>: baccarat tốc độ, roulette tia chớp và hai bàn blackjack mức cược tối thiểu thấp.</p>',
      },
      ms: {
        title: 'Studio langsung baharu dibuka',
        summary: 'Dua belas lagi meja langsung, termasuk bakarat laju dan rolet kilat.',
        body: '<p>Studio terbaharu kami menambah <strong>dua belas meja langsung</strong>: bakarat laju, rolet kilat dan dua meja blackjack dengan taruhan minimum rendah.</p>',
      },
      fil: {
        title: 'Bukas na ang bagong live studio',
        summary: 'Labindalawa pang live na mesa, kasama ang speed baccarat at lightning roulette.',
        body: '<p>Nagdagdag ang pinakabago naming studio ng <strong>labindalawang live na mesa</strong>: speed baccarat, lightning roulette at dalawang blackjack na mababa ang minimum na taya.</p>',
      },
      es: {
        title: 'Abre un nuevo estudio en vivo',
        summary: 'Doce mesas en vivo más, con baccarat rápido y ruleta relámpago.',
        body: '<p>Nuestro nuevo estudio suma <strong>doce mesas en vivo</strong> al lobby: baccarat rápido, ruleta relámpago y dos mesas de blackjack con apuesta mínima baja.</p>',
      },
    },
  },
  {
    slug: 'responsible-gaming-tools',
    motif: 'shield',
    daysAgo: 6,
    texts: {
      en: {
        title: 'Set your own limits',
        summary: 'Deposit limits, time-outs and self-exclusion are a tap away in your account.',
        body: '<p>You decide how much and how long you play. Set a <strong>deposit limit</strong>, take a time-out of a day to six weeks, or exclude yourself for longer.</p><p>Our support team can help at any hour.</p>',
      },
      zh: {
        title: '设置您的个人限额',
        summary: '存款限额、暂停和自我排除，在账户中一键即可设置。',
        body: '<p>玩多少、玩多久，由您决定。您可以设置<strong>存款限额</strong>，暂停一天至六周，或更长时间地自我排除。</p><p>客服团队全天候为您提供帮助。</p>',
      },
      ne: {
        title: 'आफ्नो सीमा आफैँ तोक्नुहोस्',
        summary: 'डिपोजिट सीमा, टाइम-आउट र स्व-बहिष्कार तपाईंको खातामा एक ट्यापमै।',
        body: '<p>कति र कति समय खेल्ने, तपाईं आफैँ निर्णय गर्नुहोस्। <strong>डिपोजिट सीमा</strong> तोक्नुहोस्, एक दिनदेखि छ हप्तासम्म टाइम-आउट लिनुहोस्, वा लामो समयका लागि आफूलाई बहिष्कार गर्नुहोस्।</p><p>हाम्रो सहयोग टोली जुनसुकै बेला मद्दत गर्न तयार छ।</p>',
      },
      ru: {
        title: 'Установите свои лимиты',
        summary: 'Лимиты депозита, тайм-аут и самоисключение — в пару касаний в вашем аккаунте.',
        body: '<p>Сколько и как долго играть, решаете вы. Установите <strong>лимит депозита</strong>, возьмите тайм-аут от дня до шести недель или исключите себя на более долгий срок.</p><p>Служба поддержки поможет в любое время.</p>',
      },
      vi: {
        title: 'Tự đặt giới hạn của bạn',
        summary: 'Giới hạn nạp, tạm nghỉ và tự loại trừ chỉ cách một chạm trong tài khoản.',
        body: '<p>Bạn quyết định chơi bao nhiêu và bao lâu. Đặt <strong>giới hạn nạp tiền</strong>, tạm nghỉ từ một ngày đến sáu tuần, hoặc tự loại trừ lâu hơn.</p><p>Đội ngũ hỗ trợ luôn sẵn sàng mọi lúc.</p>',
      },
      ms: {
        title: 'Tetapkan had anda sendiri',
        summary: 'Had deposit, rehat dan pengecualian diri hanya satu sentuhan dalam akaun anda.',
        body: '<p>Anda tentukan berapa banyak dan berapa lama anda bermain. Tetapkan <strong>had deposit</strong>, berehat dari sehari hingga enam minggu, atau kecualikan diri lebih lama.</p><p>Pasukan sokongan kami sedia membantu pada bila-bila masa.</p>',
      },
      fil: {
        title: 'Magtakda ng sariling limit',
        summary: 'Deposit limit, time-out at self-exclusion ay isang tap lang sa iyong account.',
        body: '<p>Ikaw ang magpapasya kung magkano at gaano katagal ka maglalaro. Magtakda ng <strong>deposit limit</strong>, mag-time-out mula isang araw hanggang anim na linggo, o i-exclude ang sarili nang mas matagal.</p><p>Handang tumulong ang aming support team anumang oras.</p>',
      },
      es: {
        title: 'Fija tus propios límites',
        summary: 'Límites de depósito, pausas y autoexclusión a un toque en tu cuenta.',
        body: '<p>Tú decides cuánto y cuánto tiempo juegas. Fija un <strong>límite de depósito</strong>, tómate una pausa de un día a seis semanas o autoexclúyete por más tiempo.</p><p>Nuestro equipo de soporte te ayuda a cualquier hora.</p>',
      },
    },
  },
  {
    slug: 'champions-cup-odds',
    motif: 'football',
    daysAgo: 9,
    texts: {
      en: {
        title: 'Champions Cup: the odds are open',
        summary: 'Pre-match and live markets for every knockout game, with cash-out.',
        body: '<p>The knockout rounds start this week. Every match has <strong>over 40 markets</strong> before kick-off and live prices during play, with cash-out on most of them.</p>',
      },
      zh: {
        title: '冠军杯：赔率已开',
        summary: '每场淘汰赛均有赛前和滚球盘口，支持提前兑现。',
        body: '<p>淘汰赛本周开打。每场比赛开赛前提供<strong>40多个盘口</strong>，比赛中实时滚球，大部分盘口支持提前兑现。</p>',
      },
      ne: {
        title: 'च्याम्पियन्स कप: अड्स खुला',
        summary: 'हरेक नकआउट खेलका लागि खेलअघि र लाइभ बजार, क्यास-आउटसहित।',
        body: '<p>नकआउट चरण यसै हप्ता सुरु हुन्छ। हरेक खेलमा किक-अफअघि <strong>40 भन्दा बढी बजार</strong> र खेलका बेला लाइभ मूल्य हुन्छन्, धेरैजसोमा क्यास-आउटसहित।</p>',
      },
      ru: {
        title: 'Кубок чемпионов: линия открыта',
        summary: 'Прематч и лайв на каждый матч плей-офф, с кэшаутом.',
        body: '<p>Плей-офф стартует на этой неделе. На каждый матч — <strong>более 40 рынков</strong> до начала и живые коэффициенты по ходу игры, на большинстве доступен кэшаут.</p>',
      },
      vi: {
        title: 'Cúp Vô địch: kèo đã mở',
        summary: 'Kèo trước trận và trực tiếp cho mọi trận loại trực tiếp, có rút tiền sớm.',
        body: '<p>Vòng loại trực tiếp bắt đầu tuần này. Mỗi trận có <strong>hơn 40 loại kèo</strong> trước giờ bóng lăn và tỷ lệ trực tiếp trong trận, hầu hết đều hỗ trợ rút tiền sớm.</p>',
      },
      ms: {
        title: 'Piala Juara: odds kini dibuka',
        summary: 'Pasaran pra-perlawanan dan langsung untuk setiap perlawanan kalah mati, dengan tunai awal.',
        body: '<p>Pusingan kalah mati bermula minggu ini. Setiap perlawanan ada <strong>lebih 40 pasaran</strong> sebelum sepak mula dan harga langsung semasa permainan, kebanyakannya dengan tunai awal.</p>',
      },
      fil: {
        title: 'Champions Cup: bukas na ang odds',
        summary: 'Pre-match at live na market sa bawat knockout na laban, may cash-out.',
        body: '<p>Magsisimula ang knockout rounds ngayong linggo. Bawat laban ay may <strong>higit 40 market</strong> bago ang kick-off at live na presyo habang naglalaro, karamihan ay may cash-out.</p>',
      },
      es: {
        title: 'Copa de Campeones: cuotas abiertas',
        summary: 'Mercados previos y en vivo para cada partido de eliminatoria, con cash-out.',
        body: '<p>Las eliminatorias empiezan esta semana. Cada partido tiene <strong>más de 40 mercados</strong> antes del inicio y cuotas en vivo durante el juego, la mayoría con cash-out.</p>',
      },
    },
  },
  {
    slug: 'slot-tournament',
    motif: 'reels',
    daysAgo: 12,
    texts: {
      en: {
        title: 'Slot tournament results',
        summary: 'Over 4,000 players took part; the top 100 shared the prize pool.',
        body: '<p>Thank you to everyone who joined this month\u2019s slot tournament. More than <strong>4,000 players</strong> competed and the top 100 have been paid through their inbox.</p>',
      },
      zh: {
        title: '老虎机锦标赛结果',
        summary: '超过4,000名玩家参赛，前100名瓜分奖池。',
        body: '<p>感谢所有参加本月老虎机锦标赛的玩家。共有<strong>4,000多名玩家</strong>参赛，前100名的奖金已发送至收件箱。</p>',
      },
      ne: {
        title: 'स्लट प्रतियोगिताको नतिजा',
        summary: '4,000 भन्दा बढी खेलाडी सहभागी; शीर्ष 100 ले पुरस्कार बाँडे।',
        body: '<p>यस महिनाको स्लट प्रतियोगितामा सहभागी सबैलाई धन्यवाद। <strong>4,000 भन्दा बढी खेलाडी</strong>ले प्रतिस्पर्धा गरे र शीर्ष 100 लाई इनबक्समार्फत भुक्तानी गरिएको छ।</p>',
      },
      ru: {
        title: 'Итоги турнира по слотам',
        summary: 'Участвовали более 4000 игроков; призовой фонд разделили лучшие 100.',
        body: '<p>Спасибо всем участникам турнира этого месяца. Соревновались <strong>более 4000 игроков</strong>, выигрыши лучших 100 уже отправлены во входящие.</p>',
      },
      vi: {
        title: 'Kết quả giải đấu slot',
        summary: 'Hơn 4.000 người chơi tham gia; top 100 chia nhau quỹ thưởng.',
        body: '<p>Cảm ơn tất cả người chơi đã tham gia giải slot tháng này. Hơn <strong>4.000 người chơi</strong> đã tranh tài và top 100 đã được trả thưởng qua hộp thư.</p>',
      },
      ms: {
        title: 'Keputusan kejohanan slot',
        summary: 'Lebih 4,000 pemain menyertai; 100 teratas berkongsi kumpulan hadiah.',
        body: '<p>Terima kasih kepada semua yang menyertai kejohanan slot bulan ini. Lebih <strong>4,000 pemain</strong> bertanding dan 100 teratas telah dibayar melalui peti masuk mereka.</p>',
      },
      fil: {
        title: 'Resulta ng slot tournament',
        summary: 'Higit 4,000 manlalaro ang sumali; pinaghatian ng top 100 ang premyo.',
        body: '<p>Salamat sa lahat ng sumali sa slot tournament ngayong buwan. Higit <strong>4,000 manlalaro</strong> ang naglaban at nabayaran na sa inbox ang top 100.</p>',
      },
      es: {
        title: 'Resultados del torneo de tragaperras',
        summary: 'Participaron más de 4000 jugadores; los 100 mejores se repartieron el premio.',
        body: '<p>Gracias a todos los que jugaron el torneo de este mes. Compitieron <strong>más de 4000 jugadores</strong> y los 100 mejores ya han cobrado en su bandeja de entrada.</p>',
      },
    },
  },
  {
    slug: 'app-update',
    motif: 'phone',
    daysAgo: 16,
    texts: {
      en: {
        title: 'Add {site} to your home screen',
        summary: 'Install the site like an app: it opens full screen and loads faster.',
        body: '<p>On your phone, open the browser menu and choose <strong>Add to Home Screen</strong>. {site} then opens full screen, straight to where you left off.</p>',
      },
      zh: {
        title: '将{site}添加到主屏幕',
        summary: '像应用一样安装网站：全屏打开，加载更快。',
        body: '<p>在手机浏览器菜单中选择<strong>添加到主屏幕</strong>。之后{site}将全屏打开，直接回到您上次离开的地方。</p>',
      },
      ne: {
        title: '{site} लाई होम स्क्रिनमा थप्नुहोस्',
        summary: 'साइटलाई एपजस्तै इन्स्टल गर्नुहोस्: पूरा स्क्रिनमा खुल्छ र छिटो लोड हुन्छ।',
        body: '<p>फोनमा ब्राउजरको मेनु खोली <strong>होम स्क्रिनमा थप्नुहोस्</strong> छान्नुहोस्। त्यसपछि {site} पूरा स्क्रिनमा, तपाईंले छोडेकै ठाउँबाट खुल्छ।</p>',
      },
      ru: {
        title: 'Добавьте {site} на главный экран',
        summary: 'Установите сайт как приложение: он открывается на весь экран и грузится быстрее.',
        body: '<p>На телефоне откройте меню браузера и выберите <strong>«На главный экран»</strong>. {site} будет открываться на весь экран — там, где вы остановились.</p>',
      },
      vi: {
        title: 'Thêm {site} vào màn hình chính',
        summary: 'Cài trang như một ứng dụng: mở toàn màn hình và tải nhanh hơn.',
        body: '<p>Trên điện thoại, mở menu trình duyệt và chọn <strong>Thêm vào Màn hình chính</strong>. {site} sẽ mở toàn màn hình, ngay tại nơi bạn dừng lại.</p>',
      },
      ms: {
        title: 'Tambah {site} ke skrin utama',
        summary: 'Pasang laman seperti aplikasi: dibuka skrin penuh dan dimuat lebih pantas.',
        body: '<p>Pada telefon anda, buka menu pelayar dan pilih <strong>Tambah ke Skrin Utama</strong>. {site} kemudian dibuka skrin penuh, terus ke tempat anda berhenti.</p>',
      },
      fil: {
        title: 'Idagdag ang {site} sa home screen',
        summary: 'I-install ang site na parang app: full screen at mas mabilis mag-load.',
        body: '<p>Sa iyong phone, buksan ang menu ng browser at piliin ang <strong>Add to Home Screen</strong>. Magbubukas na ang {site} nang full screen, diretso kung saan ka huminto.</p>',
      },
      es: {
        title: 'Añade {site} a tu pantalla de inicio',
        summary: 'Instala el sitio como una app: se abre a pantalla completa y carga más rápido.',
        body: '<p>En tu móvil, abre el menú del navegador y elige <strong>Añadir a pantalla de inicio</strong>. {site} se abrirá a pantalla completa, justo donde lo dejaste.</p>',
      },
    },
  },
  {
    slug: 'vip-levels-refreshed',
    motif: 'crown',
    daysAgo: 21,
    texts: {
      en: {
        title: 'VIP levels refreshed',
        summary: 'Lower thresholds for the first three levels and a new birthday bonus.',
        body: '<p>Reaching VIP is now easier: the first three levels need <strong>less turnover</strong>, and every VIP player receives a birthday bonus in their inbox.</p>',
      },
      zh: {
        title: 'VIP等级全新升级',
        summary: '前三个等级门槛降低，新增生日礼金。',
        body: '<p>晋升VIP更容易了：前三个等级所需<strong>流水更低</strong>，每位VIP玩家还会在收件箱收到生日礼金。</p>',
      },
      ne: {
        title: 'VIP तहहरू नवीकरण',
        summary: 'पहिला तीन तहका लागि कम सीमा र नयाँ जन्मदिन बोनस।',
        body: '<p>VIP पुग्न अब सजिलो छ: पहिला तीन तहलाई <strong>कम टर्नओभर</strong> चाहिन्छ, र हरेक VIP खेलाडीले इनबक्समा जन्मदिन बोनस पाउँछन्।</p>',
      },
      ru: {
        title: 'VIP-уровни обновлены',
        summary: 'Ниже пороги первых трёх уровней и новый бонус ко дню рождения.',
        body: '<p>Стать VIP теперь проще: для первых трёх уровней нужен <strong>меньший оборот</strong>, а каждый VIP-игрок получает во входящие бонус ко дню рождения.</p>',
      },
      vi: {
        title: 'Cấp VIP được làm mới',
        summary: 'Ngưỡng thấp hơn cho ba cấp đầu và thưởng sinh nhật mới.',
        body: '<p>Lên VIP giờ dễ hơn: ba cấp đầu cần <strong>doanh số cược thấp hơn</strong>, và mọi người chơi VIP đều nhận thưởng sinh nhật trong hộp thư.</p>',
      },
      ms: {
        title: 'Tahap VIP diperbaharui',
        summary: 'Ambang lebih rendah untuk tiga tahap pertama dan bonus hari jadi baharu.',
        body: '<p>Mencapai VIP kini lebih mudah: tiga tahap pertama memerlukan <strong>pusing ganti lebih rendah</strong>, dan setiap pemain VIP menerima bonus hari jadi dalam peti masuk.</p>',
      },
      fil: {
        title: 'Na-refresh ang mga VIP level',
        summary: 'Mas mababang threshold sa unang tatlong level at bagong birthday bonus.',
        body: '<p>Mas madali nang maging VIP: mas <strong>mababang turnover</strong> ang kailangan sa unang tatlong level, at bawat VIP ay makakatanggap ng birthday bonus sa inbox.</p>',
      },
      es: {
        title: 'Niveles VIP renovados',
        summary: 'Umbrales más bajos en los tres primeros niveles y un nuevo bono de cumpleaños.',
        body: '<p>Ahora es más fácil ser VIP: los tres primeros niveles piden <strong>menos volumen de apuestas</strong> y cada jugador VIP recibe un bono de cumpleaños en su bandeja.</p>',
      },
    },
  },
];

const familyOf = (themeCode: string): Family => (themeCode.startsWith('slot') ? 'slot' : themeCode.startsWith('sportsbook') ? 'sportsbook' : 'casino');
const fill = (texts: Texts, site: string, html: boolean) =>
  Object.fromEntries(
    Object.entries(texts).map(([lng, t]) => [
      lng,
      Object.fromEntries(
        Object.entries(t).map(([k, v]) => [k, k === 'body' && html ? sanitizeHtml(v.replaceAll('{site}', site)) : v.replaceAll('{site}', site)]),
      ),
    ]),
  );
const THEMES = ['casino', 'slot', 'sportsbook'];
/**
 * A hue per operator, so the demo sites' art differs. Demo operators named after their
 * template and palette (`slot4`, `slot4-2`) step round the colour wheel by the golden angle, and the hue's
 * remainder by 6 picks the backdrop (api/services/content-art.ts): neighbouring templates differ in
 * both. Other codes get a hash.
 */
export function hueOf(code: string): number {
  const m = /^(casino|slot|sportsbook)(\d)(?:-(\d))?$/.exec(code);
  if (!m) return [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const t = THEMES.indexOf(m[1]) * 9 + Number(m[2]) - 1;
  const p = Number(m[3] ?? 1) - 1;
  const h = Math.round((t * 137.5 + p * 71) % 360);
  return (h - (h % 6) + ((t + p * 2) % 6)) % 360;
}

export function demoContent(operatorId: number, code: string, siteName: string, themeCode: string, now = new Date()) {
  const family = familyOf(themeCode);
  const hue = hueOf(code);
  const day = 86_400_000;
  return [
    ...SLIDES[family].map((s, i) => ({
      operatorId,
      kind: 'slide' as const,
      texts: fill(s.texts, siteName, false),
      imageUrl: art(s.motif, (hue + i * 47) % 360),
      link: s.link,
      promotional: s.link === '/promotions',
      sort: i,
    })),
    ...ANNOUNCEMENTS.map((a, i) => ({
      operatorId,
      kind: 'announcement' as const,
      texts: fill(a.texts, siteName, true),
      link: a.link,
      audience: a.audience,
      promotional: a.promotional,
      sort: i,
    })),
    ...MARQUEE.map((m, i) => ({
      operatorId,
      kind: 'marquee' as const,
      texts: fill(m.texts, siteName, false),
      link: m.link,
      promotional: m.promotional,
      sort: i,
    })),
    ...NEWS.map((n) => ({
      operatorId,
      kind: 'news' as const,
      slug: n.slug,
      texts: fill(n.texts, siteName, true),
      imageUrl: art(n.motif, (hue + n.daysAgo * 23) % 360),
      promotional: false,
      startsAt: new Date(now.getTime() - n.daysAgo * day),
    })),
  ];
}

/** Operators that show the announcement before the first visit (show_bf_ann_modal) in the demo. */
// Not on slot2, slot4, slot5 or sportsbook1: their /login opens the sign-in modal over the home page.
export const ANNOUNCING = ['casino2-3', 'slot3-3', 'sportsbook2-3'];
/** Operators whose installed app opens on the preloader (show_preloader: the manifest's start page). */
export const PRELOADING = ['casino2-3'];

/** Idempotent: demo content for every operator that has none yet. */
export async function seedContent(db: Db) {
  const ops = await db
    .select({ id: t.operators.id, code: t.operators.code, siteName: t.operators.siteName, themeCode: t.operators.themeCode })
    .from(t.operators)
    .where(sql`not exists (select 1 from operator_content c where c.operator_id = ${t.operators.id})`);
  if (!ops.length) return;
  const rows = ops.flatMap((o) => demoContent(o.id, o.code, o.siteName, o.themeCode));
  for (let i = 0; i < rows.length; i += 500) await db.insert(t.operatorContent).values(rows.slice(i, i + 500));
  const seeded = sql.join(
    ops.map((o) => sql`${o.id}`),
    sql`, `,
  );
  await db
    .update(t.operators)
    .set({ showPreloader: true })
    .where(
      sql`${t.operators.code} in (${sql.join(
        PRELOADING.map((c) => sql`${c}`),
        sql`, `,
      )}) and ${t.operators.id} in (${seeded})`,
    );
  await db
    .update(t.operators)
    .set({ showBfAnnModal: true })
    .where(
      sql`${t.operators.code} in (${sql.join(
        ANNOUNCING.map((c) => sql`${c}`),
        sql`, `,
      )}) and ${t.operators.id} in (${sql.join(
        ops.map((o) => sql`${o.id}`),
        sql`, `,
      )})`,
    );
}
