import { SPORTS_LANGS, type LocalNames, type SportCode, type SportsLang } from '../../../contract/sports.ts';
import { hash32 } from './rng.ts';

/**
 * The demo feed's world: 6 sports, 30 leagues, their teams and players, named in the 8 languages.
 * Clubs are made up (a real city and a mascot, never a real club); each language
 * writes them as its own press would: the city's exonym (Londres, Лондон, 伦敦, Luân Đôn, लन्डन)
 * and the mascot translated (Lobos, 狼群, Bầy Sói, Serigala, Lobo, «Волки») or, in Nepali,
 * transliterated as Nepali papers write franchise names (लन्डन वुल्भ्स).
 */

/** Names in the order of SPORTS_LANGS: en, php, cn, esp, rus, vi, ms, ne. */
type Tuple8 = readonly [string, string, string, string, string, string, string, string];
export type Names8 = Record<SportsLang, string>;

const toNames = (t: Tuple8): Names8 => Object.fromEntries(SPORTS_LANGS.map((l, i) => [l, t[i]])) as Names8;
export const localNames = (n: Names8): LocalNames =>
  ({
    name_en: n.en,
    name_php: n.php,
    name_cn: n.cn,
    name_esp: n.esp,
    name_rus: n.rus,
    name_vi: n.vi,
    name_ms: n.ms,
    name_ne: n.ne,
  }) satisfies LocalNames;

/* ——— Sports ——— */

export type Model = 'goals' | 'points' | 'sets';
export interface SportDef {
  code: SportCode;
  names: Names8;
  model: Model;
  /** Goals and points sports: periods of play (game minutes each) and the real time they take. */
  periods: number;
  periodMinutes: number;
  /** Real milliseconds of one period (or one set / map). */
  periodMs: number;
  /** Real milliseconds of the break after each period (index = period number − 1). */
  breaksMs: number[];
  /** Sets sports: best of. */
  bestOf: number;
  /** A drawn result is possible (three-way markets). */
  draw: boolean;
  /** First-half markets (1X2H, HDPH, OUH, HTFT). */
  halves: boolean;
  periodLabel: string;
}

const MIN = 60_000;
/** Every event is live for 14 real minutes at most: a compressed clock, so the board moves. */
export const LIVE_MS = 14 * MIN;

export const SPORTS: readonly SportDef[] = [
  {
    code: 'football',
    names: toNames(['Football', 'Putbol', '足球', 'Fútbol', 'Футбол', 'Bóng đá', 'Bola sepak', 'फुटबल']),
    model: 'goals',
    periods: 2,
    periodMinutes: 45,
    periodMs: 6.5 * MIN,
    breaksMs: [1 * MIN],
    bestOf: 0,
    draw: true,
    halves: true,
    periodLabel: 'H',
  },
  {
    code: 'basketball',
    names: toNames(['Basketball', 'Basketbol', '篮球', 'Baloncesto', 'Баскетбол', 'Bóng rổ', 'Bola keranjang', 'बास्केटबल']),
    model: 'points',
    periods: 4,
    periodMinutes: 12,
    periodMs: 3.25 * MIN,
    breaksMs: [0, 1 * MIN, 0],
    bestOf: 0,
    draw: false,
    halves: true,
    periodLabel: 'Q',
  },
  {
    code: 'ice-hockey',
    names: toNames(['Ice hockey', 'Hockey sa yelo', '冰球', 'Hockey sobre hielo', 'Хоккей', 'Khúc côn cầu trên băng', 'Hoki ais', 'आइस हक्की']),
    model: 'goals',
    periods: 3,
    periodMinutes: 20,
    periodMs: 4 * MIN + 20_000,
    breaksMs: [30_000, 30_000],
    bestOf: 0,
    draw: true,
    halves: false,
    periodLabel: 'P',
  },
  {
    code: 'tennis',
    names: toNames(['Tennis', 'Tenis', '网球', 'Tenis', 'Теннис', 'Quần vợt', 'Tenis', 'टेनिस']),
    model: 'sets',
    periods: 3,
    periodMinutes: 0,
    periodMs: LIVE_MS / 3,
    breaksMs: [],
    bestOf: 3,
    draw: false,
    halves: false,
    periodLabel: 'S',
  },
  {
    code: 'volleyball',
    names: toNames(['Volleyball', 'Balibol', '排球', 'Voleibol', 'Волейбол', 'Bóng chuyền', 'Bola tampar', 'भलिबल']),
    model: 'sets',
    periods: 5,
    periodMinutes: 0,
    periodMs: LIVE_MS / 5,
    breaksMs: [],
    bestOf: 5,
    draw: false,
    halves: false,
    periodLabel: 'S',
  },
  {
    code: 'esports',
    names: toNames(['Esports', 'Esports', '电子竞技', 'Deportes electrónicos', 'Киберспорт', 'Thể thao điện tử', 'E-sukan', 'इस्पोर्ट्स']),
    model: 'sets',
    periods: 3,
    periodMinutes: 0,
    periodMs: LIVE_MS / 3,
    breaksMs: [],
    bestOf: 3,
    draw: false,
    halves: false,
    periodLabel: 'M',
  },
];
export const sportOf = (code: SportCode) => SPORTS.find((s) => s.code === code)!;

/* ——— Places ——— */

