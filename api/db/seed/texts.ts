/**
 * The demo operators' own texts in the 8 languages (English is in the rows' columns):
 * VIP level names and benefits, the demo inbox and the promotions. Entered as an operator's back
 * office would (texts per i18next language; a missing one reads English).
 */
type Lng = 'en' | 'zh' | 'ne' | 'ru' | 'vi' | 'ms' | 'fil' | 'es';
const LNGS: Lng[] = ['en', 'zh', 'ne', 'ru', 'vi', 'ms', 'fil', 'es'];
type Per = Record<Lng, string>;
const per = (...v: string[]): Per => Object.fromEntries(LNGS.map((l, i) => [l, v[i]])) as Per;
// Every language writes its numbers in one form (contract/number-locale.ts): Nepali with Latin digits, as its amounts.
const nums = (_l: Lng, n: number | string) => String(n);

/* ——— VIP ——— */

const VIP_NAMES: Per[] = [
  per('Bronze', '青铜', 'कांस्य', 'Бронза', 'Đồng', 'Gangsa', 'Bronze', 'Bronce'),
  per('Silver', '白银', 'चाँदी', 'Серебро', 'Bạc', 'Perak', 'Silver', 'Plata'),
  per('Gold', '黄金', 'सुन', 'Золото', 'Vàng', 'Emas', 'Gold', 'Oro'),
  per('Platinum', '铂金', 'प्लाटिनम', 'Платина', 'Bạch kim', 'Platinum', 'Platinum', 'Platino'),
  per('Diamond', '钻石', 'हीरा', 'Бриллиант', 'Kim cương', 'Berlian', 'Diamond', 'Diamante'),
  per('Black', '黑金', 'ब्ल्याक', 'Блэк', 'Đen', 'Hitam', 'Black', 'Black'),
];

const B = {
  spin: per(
    'A daily spin of the reward wheel',
    '每日一次幸运转盘',
    'इनाम चक्र दैनिक एक पटक घुमाउने अवसर',
    'Ежедневное вращение колеса наград',
    'Mỗi ngày một lượt quay vòng quay thưởng',
    'Satu putaran roda ganjaran setiap hari',
    'Isang ikot ng reward wheel araw-araw',
    'Un giro diario de la ruleta de premios',
  ),
  promos: per(
    'Every promotion of the site',
    '参加网站所有优惠活动',
    'साइटका सबै प्रवर्द्धनहरू',
    'Все акции сайта',
    'Tham gia mọi khuyến mãi của trang',
    'Semua promosi laman',
    'Lahat ng promo ng site',
    'Todas las promociones del sitio',
  ),
  reload: (n: number) =>
    per(
      `${n}% weekly reload bonus`,
      `每周 ${n}% 充值奖金`,
      `साप्ताहिक ${nums('ne', n)}% रिलोड बोनस`,
      `Еженедельный бонус на пополнение ${n}%`,
      `Thưởng nạp lại hằng tuần ${n}%`,
      `Bonus tambah nilai mingguan ${n}%`,
      `${n}% lingguhang reload bonus`,
      `Bono de recarga semanal del ${n}%`,
    ),
  birthday: per(
    'A birthday gift',
    '生日礼物',
    'जन्मदिनको उपहार',
    'Подарок на день рождения',
    'Quà sinh nhật',
    'Hadiah hari jadi',
    'Regalo sa kaarawan',
    'Un regalo de cumpleaños',
  ),
  fast: per(
    'Withdrawals handled first',
    '提款优先处理',
    'रकम झिकाइ पहिले प्रक्रिया गरिन्छ',
    'Вывод средств в первую очередь',
    'Ưu tiên xử lý rút tiền',
    'Pengeluaran diproses dahulu',
    'Inuuna ang pag-withdraw',
    'Retiros atendidos primero',
  ),
  cashback: (n: number) =>
    per(
      `${n}% monthly cashback`,
      `每月 ${n}% 返现`,
      `मासिक ${nums('ne', n)}% क्यासब्याक`,
      `Ежемесячный кешбэк ${n}%`,
      `Hoàn tiền hằng tháng ${n}%`,
      `Pulangan tunai bulanan ${n}%`,
      `${n}% buwanang cashback`,
      `Reembolso mensual del ${n}%`,
    ),
  manager: per(
    'A personal account manager',
    '专属客户经理',
    'व्यक्तिगत खाता व्यवस्थापक',
    'Персональный менеджер',
    'Quản lý tài khoản riêng',
    'Pengurus akaun peribadi',
    'Sariling account manager',
    'Un gestor de cuenta personal',
  ),
  limits: per(
    'Higher withdrawal limits',
    '更高的提款限额',
    'रकम झिकाइको उच्च सीमा',
    'Повышенные лимиты на вывод',
    'Hạn mức rút tiền cao hơn',
    'Had pengeluaran lebih tinggi',
    'Mas mataas na limitasyon sa pag-withdraw',
    'Límites de retiro más altos',
  ),
  events: per(
    'Invitations to exclusive events',
    '受邀参加专属活动',
    'विशेष कार्यक्रमहरूमा निमन्त्रणा',
    'Приглашения на закрытые мероприятия',
    'Lời mời tham dự sự kiện độc quyền',
    'Jemputan ke acara eksklusif',
    'Imbitasyon sa mga eksklusibong event',
    'Invitaciones a eventos exclusivos',
  ),
};
const VIP_BENEFITS: Per[][] = [
  [B.spin, B.promos],
  [B.reload(5), B.birthday, B.spin],
  [B.reload(8), B.fast, B.birthday],
  [B.reload(10), B.cashback(5), B.manager],
  [B.reload(12), B.cashback(8), B.limits],
  [B.reload(15), B.cashback(10), B.events],
];