// [en, php (Filipino), cn, esp, rus, vi, ms, ne]
const CITIES: Record<string, Tuple8> = {
  // England
  london: ['London', 'London', '伦敦', 'Londres', 'Лондон', 'Luân Đôn', 'London', 'लन्डन'],
  manchester: ['Manchester', 'Manchester', '曼彻斯特', 'Mánchester', 'Манчестер', 'Manchester', 'Manchester', 'म्यानचेस्टर'],
  liverpool: ['Liverpool', 'Liverpool', '利物浦', 'Liverpool', 'Ливерпуль', 'Liverpool', 'Liverpool', 'लिभरपुल'],
  birmingham: ['Birmingham', 'Birmingham', '伯明翰', 'Birmingham', 'Бирмингем', 'Birmingham', 'Birmingham', 'बर्मिङ्घम'],
  leeds: ['Leeds', 'Leeds', '利兹', 'Leeds', 'Лидс', 'Leeds', 'Leeds', 'लिड्स'],
  newcastle: ['Newcastle', 'Newcastle', '纽卡斯尔', 'Newcastle', 'Ньюкасл', 'Newcastle', 'Newcastle', 'न्युक्यासल'],
  bristol: ['Bristol', 'Bristol', '布里斯托尔', 'Brístol', 'Бристоль', 'Bristol', 'Bristol', 'ब्रिस्टल'],
  sheffield: ['Sheffield', 'Sheffield', '谢菲尔德', 'Sheffield', 'Шеффилд', 'Sheffield', 'Sheffield', 'शेफिल्ड'],
  nottingham: ['Nottingham', 'Nottingham', '诺丁汉', 'Nottingham', 'Ноттингем', 'Nottingham', 'Nottingham', 'नटिङ्घम'],
  leicester: ['Leicester', 'Leicester', '莱斯特', 'Leicester', 'Лестер', 'Leicester', 'Leicester', 'लेस्टर'],
  southampton: ['Southampton', 'Southampton', '南安普顿', 'Southampton', 'Саутгемптон', 'Southampton', 'Southampton', 'साउथह्याम्टन'],
  brighton: ['Brighton', 'Brighton', '布莱顿', 'Brighton', 'Брайтон', 'Brighton', 'Brighton', 'ब्राइटन'],
  norwich: ['Norwich', 'Norwich', '诺里奇', 'Norwich', 'Норидж', 'Norwich', 'Norwich', 'नर्विच'],
  plymouth: ['Plymouth', 'Plymouth', '普利茅斯', 'Plymouth', 'Плимут', 'Plymouth', 'Plymouth', 'प्लिमथ'],
  oxford: ['Oxford', 'Oxford', '牛津', 'Oxford', 'Оксфорд', 'Oxford', 'Oxford', 'अक्सफोर्ड'],
  cambridge: ['Cambridge', 'Cambridge', '剑桥', 'Cambridge', 'Кембридж', 'Cambridge', 'Cambridge', 'क्याम्ब्रिज'],
  // Spain
  madrid: ['Madrid', 'Madrid', '马德里', 'Madrid', 'Мадрид', 'Madrid', 'Madrid', 'म्याड्रिड'],
  barcelona: ['Barcelona', 'Barcelona', '巴塞罗那', 'Barcelona', 'Барселона', 'Barcelona', 'Barcelona', 'बार्सिलोना'],
  valencia: ['Valencia', 'Valencia', '瓦伦西亚', 'Valencia', 'Валенсия', 'Valencia', 'Valencia', 'भ्यालेन्सिया'],
  seville: ['Seville', 'Sevilla', '塞维利亚', 'Sevilla', 'Севилья', 'Sevilla', 'Seville', 'सेभिल'],
  bilbao: ['Bilbao', 'Bilbao', '毕尔巴鄂', 'Bilbao', 'Бильбао', 'Bilbao', 'Bilbao', 'बिल्बाओ'],
  malaga: ['Malaga', 'Málaga', '马拉加', 'Málaga', 'Малага', 'Málaga', 'Malaga', 'मालागा'],
  zaragoza: ['Zaragoza', 'Zaragoza', '萨拉戈萨', 'Zaragoza', 'Сарагоса', 'Zaragoza', 'Zaragoza', 'जारागोजा'],
  granada: ['Granada', 'Granada', '格拉纳达', 'Granada', 'Гранада', 'Granada', 'Granada', 'ग्रानाडा'],
  // Italy
  rome: ['Rome', 'Roma', '罗马', 'Roma', 'Рим', 'Roma', 'Rom', 'रोम'],
  milan: ['Milan', 'Milan', '米兰', 'Milán', 'Милан', 'Milano', 'Milan', 'मिलान'],
  naples: ['Naples', 'Napoles', '那不勒斯', 'Nápoles', 'Неаполь', 'Napoli', 'Naples', 'नेपल्स'],
  turin: ['Turin', 'Turin', '都灵', 'Turín', 'Турин', 'Torino', 'Turin', 'तुरिन'],
  florence: ['Florence', 'Florencia', '佛罗伦萨', 'Florencia', 'Флоренция', 'Firenze', 'Florence', 'फ्लोरेन्स'],
  genoa: ['Genoa', 'Genoa', '热那亚', 'Génova', 'Генуя', 'Genova', 'Genoa', 'जेनोआ'],
  bologna: ['Bologna', 'Bologna', '博洛尼亚', 'Bolonia', 'Болонья', 'Bologna', 'Bologna', 'बोलोना'],
  venice: ['Venice', 'Venecia', '威尼斯', 'Venecia', 'Венеция', 'Venezia', 'Venice', 'भेनिस'],
  // Germany
  berlin: ['Berlin', 'Berlin', '柏林', 'Berlín', 'Берлин', 'Berlin', 'Berlin', 'बर्लिन'],
  munich: ['Munich', 'Munich', '慕尼黑', 'Múnich', 'Мюнхен', 'München', 'Munich', 'म्युनिख'],
  hamburg: ['Hamburg', 'Hamburg', '汉堡', 'Hamburgo', 'Гамбург', 'Hamburg', 'Hamburg', 'ह्याम्बर्ग'],
  cologne: ['Cologne', 'Cologne', '科隆', 'Colonia', 'Кёльн', 'Köln', 'Cologne', 'कोलोन'],
  frankfurt: ['Frankfurt', 'Frankfurt', '法兰克福', 'Fráncfort', 'Франкфурт', 'Frankfurt', 'Frankfurt', 'फ्र्याङ्कफर्ट'],
  stuttgart: ['Stuttgart', 'Stuttgart', '斯图加特', 'Stuttgart', 'Штутгарт', 'Stuttgart', 'Stuttgart', 'स्टुटगार्ट'],
  dresden: ['Dresden', 'Dresden', '德累斯顿', 'Dresde', 'Дрезден', 'Dresden', 'Dresden', 'ड्रेस्डेन'],
  leipzig: ['Leipzig', 'Leipzig', '莱比锡', 'Leipzig', 'Лейпциг', 'Leipzig', 'Leipzig', 'लाइपजिग'],
  // France
  paris: ['Paris', 'Paris', '巴黎', 'París', 'Париж', 'Paris', 'Paris', 'पेरिस'],
  marseille: ['Marseille', 'Marseille', '马赛', 'Marsella', 'Марсель', 'Marseille', 'Marseille', 'मार्सेइ'],
  lyon: ['Lyon', 'Lyon', '里昂', 'Lyon', 'Лион', 'Lyon', 'Lyon', 'लियोन'],
  toulouse: ['Toulouse', 'Toulouse', '图卢兹', 'Toulouse', 'Тулуза', 'Toulouse', 'Toulouse', 'तुलुज'],
  nice: ['Nice', 'Nice', '尼斯', 'Niza', 'Ницца', 'Nice', 'Nice', 'नीस'],
  nantes: ['Nantes', 'Nantes', '南特', 'Nantes', 'Нант', 'Nantes', 'Nantes', 'नान्त'],
  bordeaux: ['Bordeaux', 'Bordeaux', '波尔多', 'Burdeos', 'Бордо', 'Bordeaux', 'Bordeaux', 'बोर्दो'],
  lille: ['Lille', 'Lille', '里尔', 'Lille', 'Лилль', 'Lille', 'Lille', 'लिल'],
  // Russia
  moscow: ['Moscow', 'Moscow', '莫斯科', 'Moscú', 'Москва', 'Moskva', 'Moscow', 'मस्को'],
  stpetersburg: [
    'Saint Petersburg',
    'San Petersburgo',
    '圣彼得堡',
    'San Petersburgo',
    'Санкт-Петербург',
    'Sankt-Peterburg',
    'Saint Petersburg',
    'सेन्ट पिटर्सबर्ग',
  ],
  kazan: ['Kazan', 'Kazan', '喀山', 'Kazán', 'Казань', 'Kazan', 'Kazan', 'काजान'],
  novosibirsk: ['Novosibirsk', 'Novosibirsk', '新西伯利亚', 'Novosibirsk', 'Новосибирск', 'Novosibirsk', 'Novosibirsk', 'नोभोसिबिर्स्क'],
  yekaterinburg: ['Yekaterinburg', 'Yekaterinburg', '叶卡捷琳堡', 'Ekaterimburgo', 'Екатеринбург', 'Yekaterinburg', 'Yekaterinburg', 'एकाटेरिनबर्ग'],
  samara: ['Samara', 'Samara', '萨马拉', 'Samara', 'Самара', 'Samara', 'Samara', 'समारा'],
  sochi: ['Sochi', 'Sochi', '索契', 'Sochi', 'Сочи', 'Sochi', 'Sochi', 'सोची'],
  vladivostok: ['Vladivostok', 'Vladivostok', '符拉迪沃斯托克', 'Vladivostok', 'Владивосток', 'Vladivostok', 'Vladivostok', 'भ्लादिभोस्तोक'],
  // China
  beijing: ['Beijing', 'Beijing', '北京', 'Pekín', 'Пекин', 'Bắc Kinh', 'Beijing', 'बेइजिङ'],
  shanghai: ['Shanghai', 'Shanghai', '上海', 'Shanghái', 'Шанхай', 'Thượng Hải', 'Shanghai', 'साङ्घाई'],
  guangzhou: ['Guangzhou', 'Guangzhou', '广州', 'Cantón', 'Гуанчжоу', 'Quảng Châu', 'Guangzhou', 'ग्वाङ्झाउ'],
  shenzhen: ['Shenzhen', 'Shenzhen', '深圳', 'Shenzhen', 'Шэньчжэнь', 'Thâm Quyến', 'Shenzhen', 'सेन्झेन'],
  chengdu: ['Chengdu', 'Chengdu', '成都', 'Chengdú', 'Чэнду', 'Thành Đô', 'Chengdu', 'छेङ्दु'],
  wuhan: ['Wuhan', 'Wuhan', '武汉', 'Wuhan', 'Ухань', 'Vũ Hán', 'Wuhan', 'वुहान'],
  hangzhou: ['Hangzhou', 'Hangzhou', '杭州', 'Hangzhou', 'Ханчжоу', 'Hàng Châu', 'Hangzhou', 'हाङझाउ'],
  dalian: ['Dalian', 'Dalian', '大连', 'Dalian', 'Далянь', 'Đại Liên', 'Dalian', 'डालियान'],
  // Japan
  tokyo: ['Tokyo', 'Tokyo', '东京', 'Tokio', 'Токио', 'Tokyo', 'Tokyo', 'टोकियो'],
  osaka: ['Osaka', 'Osaka', '大阪', 'Osaka', 'Осака', 'Osaka', 'Osaka', 'ओसाका'],
  yokohama: ['Yokohama', 'Yokohama', '横滨', 'Yokohama', 'Иокогама', 'Yokohama', 'Yokohama', 'योकोहामा'],
  nagoya: ['Nagoya', 'Nagoya', '名古屋', 'Nagoya', 'Нагоя', 'Nagoya', 'Nagoya', 'नागोया'],
  sapporo: ['Sapporo', 'Sapporo', '札幌', 'Sapporo', 'Саппоро', 'Sapporo', 'Sapporo', 'साप्पोरो'],
  kobe: ['Kobe', 'Kobe', '神户', 'Kobe', 'Кобе', 'Kobe', 'Kobe', 'कोबे'],
  kyoto: ['Kyoto', 'Kyoto', '京都', 'Kioto', 'Киото', 'Kyoto', 'Kyoto', 'क्योटो'],
  fukuoka: ['Fukuoka', 'Fukuoka', '福冈', 'Fukuoka', 'Фукуока', 'Fukuoka', 'Fukuoka', 'फुकुओका'],
  // Brazil
  saopaulo: ['São Paulo', 'São Paulo', '圣保罗', 'São Paulo', 'Сан-Паулу', 'São Paulo', 'São Paulo', 'साओ पाउलो'],
  rio: ['Rio de Janeiro', 'Rio de Janeiro', '里约热内卢', 'Río de Janeiro', 'Рио-де-Жанейро', 'Rio de Janeiro', 'Rio de Janeiro', 'रियो दि जेनेरियो'],
  belohorizonte: ['Belo Horizonte', 'Belo Horizonte', '贝洛奥里藏特', 'Belo Horizonte', 'Белу-Оризонти', 'Belo Horizonte', 'Belo Horizonte', 'बेलो होरिजोन्टे'],
  portoalegre: ['Porto Alegre', 'Porto Alegre', '阿雷格里港', 'Porto Alegre', 'Порту-Алегри', 'Porto Alegre', 'Porto Alegre', 'पोर्टो एलेग्रे'],
  salvador: ['Salvador', 'Salvador', '萨尔瓦多', 'Salvador', 'Салвадор', 'Salvador', 'Salvador', 'साल्भाडोर'],
  recife: ['Recife', 'Recife', '累西腓', 'Recife', 'Ресифи', 'Recife', 'Recife', 'रेसिफे'],
  curitiba: ['Curitiba', 'Curitiba', '库里蒂巴', 'Curitiba', 'Куритиба', 'Curitiba', 'Curitiba', 'कुरिटिबा'],
  fortaleza: ['Fortaleza', 'Fortaleza', '福塔莱萨', 'Fortaleza', 'Форталеза', 'Fortaleza', 'Fortaleza', 'फोर्टालेजा'],
  // Vietnam
  hanoi: ['Hanoi', 'Hanoi', '河内', 'Hanói', 'Ханой', 'Hà Nội', 'Hanoi', 'हनोई'],
  hcmc: ['Ho Chi Minh City', 'Lungsod ng Ho Chi Minh', '胡志明市', 'Ciudad Ho Chi Minh', 'Хошимин', 'TP. Hồ Chí Minh', 'Bandar Ho Chi Minh', 'हो ची मिन्ह सिटी'],
  haiphong: ['Haiphong', 'Haiphong', '海防', 'Haiphong', 'Хайфон', 'Hải Phòng', 'Haiphong', 'हाइफोङ'],
  danang: ['Da Nang', 'Da Nang', '岘港', 'Da Nang', 'Дананг', 'Đà Nẵng', 'Da Nang', 'दा नाङ'],
  hue: ['Hue', 'Hue', '顺化', 'Hue', 'Хюэ', 'Huế', 'Hue', 'ह्यू'],
  cantho: ['Can Tho', 'Can Tho', '芹苴', 'Can Tho', 'Кантхо', 'Cần Thơ', 'Can Tho', 'कान थो'],
  nhatrang: ['Nha Trang', 'Nha Trang', '芽庄', 'Nha Trang', 'Нячанг', 'Nha Trang', 'Nha Trang', 'न्हा चाङ'],
  vungtau: ['Vung Tau', 'Vung Tau', '头顿', 'Vung Tau', 'Вунгтау', 'Vũng Tàu', 'Vung Tau', 'भुङ टाउ'],
  // Malaysia
  kualalumpur: ['Kuala Lumpur', 'Kuala Lumpur', '吉隆坡', 'Kuala Lumpur', 'Куала-Лумпур', 'Kuala Lumpur', 'Kuala Lumpur', 'क्वालालम्पुर'],
  johorbahru: ['Johor Bahru', 'Johor Bahru', '新山', 'Johor Bahru', 'Джохор-Бару', 'Johor Bahru', 'Johor Bahru', 'जोहोर बहरु'],
  penang: ['Penang', 'Penang', '槟城', 'Penang', 'Пенанг', 'Penang', 'Pulau Pinang', 'पेनाङ'],
  ipoh: ['Ipoh', 'Ipoh', '怡保', 'Ipoh', 'Ипох', 'Ipoh', 'Ipoh', 'इपोह'],
  kuching: ['Kuching', 'Kuching', '古晋', 'Kuching', 'Кучинг', 'Kuching', 'Kuching', 'कुचिङ'],
  kotakinabalu: ['Kota Kinabalu', 'Kota Kinabalu', '亚庇', 'Kota Kinabalu', 'Кота-Кинабалу', 'Kota Kinabalu', 'Kota Kinabalu', 'कोटा किनाबालु'],
  malacca: ['Malacca', 'Malacca', '马六甲', 'Malaca', 'Малакка', 'Malacca', 'Melaka', 'मलाक्का'],
  shahalam: ['Shah Alam', 'Shah Alam', '莎阿南', 'Shah Alam', 'Шах-Алам', 'Shah Alam', 'Shah Alam', 'शाह आलम'],
  // North America
  newyork: ['New York', 'New York', '纽约', 'Nueva York', 'Нью-Йорк', 'New York', 'New York', 'न्युयोर्क'],
  losangeles: ['Los Angeles', 'Los Angeles', '洛杉矶', 'Los Ángeles', 'Лос-Анджелес', 'Los Angeles', 'Los Angeles', 'लस एन्जलस'],
  chicago: ['Chicago', 'Chicago', '芝加哥', 'Chicago', 'Чикаго', 'Chicago', 'Chicago', 'शिकागो'],
  houston: ['Houston', 'Houston', '休斯敦', 'Houston', 'Хьюстон', 'Houston', 'Houston', 'ह्युस्टन'],
  miami: ['Miami', 'Miami', '迈阿密', 'Miami', 'Майами', 'Miami', 'Miami', 'मायामी'],
  seattle: ['Seattle', 'Seattle', '西雅图', 'Seattle', 'Сиэтл', 'Seattle', 'Seattle', 'सिएटल'],
  boston: ['Boston', 'Boston', '波士顿', 'Boston', 'Бостон', 'Boston', 'Boston', 'बोस्टन'],
  denver: ['Denver', 'Denver', '丹佛', 'Denver', 'Денвер', 'Denver', 'Denver', 'डेनभर'],
  toronto: ['Toronto', 'Toronto', '多伦多', 'Toronto', 'Торонто', 'Toronto', 'Toronto', 'टोरन्टो'],
  montreal: ['Montreal', 'Montreal', '蒙特利尔', 'Montreal', 'Монреаль', 'Montréal', 'Montreal', 'मन्ट्रियल'],
  vancouver: ['Vancouver', 'Vancouver', '温哥华', 'Vancouver', 'Ванкувер', 'Vancouver', 'Vancouver', 'भ्यानकुभर'],
  calgary: ['Calgary', 'Calgary', '卡尔加里', 'Calgary', 'Калгари', 'Calgary', 'Calgary', 'क्यालगरी'],
  // Philippines
  manila: ['Manila', 'Maynila', '马尼拉', 'Manila', 'Манила', 'Manila', 'Manila', 'मनिला'],
  cebu: ['Cebu', 'Cebu', '宿务', 'Cebú', 'Себу', 'Cebu', 'Cebu', 'सेबु'],
  davao: ['Davao', 'Davao', '达沃', 'Dávao', 'Давао', 'Davao', 'Davao', 'दाभाओ'],
  quezoncity: ['Quezon City', 'Lungsod Quezon', '奎松城', 'Ciudad Quezón', 'Кесон-Сити', 'Thành phố Quezon', 'Bandar Quezon', 'क्वेजोन सिटी'],
  baguio: ['Baguio', 'Baguio', '碧瑶', 'Baguio', 'Багио', 'Baguio', 'Baguio', 'बागुइओ'],
  iloilo: ['Iloilo', 'Iloilo', '怡朗', 'Iloílo', 'Илоило', 'Iloilo', 'Iloilo', 'इलोइलो'],
  bacolod: ['Bacolod', 'Bacolod', '巴科洛德', 'Bacólod', 'Баколод', 'Bacolod', 'Bacolod', 'बाकोलोड'],
  cagayan: ['Cagayan de Oro', 'Cagayan de Oro', '卡加延德奥罗', 'Cagayán de Oro', 'Кагаян-де-Оро', 'Cagayan de Oro', 'Cagayan de Oro', 'कागायान दे ओरो'],
  // Nordic
  stockholm: ['Stockholm', 'Stockholm', '斯德哥尔摩', 'Estocolmo', 'Стокгольм', 'Stockholm', 'Stockholm', 'स्टकहोम'],
  gothenburg: ['Gothenburg', 'Gothenburg', '哥德堡', 'Gotemburgo', 'Гётеборг', 'Göteborg', 'Gothenburg', 'गोथेनबर्ग'],
  malmo: ['Malmö', 'Malmö', '马尔默', 'Malmö', 'Мальмё', 'Malmö', 'Malmo', 'माल्मो'],
  helsinki: ['Helsinki', 'Helsinki', '赫尔辛基', 'Helsinki', 'Хельсинки', 'Helsinki', 'Helsinki', 'हेलसिन्की'],
  tampere: ['Tampere', 'Tampere', '坦佩雷', 'Tampere', 'Тампере', 'Tampere', 'Tampere', 'ताम्पेरे'],
  oslo: ['Oslo', 'Oslo', '奥斯陆', 'Oslo', 'Осло', 'Oslo', 'Oslo', 'ओस्लो'],
  copenhagen: ['Copenhagen', 'Copenhagen', '哥本哈根', 'Copenhague', 'Копенгаген', 'Copenhagen', 'Copenhagen', 'कोपनहेगन'],
  turku: ['Turku', 'Turku', '图尔库', 'Turku', 'Турку', 'Turku', 'Turku', 'तुर्कु'],
  // Asia-Pacific
  seoul: ['Seoul', 'Seoul', '首尔', 'Seúl', 'Сеул', 'Seoul', 'Seoul', 'सियोल'],
  bangkok: ['Bangkok', 'Bangkok', '曼谷', 'Bangkok', 'Бангкок', 'Bangkok', 'Bangkok', 'बैंकक'],
  jakarta: ['Jakarta', 'Jakarta', '雅加达', 'Yakarta', 'Джакарта', 'Jakarta', 'Jakarta', 'जकार्ता'],
  singapore: ['Singapore', 'Singapore', '新加坡', 'Singapur', 'Сингапур', 'Singapore', 'Singapura', 'सिङ्गापुर'],
  kathmandu: ['Kathmandu', 'Kathmandu', '加德满都', 'Katmandú', 'Катманду', 'Kathmandu', 'Kathmandu', 'काठमाडौं'],
  pokhara: ['Pokhara', 'Pokhara', '博卡拉', 'Pokhara', 'Покхара', 'Pokhara', 'Pokhara', 'पोखरा'],
  taipei: ['Taipei', 'Taipei', '台北', 'Taipéi', 'Тайбэй', 'Đài Bắc', 'Taipei', 'ताइपेई'],
  hongkong: ['Hong Kong', 'Hong Kong', '香港', 'Hong Kong', 'Гонконг', 'Hồng Kông', 'Hong Kong', 'हङकङ'],
};

// [en, php, cn, esp, rus, vi, ms, ne]
const MASCOTS: readonly Tuple8[] = [
  ['Wolves', 'Lobo', '狼群', 'Lobos', 'Волки', 'Bầy Sói', 'Serigala', 'वुल्भ्स'],
  ['Lions', 'Leon', '雄狮', 'Leones', 'Львы', 'Sư Tử', 'Singa', 'लायन्स'],
  ['Eagles', 'Agila', '雄鹰', 'Águilas', 'Орлы', 'Đại Bàng', 'Helang', 'ईगल्स'],
  ['Sharks', 'Pating', '鲨鱼', 'Tiburones', 'Акулы', 'Cá Mập', 'Jerung', 'शार्क्स'],
  ['Tigers', 'Tigre', '猛虎', 'Tigres', 'Тигры', 'Mãnh Hổ', 'Harimau', 'टाइगर्स'],
  ['Bears', 'Oso', '棕熊', 'Osos', 'Медведи', 'Gấu Nâu', 'Beruang', 'बियर्स'],
  ['Dragons', 'Dragon', '飞龙', 'Dragones', 'Драконы', 'Rồng Lửa', 'Naga', 'ड्र्यागन्स'],
  ['Knights', 'Kabalyero', '骑士', 'Caballeros', 'Рыцари', 'Hiệp Sĩ', 'Kesatria', 'नाइट्स'],
  ['Titans', 'Higante', '泰坦', 'Titanes', 'Титаны', 'Khổng Lồ', 'Gergasi', 'टाइटन्स'],
  ['Comets', 'Kometa', '彗星', 'Cometas', 'Кометы', 'Sao Chổi', 'Komet', 'कमेट्स'],
  ['Hawks', 'Lawin', '苍鹰', 'Halcones', 'Ястребы', 'Diều Hâu', 'Rajawali', 'हक्स'],
  ['Panthers', 'Pantera', '黑豹', 'Panteras', 'Пантеры', 'Báo Đen', 'Harimau Kumbang', 'प्यान्थर्स'],
  ['Rhinos', 'Rinoseronte', '犀牛', 'Rinocerontes', 'Носороги', 'Tê Giác', 'Badak', 'राइनोज'],
  ['Buffaloes', 'Kalabaw', '野牛', 'Búfalos', 'Буйволы', 'Bò Tót', 'Seladang', 'बफेलोज'],
  ['Cobras', 'Ulupong', '眼镜蛇', 'Cobras', 'Кобры', 'Hổ Mang', 'Tedung', 'कोब्राज'],
  ['Storm', 'Bagyo', '风暴', 'Tormenta', 'Шторм', 'Bão Tố', 'Ribut', 'स्टर्म'],
  ['Thunder', 'Kulog', '雷霆', 'Trueno', 'Гром', 'Sấm Sét', 'Guruh', 'थन्डर'],
  ['Stars', 'Bituin', '群星', 'Estrellas', 'Звёзды', 'Ngôi Sao', 'Bintang', 'स्टार्स'],
  ['Pirates', 'Pirata', '海盗', 'Piratas', 'Пираты', 'Cướp Biển', 'Lanun', 'पाइरेट्स'],
  ['Warriors', 'Mandirigma', '勇士', 'Guerreros', 'Воины', 'Chiến Binh', 'Pahlawan', 'वारियर्स'],
  ['Kings', 'Hari', '国王', 'Reyes', 'Короли', 'Quân Vương', 'Raja', 'किङ्स'],
  ['Mariners', 'Marino', '水手', 'Marineros', 'Мореходы', 'Thủy Thủ', 'Pelaut', 'मरिनर्स'],
  ['Phoenix', 'Sarimanok', '凤凰', 'Fénix', 'Феникс', 'Phượng Hoàng', 'Garuda', 'फिनिक्स'],
  ['Crocodiles', 'Buwaya', '鳄鱼', 'Cocodrilos', 'Крокодилы', 'Cá Sấu', 'Buaya', 'क्रोकोडाइल्स'],
  ['Elephants', 'Elepante', '巨象', 'Elefantes', 'Слоны', 'Voi Rừng', 'Gajah', 'एलिफ्यान्ट्स'],
  ['Gladiators', 'Gladyador', '角斗士', 'Gladiadores', 'Гладиаторы', 'Đấu Sĩ', 'Pendekar', 'ग्लेडिएटर्स'],
];