/** Level → names (other languages) and benefits (every language). */
export function vipTexts(level: number) {
  const names = VIP_NAMES[level];
  const benefits = VIP_BENEFITS[level];
  if (!names || !benefits) return {};
  return {
    names: Object.fromEntries(LNGS.filter((l) => l !== 'en').map((l) => [l, names[l]])),
    benefits: Object.fromEntries(LNGS.map((l) => [l, benefits.map((b) => b[l])])),
  };
}

/* ——— Inbox ——— */

const p = (s: string) => `<p>${s}</p>`;
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** The demo inbox's first three messages (in demoInbox's order), other languages than English (the welcome offer: services/welcome.ts). */
export function inboxTexts(site: string): Record<string, { title: string; body: string }>[] {
  const vip = [
    per(
      '',
      '本月的 VIP 进度',
      'यस महिनाको VIP प्रगति',
      'Ваш VIP-прогресс в этом месяце',
      'Tiến độ VIP của bạn tháng này',
      'Kemajuan VIP anda bulan ini',
      'Ang iyong VIP progress ngayong buwan',
      'Tu progreso VIP de este mes',
    ),
    per(
      '',
      p(`在 ${site} 的每一笔存款和投注都会让您更接近下一个 VIP 等级。等级越高，奖励越丰厚，提款越快。`) + p('<a href="/vip">查看您的 VIP 进度</a>'),
      p(`${site} मा हरेक जम्मा र हरेक बाजीले तपाईंलाई अर्को VIP स्तरको नजिक पुर्याउँछ। माथिल्ला स्तरमा ठूला इनाम र छिटो रकम झिकाइ पाइन्छ।`) +
        p('<a href="/vip">आफ्नो VIP प्रगति हेर्नुहोस्</a>'),
      p(`Каждое пополнение и каждая ставка на ${site} приближают вас к следующему VIP-уровню. Чем выше уровень, тем больше награды и быстрее вывод.`) +
        p('<a href="/vip">Посмотреть VIP-прогресс</a>'),
      p(`Mỗi lần nạp tiền và mỗi lần đặt cược tại ${site} đều đưa bạn đến gần cấp VIP tiếp theo. Cấp càng cao, thưởng càng lớn và rút tiền càng nhanh.`) +
        p('<a href="/vip">Xem tiến độ VIP</a>'),
      p(
        `Setiap deposit dan setiap pertaruhan di ${site} membawa anda lebih dekat ke tahap VIP seterusnya. Tahap lebih tinggi bermakna ganjaran lebih besar dan pengeluaran lebih pantas.`,
      ) + p('<a href="/vip">Lihat kemajuan VIP anda</a>'),
      p(
        `Bawat deposito at bawat taya sa ${site} ay naglalapit sa iyo sa susunod na VIP level. Mas mataas na level, mas malaking gantimpala at mas mabilis na pag-withdraw.`,
      ) + p('<a href="/vip">Tingnan ang iyong VIP progress</a>'),
      p(`Cada depósito y cada apuesta en ${site} te acercan al siguiente nivel VIP. Los niveles más altos traen mayores recompensas y retiros más rápidos.`) +
        p('<a href="/vip">Ver tu progreso VIP</a>'),
    ),
  ];
  const cashback = [
    per(
      '',
      '上周返现',
      'गत हप्ताको क्यासब्याक',
      'Кешбэк за прошлую неделю',
      'Hoàn tiền tuần trước',
      'Pulangan tunai minggu lepas',
      'Cashback noong nakaraang linggo',
      'Reembolso de la semana pasada',
    ),
    per(
      '',
      p('您上周的返现可在三天内领取，现已过期。请留意本周的返现。'),
      p('गत हप्ताको क्यासब्याक तीन दिनसम्म लिन सकिन्थ्यो। यो हप्ताको क्यासब्याकमा ध्यान दिनुहोस्।'),
      p('Кешбэк за прошлую неделю можно было получить в течение трёх дней. Не пропустите кешбэк этой недели.'),
      p('Khoản hoàn tiền tuần trước chỉ nhận được trong ba ngày. Hãy chú ý khoản của tuần này.'),
      p('Pulangan tunai minggu lepas boleh dituntut selama tiga hari. Nantikan pulangan tunai minggu ini.'),
      p('Ang cashback mo noong nakaraang linggo ay puwedeng kunin sa loob ng tatlong araw. Abangan ang cashback ngayong linggo.'),
      p('Tu reembolso de la semana pasada se podía reclamar durante tres días. Atento al de esta semana.'),
    ),
  ];
  const tokens = [
    per(
      '',
      '周末免费代币',
      'सप्ताहान्तका निःशुल्क टोकन',
      'Бесплатные жетоны на выходные',
      'Token miễn phí cuối tuần',
      'Token percuma hujung minggu',
      'Libreng token ngayong weekend',
      'Fichas gratis de fin de semana',
    ),
    per(
      '',
      p('送您二十枚奖励区代币。请在周末结束前领取。'),
      p('इनाम कुनाका लागि बीस टोकन, हाम्रो तर्फबाट। सप्ताहान्त सकिनुअघि लिनुहोस्।'),
      p('Двадцать жетонов для зоны наград — в подарок. Получите их до конца выходных.'),
      p('Hai mươi token cho góc phần thưởng, chúng tôi tặng bạn. Hãy nhận trước khi hết cuối tuần.'),
      p('Dua puluh token untuk sudut ganjaran, percuma daripada kami. Tuntut sebelum hujung minggu berakhir.'),
      p('Dalawampung token para sa rewards corner, libre mula sa amin. Kunin bago matapos ang weekend.'),
      p('Veinte fichas para el rincón de premios, cortesía nuestra. Reclámalas antes de que acabe el fin de semana.'),
    ),
  ];
  return [vip, cashback, tokens].map(([title, body]) => Object.fromEntries(LNGS.filter((l) => l !== 'en').map((l) => [l, { title: title[l], body: body[l] }])));
}