/** City + mascot pairs that name real clubs: never made. */
const REAL_CLUBS = new Set([
  'Chicago Bears',
  'Seattle Storm',
  'Seattle Mariners',
  'Los Angeles Kings',
  'Chicago Stars',
  'Houston Comets',
  'Manila Stars',
  'Davao Tigers',
  'Kathmandu Kings',
  'Pokhara Rhinos',
  'Chitwan Tigers',
  'Leicester Tigers',
  'Bristol Bears',
  'Newcastle Falcons',
  'London Lions',
  'Leeds Rhinos',
  'Sheffield Sharks',
  'Manchester Storm',
  'Nottingham Panthers',
  'Cardiff Devils',
  'Hong Kong Eastern',
  'Singapore Slingers',
  'Brighton Bears',
  'Birmingham Bears',
  'Cologne Sharks',
  'Munich Eagles',
  'Frankfurt Lions',
  'Hamburg Sea Devils',
  'Berlin Thunder',
  'Stuttgart Surge',
  'Milan Seamen',
  'Paris Musketeers',
  'Toronto Rock',
  'Vancouver Warriors',
  'Calgary Stampeders',
  'Denver Pioneers',
  'Shanghai Dragons',
  'Seoul Dynasty',
  'London Spitfire',
  'Houston Outlaws',
  'Boston Uprising',
  'Guangzhou Charge',
  'Hangzhou Spark',
  'Chengdu Hunters',
  'Toronto Defiant',
  'Dallas Fuel',
  'Beijing Ducks',
  'Shanghai Sharks',
  'Guangzhou Lions',
  'Shenzhen Leopards',
  'Zhejiang Lions',
  'Tokyo Sunrockers',
  'Osaka Evessa',
]);

/* ——— Leagues ——— */

type Tier = 'premier' | 'first' | 'super' | 'pro' | 'basketball' | 'hockey' | 'volleyball' | 'esports';
const COUNTRIES: Record<string, Tuple8> = {
  england: ['England', 'Inglatera', '英格兰', 'Inglaterra', 'Англия', 'Anh', 'England', 'इङ्ल्यान्ड'],
  spain: ['Spain', 'Espanya', '西班牙', 'España', 'Испания', 'Tây Ban Nha', 'Sepanyol', 'स्पेन'],
  italy: ['Italy', 'Italya', '意大利', 'Italia', 'Италия', 'Ý', 'Itali', 'इटाली'],
  germany: ['Germany', 'Alemanya', '德国', 'Alemania', 'Германия', 'Đức', 'Jerman', 'जर्मनी'],
  france: ['France', 'Pransiya', '法国', 'Francia', 'Франция', 'Pháp', 'Perancis', 'फ्रान्स'],
  russia: ['Russia', 'Rusya', '俄罗斯', 'Rusia', 'Россия', 'Nga', 'Rusia', 'रुस'],
  china: ['China', 'Tsina', '中国', 'China', 'Китай', 'Trung Quốc', 'China', 'चीन'],
  japan: ['Japan', 'Hapon', '日本', 'Japón', 'Япония', 'Nhật Bản', 'Jepun', 'जापान'],
  brazil: ['Brazil', 'Brasil', '巴西', 'Brasil', 'Бразилия', 'Brazil', 'Brazil', 'ब्राजिल'],
  vietnam: ['Vietnam', 'Biyetnam', '越南', 'Vietnam', 'Вьетнам', 'Việt Nam', 'Vietnam', 'भियतनाम'],
  malaysia: ['Malaysia', 'Malaysia', '马来西亚', 'Malasia', 'Малайзия', 'Malaysia', 'Malaysia', 'मलेसिया'],
  northamerica: ['North America', 'Hilagang Amerika', '北美', 'Norteamérica', 'Северная Америка', 'Bắc Mỹ', 'Amerika Utara', 'उत्तर अमेरिका'],
  europe: ['Europe', 'Europa', '欧洲', 'Europa', 'Европа', 'Châu Âu', 'Eropah', 'युरोप'],
  philippines: ['Philippines', 'Pilipinas', '菲律宾', 'Filipinas', 'Филиппины', 'Philippines', 'Filipina', 'फिलिपिन्स'],
  nordic: ['Nordic', 'Nordiko', '北欧', 'Nórdica', 'Северная Европа', 'Bắc Âu', 'Nordik', 'नर्डिक'],
  asiapacific: ['Asia-Pacific', 'Asya-Pasipiko', '亚太', 'Asia-Pacífico', 'АТР', 'Châu Á - Thái Bình Dương', 'Asia Pasifik', 'एसिया-प्रशान्त'],
};
const TIERS: Record<Tier, Tuple8> = {
  premier: ['Premier Division', 'Premyer na Dibisyon', '超级组', 'División Premier', 'Премьер-дивизион', 'Giải Ngoại hạng', 'Liga Perdana', 'प्रिमियर डिभिजन'],
  first: ['First Division', 'Unang Dibisyon', '甲级联赛', 'Primera División', 'Первый дивизион', 'Giải Hạng Nhất', 'Divisyen Satu', 'प्रथम डिभिजन'],
  super: ['Super League', 'Super Liga', '超级联赛', 'Superliga', 'Суперлига', 'Giải Siêu cấp', 'Liga Super', 'सुपर लिग'],
  pro: ['Pro League', 'Pro Liga', '职业联赛', 'Liga Profesional', 'Профессиональная лига', 'Giải Chuyên nghiệp', 'Liga Profesional', 'प्रो लिग'],
  basketball: [
    'Basketball League',
    'Liga ng Basketbol',
    '篮球联赛',
    'Liga de Baloncesto',
    'Баскетбольная лига',
    'Giải Bóng rổ',
    'Liga Bola Keranjang',
    'बास्केटबल लिग',
  ],
  hockey: ['Hockey League', 'Liga ng Hockey', '冰球联赛', 'Liga de Hockey', 'Хоккейная лига', 'Giải Khúc côn cầu', 'Liga Hoki', 'हक्की लिग'],
  volleyball: [
    'Volleyball League',
    'Liga ng Balibol',
    '排球联赛',
    'Liga de Voleibol',
    'Волейбольная лига',
    'Giải Bóng chuyền',
    'Liga Bola Tampar',
    'भलिबल लिग',
  ],
  esports: [
    'Esports Championship',
    'Kampeonato ng Esports',
    '电竞锦标赛',
    'Campeonato de Esports',
    'Киберспортивный чемпионат',
    'Giải Vô địch Thể thao điện tử',
    'Kejohanan E-Sukan',
    'इस्पोर्ट्स च्याम्पियनसिप',
  ],
};