/* ——— Promotions ——— */

/** The demo promotions (by their `sort`), other languages than English: title, summary, terms. */
export function promotionTexts(site: string, currency: string): Record<string, { title: string; summary: string; body: string }>[] {
  const rows: [Per, Per, Per[]][] = [
    [
      per(
        '',
        '欢迎奖金：首存 100%',
        'स्वागत बोनस: पहिलो जम्मामा 100%',
        'Приветственный бонус: 100% на первый депозит',
        'Thưởng chào mừng: 100% lần nạp đầu',
        'Bonus alu-aluan: 100% untuk deposit pertama',
        'Welcome bonus: 100% sa unang deposito',
        'Bono de bienvenida: 100% en tu primer depósito',
      ),
      per(
        '',
        `首存翻倍，最高 5,000.00 ${currency}，游戏资金加倍。`,
        `पहिलो जम्मा दोब्बर, बढीमा ${nums('ne', '5,000.00')} ${currency} सम्म।`,
        `Удвойте первый депозит — до 5,000.00 ${currency}.`,
        `Nhân đôi lần nạp đầu, tối đa 5,000.00 ${currency}.`,
        `Gandakan deposit pertama anda sehingga 5,000.00 ${currency}.`,
        `Doblehin ang unang deposito hanggang 5,000.00 ${currency}.`,
        `Duplica tu primer depósito hasta 5,000.00 ${currency}.`,
      ),
      [
        per(
          '',
          `仅限 ${site} 新玩家；每人限一次。`,
          `${site} का नयाँ खेलाडीका लागि; एक व्यक्तिलाई एक पटक।`,
          `Для новых игроков ${site}; один бонус на человека.`,
          `Dành cho người chơi mới của ${site}; mỗi người một lần.`,
          `Untuk pemain baharu ${site}; satu bonus setiap orang.`,
          `Para sa mga bagong manlalaro ng ${site}; isa bawat tao.`,
          `Para jugadores nuevos de ${site}; un bono por persona.`,
        ),
        per(
          '',
          `最低存款 100.00 ${currency}；奖金最高 5,000.00 ${currency}。`,
          `न्यूनतम जम्मा ${nums('ne', '100.00')} ${currency}; बोनस बढीमा ${nums('ne', '5,000.00')} ${currency}।`,
          `Минимальный депозит 100.00 ${currency}; бонус до 5,000.00 ${currency}.`,
          `Nạp tối thiểu 100.00 ${currency}; thưởng tối đa 5,000.00 ${currency}.`,
          `Deposit minimum 100.00 ${currency}; bonus sehingga 5,000.00 ${currency}.`,
          `Minimum na deposito 100.00 ${currency}; bonus hanggang 5,000.00 ${currency}.`,
          `Depósito mínimo 100.00 ${currency}; bono de hasta 5,000.00 ${currency}.`,
        ),
        per(
          '',
          '奖金需在老虎机上流水 20 倍后方可提款。',
          'बोनस झिक्नुअघि स्लटमा 20 पटक घुमाउनुपर्छ।',
          'Бонус нужно отыграть 20 раз в слотах до вывода.',
          'Thưởng phải cược đủ 20 lần trên slot trước khi rút.',
          'Bonus perlu dipusing 20 kali pada slot sebelum boleh dikeluarkan.',
          'Kailangang itaya ang bonus nang 20 beses sa slots bago ma-withdraw.',
          'El bono se apuesta 20 veces en tragamonedas antes de poder retirarlo.',
        ),
        per(
          '',
          '注册后 7 天内领取。',
          'साइन अप गरेको 7 दिनभित्र लिनुहोस्।',
          'Получите его в течение 7 дней после регистрации.',
          'Nhận trong vòng 7 ngày sau khi đăng ký.',
          'Tuntut dalam tempoh 7 hari selepas mendaftar.',
          'Kunin sa loob ng 7 araw mula sa pag-sign up.',
          'Reclámalo en los 7 días siguientes al registro.',
        ),
      ],
    ],
    [
      per(
        '',
        '周一老虎机返现',
        'सोमबार स्लट क्यासब्याक',
        'Кешбэк по слотам по понедельникам',
        'Hoàn tiền slot thứ Hai',
        'Pulangan tunai slot hari Isnin',
        'Monday slots cashback',
        'Reembolso de tragamonedas los lunes',
      ),
      per(
        '',
        '每周一返还上周老虎机净亏损的 10%。',
        'हरेक सोमबार गत हप्ताको स्लट खुद घाटाको 10% फिर्ता।',
        'Каждый понедельник — 10% чистого проигрыша в слотах за прошлую неделю.',
        'Mỗi thứ Hai nhận lại 10% số tiền thua ròng ở slot tuần trước.',
        'Dapatkan semula 10% kerugian bersih slot minggu lepas setiap Isnin.',
        'Ibalik ang 10% ng net na talo sa slots noong nakaraang linggo tuwing Lunes.',
        'Recupera cada lunes el 10% de tus pérdidas netas en tragamonedas de la semana anterior.',
      ),
      [
        per(
          '',
          '统计周一 00:00 至周日 23:59 的真钱老虎机局。',
          'सोमबार 00:00 देखि आइतबार 23:59 सम्मका वास्तविक पैसाका स्लट राउन्ड गनिन्छ।',
          'Учитываются игры на деньги с понедельника 00:00 до воскресенья 23:59.',
          'Tính các ván slot tiền thật từ 00:00 thứ Hai đến 23:59 Chủ nhật.',
          'Mengira pusingan slot wang sebenar dari Isnin 00:00 hingga Ahad 23:59.',
          'Binibilang ang mga real-money slot round mula Lunes 00:00 hanggang Linggo 23:59.',
          'Cuentan las rondas con dinero real de lunes 00:00 a domingo 23:59.',
        ),
        per(
          '',
          `每周一发送至您的收件箱，最高 1,000.00 ${currency}。`,
          `हरेक सोमबार तपाईंको इनबक्समा, बढीमा ${nums('ne', '1,000.00')} ${currency}।`,
          `Зачисляется во входящие каждый понедельник, до 1,000.00 ${currency}.`,
          `Gửi vào hộp thư mỗi thứ Hai, tối đa 1,000.00 ${currency}.`,
          `Dibayar ke peti masuk setiap Isnin, sehingga 1,000.00 ${currency}.`,
          `Ipinapadala sa inbox tuwing Lunes, hanggang 1,000.00 ${currency}.`,
          `Se envía a tu bandeja cada lunes, hasta 1,000.00 ${currency}.`,
        ),
        per(
          '',
          '返现无流水要求。',
          'क्यासब्याकमा कुनै टर्नओभर सर्त छैन।',
          'Кешбэк не нужно отыгрывать.',
          'Tiền hoàn không yêu cầu cược.',
          'Tiada syarat pusing ganti untuk pulangan tunai.',
          'Walang turnover sa cashback.',
          'El reembolso no tiene requisitos de apuesta.',
        ),
      ],
    ],
    [
      per(
        '',
        '真人娱乐场星期五',
        'लाइभ क्यासिनो शुक्रबार',
        'Пятница live-казино',
        'Thứ Sáu sòng bài trực tiếp',
        'Jumaat kasino langsung',
        'Live casino Friday',
        'Viernes de casino en vivo',
      ),
      per(
        '',
        '周五玩任意真人桌台，瓜分每周奖池。',
        'शुक्रबार कुनै पनि लाइभ टेबल खेल्नुहोस् र साप्ताहिक पुरस्कार कोषको हिस्सा जित्नुहोस्।',
        'Играйте за любым live-столом в пятницу и выигрывайте долю недельного призового фонда.',
        'Chơi bất kỳ bàn trực tiếp nào vào thứ Sáu để chia giải thưởng tuần.',
        'Main di mana-mana meja langsung pada hari Jumaat dan menangi bahagian kumpulan hadiah mingguan.',
        'Maglaro sa kahit anong live table tuwing Biyernes at manalo ng bahagi sa lingguhang premyo.',
        'Juega en cualquier mesa en vivo el viernes y gana parte del bote semanal.',
      ),
      [
        per(
          '',
          '周五在真人桌台每投注 100 即得一张券。',
          'शुक्रबार लाइभ टेबलमा हरेक 100 को बाजी बराबर एक टिकट।',
          'Каждые 100 ставок за live-столами в пятницу — один билет.',
          'Mỗi 100 tiền cược ở bàn trực tiếp vào thứ Sáu là một vé.',
          'Setiap 100 pertaruhan di meja langsung pada Jumaat ialah satu tiket.',
          'Bawat 100 na taya sa live tables tuwing Biyernes ay isang tiket.',
          'Cada 100 apostados en mesas en vivo el viernes es un boleto.',
        ),
        per(
          '',
          '周六开奖，奖金发送至中奖者收件箱。',
          'विजेताहरू शनिबार छानिन्छन् र इनबक्समा भुक्तानी पाउँछन्।',
          'Победителей выбирают в субботу, выигрыш приходит во входящие.',
          'Người thắng được rút thăm vào thứ Bảy và nhận thưởng qua hộp thư.',
          'Pemenang dicabut pada hari Sabtu dan dibayar ke peti masuk.',
          'Binubunot ang mga nanalo tuwing Sabado at ipinapadala sa inbox nila.',
          'Los ganadores se sortean el sábado y cobran en su bandeja.',
        ),
      ],
    ],
    [
      per(
        '',
        '串关加成',
        'एक्युमुलेटर बूस्ट',
        'Бонус к экспрессам',
        'Tăng thưởng cược xiên',
        'Rangsangan akumulator',
        'Accumulator boost',
        'Potenciador de combinadas',
      ),
      per(
        '',
        '五场及以上串关赢注最高额外加成 50%。',
        'पाँच वा बढी छनोटका जितेका एक्युमुलेटरमा 50% सम्म बढी।',
        'До 50% сверху к выигравшим экспрессам из пяти и более событий.',
        'Thêm đến 50% cho cược xiên thắng từ năm lựa chọn trở lên.',
        'Sehingga 50% lebih untuk akumulator menang lima pilihan atau lebih.',
        'Hanggang 50% dagdag sa nanalong accumulator na may lima o higit pang pili.',
        'Hasta un 50% más en combinadas ganadoras de cinco selecciones o más.',
      ),
      [
        per(
          '',
          '每项选择赔率不低于 1.50。',
          'हरेक छनोट 1.50 वा बढीको अडमा।',
          'Каждое событие с коэффициентом от 1.50.',
          'Mỗi lựa chọn có tỷ lệ từ 1.50 trở lên.',
          'Setiap pilihan pada odds 1.50 atau lebih.',
          'Bawat pili ay may odds na 1.50 o higit pa.',
          'Cada selección a cuota de 1.50 o más.',
        ),
        per(
          '',
          '选择越多加成越高：5 场 10%，8 场 25%，12 场 50%。',
          'छनोट बढ्दै जाँदा बूस्ट बढ्छ: 5 मा 10%, 8 मा 25%, 12 मा 50%।',
          'Чем больше событий, тем больше бонус: 5 — 10%, 8 — 25%, 12 — 50%.',
          'Càng nhiều lựa chọn thưởng càng cao: 5 chân 10%, 8 chân 25%, 12 chân 50%.',
          'Rangsangan bertambah dengan setiap pilihan: 5 pilihan 10%, 8 pilihan 25%, 12 pilihan 50%.',
          'Lumalaki ang boost sa bawat pili: 5 pili 10%, 8 pili 25%, 12 pili 50%.',
          'El potenciador crece con cada selección: 5 selecciones 10%, 8 selecciones 25%, 12 selecciones 50%.',
        ),
        per(
          '',
          '仅限已结算注单；已兑现注单不计。',
          'टुङ्गिएका बाजी मात्र; क्यास आउट गरिएका गनिँदैनन्।',
          'Только рассчитанные ставки; проданные не считаются.',
          'Chỉ tính cược đã thanh toán; cược đã rút sớm không tính.',
          'Pertaruhan yang diselesaikan sahaja; pertaruhan tunai awal tidak dikira.',
          'Settled na taya lang; hindi kasama ang mga na-cash out.',
          'Solo apuestas liquidadas; las cobradas anticipadamente no cuentan.',
        ),
      ],
    ],
    [
      per(
        '',
        '每周 VIP 充值奖金',
        'साप्ताहिक VIP रिलोड',
        'Еженедельный VIP-бонус на пополнение',
        'Thưởng nạp lại VIP hằng tuần',
        'Tambah nilai VIP setiap minggu',
        'Lingguhang VIP reload',
        'Recarga VIP cada semana',
      ),
      per(
        '',
        '白银及以上等级，充值奖金随 VIP 等级提高。',
        'चाँदी स्तरदेखि माथि, VIP स्तरसँगै बढ्ने रिलोड बोनस।',
        'С уровня «Серебро» — бонус на пополнение, который растёт с VIP-уровнем.',
        'Từ hạng Bạc trở lên, thưởng nạp lại tăng theo cấp VIP.',
        'Dari Perak ke atas, bonus tambah nilai yang meningkat dengan tahap VIP anda.',
        'Mula Silver pataas, reload bonus na lumalaki kasabay ng VIP level mo.',
        'Desde Plata, un bono de recarga que crece con tu nivel VIP.',
      ),
      [
        per(
          '',
          '白银 5%，黄金 8%，铂金 10%，钻石 12%，黑金 15%。',
          'चाँदी 5%, सुन 8%, प्लाटिनम 10%, हीरा 12%, ब्ल्याक 15%।',
          'Серебро 5%, Золото 8%, Платина 10%, Бриллиант 12%, Блэк 15%.',
          'Bạc 5%, Vàng 8%, Bạch kim 10%, Kim cương 12%, Đen 15%.',
          'Perak 5%, Emas 8%, Platinum 10%, Berlian 12%, Hitam 15%.',
          'Silver 5%, Gold 8%, Platinum 10%, Diamond 12%, Black 15%.',
          'Plata 5%, Oro 8%, Platino 10%, Diamante 12%, Black 15%.',
        ),
        per(
          '',
          '每周一次，适用于任意存款。',
          'हप्तामा एक पटक, जुनसुकै जम्मामा।',
          'Один раз в неделю, на любое пополнение.',
          'Mỗi tuần một lần, cho bất kỳ lần nạp nào.',
          'Sekali seminggu, untuk sebarang deposit.',
          'Isang reload bawat linggo, sa kahit anong deposito.',
          'Una recarga por semana, con cualquier depósito.',
        ),
      ],
    ],
    [
      per(
        '',
        '夏季老虎机锦标赛',
        'ग्रीष्मकालीन स्लट प्रतियोगिता',
        'Летний турнир по слотам',
        'Giải đấu slot mùa hè',
        'Kejohanan slot musim panas',
        'Summer slots tournament',
        'Torneo de tragamonedas de verano',
      ),
      per(
        '',
        '夏季排行榜竞赛。',
        'गर्मीको लिडरबोर्ड दौड।',
        'Летняя гонка за место в таблице лидеров.',
        'Cuộc đua bảng xếp hạng mùa hè.',
        'Perlumbaan papan pendahulu musim panas.',
        'Ang leaderboard race ngayong tag-init.',
        'La carrera de la clasificación del verano.',
      ),
      [
        per(
          '',
          '本次锦标赛已结束。',
          'यो प्रतियोगिता सकिएको छ।',
          'Этот турнир завершён.',
          'Giải đấu này đã kết thúc.',
          'Kejohanan ini telah tamat.',
          'Tapos na ang torneong ito.',
          'Este torneo ha terminado.',
        ),
      ],
    ],
  ];
  return rows.map(([title, summary, terms]) =>
    Object.fromEntries(LNGS.filter((l) => l !== 'en').map((l) => [l, { title: title[l], summary: summary[l], body: list(...terms.map((x) => x[l])) }])),
  );
}