/** How each language puts a country and a tier together. */
const LEAGUE_FORMAT: Record<SportsLang, (country: string, tier: string) => string> = {
  en: (c, t) => `${c} ${t}`,
  php: (c, t) => `${t} ng ${c}`,
  cn: (c, t) => `${c}${t}`,
  esp: (c, t) => `${t} de ${c}`,
  rus: (c, t) => `${c}. ${t}`,
  vi: (c, t) => `${t} ${c}`,
  ms: (c, t) => `${t} ${c}`,
  ne: (c, t) => `${c} ${t}`,
};
/** How each language names a club of a city and a mascot. */
const CLUB_FORMAT: Record<SportsLang, (city: string, mascot: string) => string> = {
  en: (c, m) => `${c} ${m}`,
  php: (c, m) => `${m} ng ${c}`,
  cn: (c, m) => `${c}${m}`,
  esp: (c, m) => `${m} de ${c}`,
  rus: (c, m) => `«${m}» (${c})`,
  vi: (c, m) => `${m} ${c}`,
  ms: (c, m) => `${m} ${c}`,
  ne: (c, m) => `${c} ${m}`,
};

// Tennis players: [en, cn, rus, ne, vi]; the other Latin-script languages write them as English does.
const PLAYERS: Record<string, [string, string, string, string, string?]> = {
  moreno: ['A. Moreno', '莫雷诺', 'А. Морено', 'ए. मोरेनो'],
  volkov: ['K. Volkov', '沃尔科夫', 'К. Волков', 'के. भोल्कोभ'],
  lindqvist: ['E. Lindqvist', '林德奎斯特', 'Э. Линдквист', 'ई. लिन्डक्भिस्ट'],
  tanaka: ['S. Tanaka', '田中', 'С. Танака', 'एस. तानाका'],
  rossi: ['M. Rossi', '罗西', 'М. Росси', 'एम. रोसी'],
  dubois: ['J. Dubois', '杜布瓦', 'Ж. Дюбуа', 'जे. दुबोआ'],
  novak: ['R. Novak', '诺瓦克', 'Р. Новак', 'आर. नोभाक'],
  becker: ['L. Becker', '贝克尔', 'Л. Беккер', 'एल. बेकर'],
  kowalski: ['P. Kowalski', '科瓦尔斯基', 'П. Ковальски', 'पी. कोवाल्स्की'],
  silva: ['T. Silva', '席尔瓦', 'Т. Силва', 'टी. सिल्भा'],
  park: ['J. Park', '朴俊', 'Ч. Пак', 'जे. पार्क'],
  nguyen: ['M. Nguyen', '阮明', 'М. Нгуен', 'एम. न्गुयेन', 'M. Nguyễn'],
  thapa: ['B. Thapa', '塔帕', 'Б. Тхапа', 'बी. थापा'],
  santos: ['D. Santos', '桑托斯', 'Д. Сантос', 'डी. सान्तोस'],
  hughes: ['O. Hughes', '休斯', 'О. Хьюз', 'ओ. ह्युज'],
  ivanovic: ['N. Ivanovic', '伊万诺维奇', 'Н. Иванович', 'एन. इभानोभिच'],
  ivanova: ['K. Ivanova', '伊万诺娃', 'К. Иванова', 'के. इभानोभा'],
  chen: ['L. Chen', '陈琳', 'Л. Чэнь', 'एल. चेन'],
  garcia: ['S. Garcia', '加西亚', 'С. Гарсия', 'एस. गार्सिया'],
  muller: ['A. Muller', '穆勒', 'А. Мюллер', 'ए. म्युलर'],
  sato: ['Y. Sato', '佐藤', 'Ю. Сато', 'वाई. साटो'],
  reyes: ['M. Reyes', '雷耶斯', 'М. Рейес', 'एम. रेयेस'],
  petrova: ['D. Petrova', '彼得洛娃', 'Д. Петрова', 'डी. पेत्रोभा'],
  okafor: ['A. Okafor', '奥卡福', 'А. Окафор', 'ए. ओकाफोर'],
};
const playerNames = (key: string): Names8 => {
  const [en, cn, rus, ne, vi] = PLAYERS[key];
  const esp = key === 'garcia' ? 'S. García' : key === 'muller' ? 'A. Müller' : en;
  return { en, php: en, cn, esp, rus, vi: vi ?? en, ms: en, ne };
};

const TOURNAMENTS: Record<string, Tuple8> = {
  madrid: [
    'Madrid Open',
    'Madrid Open',
    '马德里公开赛',
    'Abierto de Madrid',
    'Открытый турнир в Мадриде',
    'Giải Mở rộng Madrid',
    'Terbuka Madrid',
    'म्याड्रिड ओपन',
  ],
  tokyo: [
    "Tokyo Women's Open",
    'Tokyo Open ng Kababaihan',
    '东京女子公开赛',
    'Abierto Femenino de Tokio',
    'Женский турнир в Токио',
    'Giải Mở rộng Nữ Tokyo',
    'Terbuka Wanita Tokyo',
    'टोकियो महिला ओपन',
  ],
  kathmandu: [
    'Kathmandu Challenger',
    'Kathmandu Challenger',
    '加德满都挑战赛',
    'Challenger de Katmandú',
    'Челленджер в Катманду',
    'Giải Challenger Kathmandu',
    'Challenger Kathmandu',
    'काठमाडौं च्यालेन्जर',
  ],
};

export interface TeamDef {
  id: string;
  names: Names8;
  /** Strength, −1 (weak) … +1 (strong): what the prices and the simulated matches come from. */
  rating: number;
}
export interface LeagueDef {
  code: string;
  sport: SportCode;
  country: string;
  names: Names8;
  teams: TeamDef[];
  /** Minutes between kick-offs (9–12: every league always has a live event, decision 0008). */
  intervalMin: number;
  /** Minutes added to the league's slots, so leagues do not start together. */
  offsetMin: number;
}

interface LeagueSpec {
  code: string;
  sport: SportCode;
  country: keyof typeof COUNTRIES;
  tier?: Tier;
  tournament?: keyof typeof TOURNAMENTS;
  cities?: string[];
  players?: string[];
}

const ENG = Object.keys(CITIES).slice(0, 16);
const LEAGUE_SPECS: LeagueSpec[] = [
  { code: 'eng1', sport: 'football', country: 'england', tier: 'premier', cities: ENG.slice(0, 8) },
  { code: 'eng2', sport: 'football', country: 'england', tier: 'first', cities: ENG.slice(8, 16) },
  {
    code: 'esp1',
    sport: 'football',
    country: 'spain',
    tier: 'first',
    cities: ['madrid', 'barcelona', 'valencia', 'seville', 'bilbao', 'malaga', 'zaragoza', 'granada'],
  },
  {
    code: 'ita1',
    sport: 'football',
    country: 'italy',
    tier: 'premier',
    cities: ['rome', 'milan', 'naples', 'turin', 'florence', 'genoa', 'bologna', 'venice'],
  },
  {
    code: 'ger1',
    sport: 'football',
    country: 'germany',
    tier: 'pro',
    cities: ['berlin', 'munich', 'hamburg', 'cologne', 'frankfurt', 'stuttgart', 'dresden', 'leipzig'],
  },
  {
    code: 'fra1',
    sport: 'football',
    country: 'france',
    tier: 'premier',
    cities: ['paris', 'marseille', 'lyon', 'toulouse', 'nice', 'nantes', 'bordeaux', 'lille'],
  },
  {
    code: 'rus1',
    sport: 'football',
    country: 'russia',
    tier: 'premier',
    cities: ['moscow', 'stpetersburg', 'kazan', 'novosibirsk', 'yekaterinburg', 'samara', 'sochi', 'vladivostok'],
  },
  {
    code: 'chn1',
    sport: 'football',
    country: 'china',
    tier: 'super',
    cities: ['beijing', 'shanghai', 'guangzhou', 'shenzhen', 'chengdu', 'wuhan', 'hangzhou', 'dalian'],
  },
  { code: 'jpn1', sport: 'football', country: 'japan', tier: 'pro', cities: ['tokyo', 'osaka', 'yokohama', 'nagoya', 'sapporo', 'kobe', 'kyoto', 'fukuoka'] },
  {
    code: 'bra1',
    sport: 'football',
    country: 'brazil',
    tier: 'first',
    cities: ['saopaulo', 'rio', 'belohorizonte', 'portoalegre', 'salvador', 'recife', 'curitiba', 'fortaleza'],
  },
  { code: 'vie1', sport: 'football', country: 'vietnam', tier: 'pro', cities: ['hanoi', 'hcmc', 'haiphong', 'danang', 'hue', 'cantho', 'nhatrang', 'vungtau'] },
  {
    code: 'mas1',
    sport: 'football',
    country: 'malaysia',
    tier: 'super',
    cities: ['kualalumpur', 'johorbahru', 'penang', 'ipoh', 'kuching', 'kotakinabalu', 'malacca', 'shahalam'],
  },
  {
    code: 'usab',
    sport: 'basketball',
    country: 'northamerica',
    tier: 'basketball',
    cities: ['newyork', 'losangeles', 'chicago', 'houston', 'miami', 'seattle', 'boston', 'denver'],
  },
  {
    code: 'chnb',
    sport: 'basketball',
    country: 'china',
    tier: 'basketball',
    cities: ['beijing', 'shanghai', 'guangzhou', 'shenzhen', 'chengdu', 'wuhan', 'hangzhou', 'dalian'],
  },
  {
    code: 'espb',
    sport: 'basketball',
    country: 'spain',
    tier: 'basketball',
    cities: ['madrid', 'barcelona', 'valencia', 'seville', 'bilbao', 'malaga', 'zaragoza', 'granada'],
  },
  {
    code: 'phib',
    sport: 'basketball',
    country: 'philippines',
    tier: 'basketball',
    cities: ['manila', 'cebu', 'davao', 'quezoncity', 'baguio', 'iloilo', 'bacolod', 'cagayan'],
  },
  {
    code: 'eurb',
    sport: 'basketball',
    country: 'europe',
    tier: 'basketball',
    cities: ['berlin', 'munich', 'paris', 'lyon', 'milan', 'rome', 'moscow', 'kazan'],
  },
  {
    code: 'nah',
    sport: 'ice-hockey',
    country: 'northamerica',
    tier: 'hockey',
    cities: ['toronto', 'montreal', 'vancouver', 'calgary', 'newyork', 'boston', 'chicago', 'denver'],
  },
  {
    code: 'rush',
    sport: 'ice-hockey',
    country: 'russia',
    tier: 'hockey',
    cities: ['moscow', 'stpetersburg', 'kazan', 'novosibirsk', 'yekaterinburg', 'samara', 'sochi', 'vladivostok'],
  },
  {
    code: 'norh',
    sport: 'ice-hockey',
    country: 'nordic',
    tier: 'hockey',
    cities: ['stockholm', 'gothenburg', 'malmo', 'helsinki', 'tampere', 'oslo', 'copenhagen', 'turku'],
  },
  {
    code: 'gerh',
    sport: 'ice-hockey',
    country: 'germany',
    tier: 'hockey',
    cities: ['berlin', 'munich', 'hamburg', 'cologne', 'frankfurt', 'stuttgart', 'dresden', 'leipzig'],
  },
  {
    code: 'tnm',
    sport: 'tennis',
    country: 'spain',
    tournament: 'madrid',
    players: ['moreno', 'volkov', 'lindqvist', 'tanaka', 'rossi', 'dubois', 'novak', 'becker'],
  },
  {
    code: 'tnw',
    sport: 'tennis',
    country: 'japan',
    tournament: 'tokyo',
    players: ['ivanova', 'chen', 'garcia', 'muller', 'sato', 'reyes', 'petrova', 'okafor'],
  },
  {
    code: 'tnc',
    sport: 'tennis',
    country: 'asiapacific',
    tournament: 'kathmandu',
    players: ['kowalski', 'silva', 'park', 'nguyen', 'thapa', 'santos', 'hughes', 'ivanovic'],
  },
  {
    code: 'itav',
    sport: 'volleyball',
    country: 'italy',
    tier: 'volleyball',
    cities: ['rome', 'milan', 'naples', 'turin', 'florence', 'genoa', 'bologna', 'venice'],
  },
  {
    code: 'brav',
    sport: 'volleyball',
    country: 'brazil',
    tier: 'volleyball',
    cities: ['saopaulo', 'rio', 'belohorizonte', 'portoalegre', 'salvador', 'recife', 'curitiba', 'fortaleza'],
  },
  {
    code: 'phiv',
    sport: 'volleyball',
    country: 'philippines',
    tier: 'volleyball',
    cities: ['manila', 'cebu', 'davao', 'quezoncity', 'baguio', 'iloilo', 'bacolod', 'cagayan'],
  },
  {
    code: 'apae',
    sport: 'esports',
    country: 'asiapacific',
    tier: 'esports',
    cities: ['seoul', 'bangkok', 'jakarta', 'singapore', 'kathmandu', 'pokhara', 'taipei', 'hongkong'],
  },
  {
    code: 'chne',
    sport: 'esports',
    country: 'china',
    tier: 'esports',
    cities: ['beijing', 'shanghai', 'guangzhou', 'shenzhen', 'chengdu', 'wuhan', 'hangzhou', 'dalian'],
  },
  {
    code: 'eue',
    sport: 'esports',
    country: 'europe',
    tier: 'esports',
    cities: ['london', 'paris', 'berlin', 'stockholm', 'copenhagen', 'madrid', 'helsinki', 'moscow'],
  },
];

const clubNames = (city: string, mascot: Tuple8): Names8 => {
  const c = toNames(CITIES[city]);
  const m = toNames(mascot);
  return Object.fromEntries(SPORTS_LANGS.map((l) => [l, CLUB_FORMAT[l](c[l], m[l])])) as Names8;
};

/** The 30 leagues of a seed: which mascot each club gets and how strong it is follow from the seed. */
export function buildLeagues(seed: number): LeagueDef[] {
  return LEAGUE_SPECS.map((spec) => {
    const names: Names8 = spec.tournament
      ? toNames(TOURNAMENTS[spec.tournament])
      : (Object.fromEntries(SPORTS_LANGS.map((l, i) => [l, LEAGUE_FORMAT[l](COUNTRIES[spec.country][i], TIERS[spec.tier!][i])])) as Names8);
    const used = new Set<number>();
    const teams: TeamDef[] = (spec.players ?? spec.cities ?? []).map((key, i) => {
      const id = `${spec.code}-${i + 1}`;
      const rating = (hash32(seed, 'rating', id) / 0xffffffff) * 2 - 1;
      if (spec.players) return { id, names: playerNames(key), rating };
      // A mascot no other club of the league has, and no real club's name.
      let m = hash32(seed, 'mascot', id) % MASCOTS.length;
      while (used.has(m) || REAL_CLUBS.has(`${CITIES[key][0]} ${MASCOTS[m][0]}`)) m = (m + 1) % MASCOTS.length;
      used.add(m);
      return { id, names: clubNames(key, MASCOTS[m]), rating };
    });
    const intervalMin = 9 + (hash32(seed, 'interval', spec.code) % 4);
    const offsetMin = hash32(seed, 'offset', spec.code) % intervalMin;
    return { code: spec.code, sport: spec.sport, country: spec.country, names, teams, intervalMin, offsetMin };
  });
}
