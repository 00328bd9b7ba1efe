/**
 * The demo catalogue: invented providers and games, deterministic for a seed, so the seed, the
 * tests and the benchmarks all see the same 10 000+ games. Pure: no database, no clock, no
 * Math.random; another module inserts the rows.
 *
 * Every studio and game name is invented. Word lists avoid the names of real studios, and a short
 * block list keeps the generator from landing on well-known real game titles.
 */
import { GAME_TYPES, type CategorySlug, type GameType } from './categories.ts';
import { mulberry32 } from '../../contract/random.ts';

export type { CategorySlug, GameType } from './categories.ts';

export type Volatility = 'low' | 'medium' | 'high';

export interface ProviderSeed {
  /** 3–5 upper-case letters, unique. */
  code: string;
  name: string;
  /** The game types the provider has games of; the first is its main category. */
  categories: GameType[];
  /** Display order, 1 = first. */
  sort: number;
}

export interface GameSeed {
  provider_code: string;
  /** Unique per provider: `${provider_code}-00001`. */
  game_code: string;
  /** Unique across the catalogue. */
  game_name: string;
  game_type: GameType;
  hot: boolean;
  featured: boolean;
  popular: boolean;
  new: boolean;
  /** Return to player in basis points (9612 = 96.12 %); null where it does not apply. */
  rtp_bp: number | null;
  volatility: Volatility | null;
  /** Artwork key (see art.ts). */
  theme: string;
  /** Popularity rank over the whole catalogue, 1 = most popular; unique. */
  sort: number;
  /** ISO date, 2023-01-01 … 2026-12-31. */
  released: string;
}

export interface Catalogue {
  providers: ProviderSeed[];
  games: GameSeed[];
}

type Rnd = () => number;

// ---------------------------------------------------------------------------------------------
// Providers

/** [code, name, main category, other categories]. Invented names only. */
const PROVIDERS: readonly [string, string, GameType, GameType[]][] = [
  // Slot studios (15); some also make fish, arcade, crash or RNG table games.
  ['AUR', 'Aurora Gaming', 'slots', ['fish', 'arcade']],
  ['LMR', 'Lumen Reelworks', 'slots', []],
  ['CFX', 'Copperfox Studios', 'slots', ['table']],
  ['VCM', 'Velvet Comet Games', 'slots', []],
  ['MPT', 'Moonpetal Interactive', 'slots', ['arcade']],
  ['TDW', 'Tidewater Spins', 'slots', ['fish']],
  ['KSM', 'Kingsmere Play', 'slots', ['table']],
  ['SNV', 'Sunvale Gaming', 'slots', []],
  ['EMBR', 'Emberline Studios', 'slots', ['crash']],
  ['QFG', 'Quillfire Games', 'slots', []],
  ['GLMR', 'Glimmerstone', 'slots', []],
  ['OBG', 'Orchid Bay Gaming', 'slots', []],
  ['MSTR', 'Mistral Reels', 'slots', []],
  ['PBK', 'Pebblebrook Games', 'slots', []],
  ['NMBO', 'Nimbus Owl Studios', 'slots', []],
  // Live casino studios (8)
  ['RLL', 'Red Lotus Live', 'livecasino', []],
  ['VRL', 'Velvet Room Live', 'livecasino', []],
  ['MHL', 'Marble Hall Live', 'livecasino', []],
  ['SKR', 'Silk Road Live', 'livecasino', []],
  ['GSAL', 'Grand Salon Live', 'livecasino', []],
  ['CDLR', 'Crystal Dealer Studios', 'livecasino', []],
  ['PRLG', 'Pearl Lounge Live', 'livecasino', []],
  ['MDNT', 'Midnight Table Live', 'livecasino', []],
  // Table and poker
  ['FFG', 'Felt & Fortune Games', 'table', []],
  ['BBZ', 'Blue Baize Gaming', 'table', []],
  // Fishing
  ['DWA', 'Deepwater Arcade', 'fish', ['arcade']],
  ['CCN', 'Coral Cannon Games', 'fish', []],
  // Crash
  ['ASCN', 'Ascent Originals', 'crash', ['arcade']],
  ['ZGP', 'Zero Gravity Play', 'crash', []],
  ['LFT', 'Liftoff Labs', 'crash', []],
  // Arcade
  ['PXH', 'Pixel Harbor', 'arcade', []],
  ['NCB', 'Neon Cabinet Games', 'arcade', []],
  // Hash games
  ['BLKH', 'Blockhash Games', 'hashgame', []],
  ['LDGR', 'Ledgerlight Gaming', 'hashgame', []],
  ['NNC', 'Nonce Play', 'hashgame', []],
  // Sportsbooks
  ['FLD', 'Fieldline Sports', 'sportsbook', []],
  ['KOX', 'Kickoff Exchange', 'sportsbook', []],
  ['MPO', 'Matchpoint Odds', 'sportsbook', []],
  // Sabong
  ['GLR', 'Gallera Live', 'sabong', []],
  ['SBGN', 'Sabungan Arena', 'sabong', []],
  ['TARI', 'Tari Masters', 'sabong', []],
  // Lottery
  ['LBL', 'Lucky Ball Lotto', 'lottery', ['bingo']],
  ['GDRW', 'Golden Draw Lottery', 'lottery', []],
  ['NGDN', 'Numbers Garden', 'lottery', []],
  // Horse racing
  ['PDK', 'Paddock Racing', 'horseracing', []],
  ['FRLG', 'Furlong Live', 'horseracing', []],
  ['DLR', 'Derby Lane Racing', 'horseracing', []],
  // Bingo
  ['BGB', 'Bingo Bay', 'bingo', ['lottery']],
  ['DBH', 'Dauber Hall', 'bingo', []],
];

/** Games per type over the whole catalogue (14 138): slots alone hold 10 000, the scale the lobby is built for. */
export const TYPE_TOTALS: Readonly<Record<GameType, number>> = {
  slots: 10_000, livecasino: 1000, arcade: 520, table: 480, fish: 420, lottery: 400,
  crash: 330, bingo: 330, hashgame: 300, horseracing: 200, sabong: 150, sportsbook: 8,
};

// ---------------------------------------------------------------------------------------------
// Name building blocks

/** Famous real titles (or title stems) the generator must not produce. Compared in lower case. */
const BLOCKED = [
  'lightning roulette', 'crazy time', 'dream catcher', 'monopoly', 'aviator', 'spaceman', 'jet x', 'jetx',
  'space xy', 'sweet bonanza', 'sugar rush', 'gates of olympus', 'book of', 'starburst', "gonzo's quest",
  'wolf gold', 'big bass', 'fire joker', 'mega moolah', 'buffalo king', 'ocean king', 'royal fishing',
  'fishing war', 'jackpot fishing', 'mega fishing', 'fortune tiger', 'fortune ox', 'mahjong ways',
  'wild west gold', 'great rhino', 'dog house', 'money train', 'dead or alive', 'reactoonz', 'lucky lady',
  'cleopatra', 'da vinci', 'wheel of fortune', 'powerball', 'mega millions', 'euro jackpot', 'salon prive',
  'bac bo', 'football studio', 'deal or no deal', 'age of the gods', 'immortal romance', 'thunderstruck',
  'rich wilde', 'legacy of dead', 'sakura fortune', 'wild wild riches', 'gold rush', 'lucky 7',
  'fruit party', 'hot fruits', 'sizzling hot', 'shining crown', 'big bamboo', 'wanted dead', 'plinko x',
];
const isBlocked = (name: string) => {
  const n = name.toLowerCase();
  return BLOCKED.some((b) => n.includes(b));
};
/** "Turbo Hash Roulette Turbo": a word twice reads as a generator bug. */
const repeatsWord = (name: string) => {
  const words = name.toLowerCase().split(' ').filter((w) => w.length > 2);
  return new Set(words).size !== words.length;
};

/** Slot themes: the theme key is the artwork key; subjects are what the game is about. */
const SLOT_THEMES: Record<string, string[]> = {
  dragon: ['Dragon', 'Dragon King', 'Jade Dragon', 'Twin Dragons', 'Dragon Pearl', 'Wyvern', 'Dragon Gate', 'Storm Dragon', 'Dragon Queen'],
  fortune: ['Money', 'Coin', 'Piggy', 'Vault', 'Bullion', 'Money Tree', 'Coin Pile', 'Cash Vault', 'Treasury'],
  fruit: ['Cherry', 'Fruit', 'Lemon', 'Melon', 'Berry', 'Plum', 'Peach', 'Grape', 'Fruit Stand', 'Watermelon'],
  sevens: ['Sevens', 'Triple Seven', 'Hot Sevens', 'Classic Seven', 'Bar Bar', 'Liberty Bell', 'Red Seven', 'Jackpot Bell'],
  gems: ['Gem', 'Jewel', 'Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Crystal', 'Opal', 'Amethyst', 'Topaz'],
  egypt: ['Pharaoh', 'Anubis', 'Sphinx', 'Scarab', 'Nile', 'Pyramid', 'Osiris', 'Nefertari', 'Horus', 'Desert Queen'],
  ocean: ['Mermaid', 'Pearl', 'Dolphin', 'Reef', 'Atlantis', 'Seashell', 'Tide', 'Lagoon', 'Sea Turtle', 'Sea Queen'],
  space: ['Galaxy', 'Nebula', 'Star', 'Planet', 'Astro', 'Meteor', 'Nova', 'Alien', 'Orbit', 'Supernova'],
  jungle: ['Tiger', 'Jaguar', 'Gorilla', 'Jungle', 'Safari', 'Lion', 'Rhino', 'Leopard', 'Elephant', 'Toucan'],
  candy: ['Candy', 'Gummy', 'Lollipop', 'Donut', 'Cupcake', 'Bubblegum', 'Jelly', 'Cookie', 'Marshmallow', 'Candyland'],
  panda: ['Panda', 'Golden Panda', 'Panda King', 'Baby Panda', 'Bamboo', 'Red Panda', 'Panda Monk', 'Panda Palace'],
  asian: ['Lotus', 'Koi', 'Lantern', 'Lucky Cat', 'Emperor', 'Jade', 'Fortune Cat', 'Silk Road', 'Golden Temple'],
  viking: ['Viking', 'Odin', 'Valkyrie', 'Loki', 'Valhalla', 'Asgard', 'Ragnarok', 'Fenrir', 'Freya', 'Longship'],
  fire: ['Phoenix', 'Inferno', 'Flame', 'Volcano', 'Ember', 'Magma', 'Firebird', 'Wildfire', 'Fire Dancer'],
  clover: ['Leprechaun', 'Clover', 'Shamrock', 'Rainbow', "Pot o' Gold", 'Lucky Charm', 'Celtic', 'Druid', 'Four Leaf'],
  olympus: ['Zeus', 'Olympus', 'Athena', 'Hercules', 'Apollo', 'Titan', 'Medusa', 'Pegasus', 'Poseidon', 'Hades'],
  pirate: ['Pirate', 'Captain', 'Buccaneer', 'Skull Island', 'Kraken', 'Treasure Map', 'Corsair', 'Jolly Roger', 'Parrot'],
  wildwest: ['Sheriff', 'Outlaw', 'Bandit', 'Cowboy', 'Saloon', 'Mustang', 'Desperado', 'Frontier', 'Gunslinger', 'Canyon'],
  royal: ['King', 'Queen', 'Crown', 'Empress', 'Prince', 'Duke', 'Throne', 'Castle', 'Knight', 'Court'],
  moon: ['Wolf', 'Moon', 'Full Moon', 'Werewolf', 'Shadow', 'Raven', 'Night Owl', 'Vampire', 'Moonlight', 'Lunar'],
  aztec: ['Aztec', 'Maya', 'Inca', 'Jaguar Warrior', 'Quetzal', 'Sun Stone', 'El Dorado', 'Sun God', 'Jungle Temple'],
  samurai: ['Samurai', 'Ninja', 'Shogun', 'Katana', 'Ronin', 'Geisha', 'Sakura', 'Dojo', 'Daimyo', 'Kabuki'],
  halloween: ['Pumpkin', 'Witch', 'Ghost', 'Haunted House', 'Spooky', 'Zombie', 'Mummy', 'Cauldron', 'Graveyard'],
  magic: ['Wizard', 'Magic', 'Spell', 'Sorcerer', 'Potion', 'Rune', 'Enchanted', 'Alchemist', 'Fairy', 'Merlin'],
};
const SLOT_THEME_KEYS = Object.keys(SLOT_THEMES);

const SLOT_ADJ = [
  'Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Grand', 'Mega', 'Super', 'Hot', 'Blazing', 'Magic', 'Epic',
  'Sacred', 'Secret', 'Lost', 'Hidden', 'Rising', 'Raging', 'Mighty', 'Crazy', 'Jolly', 'Shining', 'Silver',
  'Diamond', 'Thunder', 'Cosmic', 'Eternal', 'Ancient', 'Frozen', 'Infinite', 'Crystal', 'Dancing', 'Fiery',
  'Great', 'Little', 'Big', 'Sunny', 'Midnight', 'Imperial', 'Twin', 'Neon', 'Electric', 'Velvet', 'Savage',
];
const SLOT_REWARD = [
  'Fortune', 'Riches', 'Treasure', 'Gold', 'Jackpot', 'Bonanza', 'Wins', 'Spins', 'Reels', 'Legends', 'Kingdom',
  'Quest', 'Empire', 'Blaze', 'Charms', 'Hunt', 'Rush', 'Vault', 'Crown', 'Gems', 'Dreams', 'Luck', 'Glory',
  'Cash', 'Feast', 'Festival', 'Party', 'Wealth', 'Bounty', 'Secrets', 'Fever', 'Coins', 'Pearls', 'Island',
  'Palace', 'Temple', 'Odyssey', 'Adventure', 'Saga', 'Tales', 'Nights', 'Power', 'Spirit', 'Realm', 'Wishes',
];
/** Rewards that read well as "… of the Pharaoh". */
const SLOT_OF = ['Fortune', 'Riches', 'Treasure', 'Gold', 'Legend', 'Secrets', 'Quest', 'Glory', 'Spirit', 'Realm', 'Tales', 'Wrath', 'Power', 'Crown', 'Curse', 'Rise', 'Return', 'Reign', 'Wishes', 'Eye', 'Heart', 'Call'];
const SLOT_MECH = [
  'Deluxe', 'Blitz', 'Hold & Win', 'Extreme', 'Power Reels', 'Max', 'Gold Edition', 'Cash Link', 'Multiways',
  '1024 Ways', 'Respins', 'Boost', 'Ultra', 'Stacks', 'Infinity', 'Link & Win', 'Cluster Pays', '2', '3',
  'Remastered', 'Xmas Edition', 'Dice', 'Scratch', 'Hyperspin', 'Mega Drop', 'Supreme',
];
const SLOT_PLURAL_OR_ODD = /s$|\d|'|^(Money|Jungle|Safari|Candy|Jade|Magic|Spooky|Enchanted|Celtic|Astro|Lunar|Sunny)$/;

const LIVE_GAMES: [string, string][] = [
  ['Baccarat', 'baccarat'], ['Speed Baccarat', 'baccarat'], ['No Commission Baccarat', 'baccarat'],
  ['Squeeze Baccarat', 'baccarat'], ['Roulette', 'roulette'], ['Auto Roulette', 'roulette'],
  ['Speed Roulette', 'roulette'], ['Double Ball Roulette', 'roulette'], ['Blackjack', 'blackjack'],
  ['Speed Blackjack', 'blackjack'], ['Sic Bo', 'dice'], ['Dragon Tiger', 'dragontiger'], ['Fan Tan', 'dice'],
  ['Teen Patti', 'cards'], ['Andar Bahar', 'cards'], ["Casino Hold'em", 'poker'], ['Three Card Poker', 'poker'],
  ['Money Wheel', 'wheel'], ['Lucky Wheel', 'wheel'], ['Bull Bull', 'cards'], ['Colour Game', 'dice'],
];
const LIVE_PREFIX = [
  '', '', '', 'VIP', 'Golden', 'Platinum', 'Emerald', 'Ruby', 'Sapphire', 'Diamond', 'Royal', 'Imperial', 'Lotus',
  'Jade', 'Grand', 'Prestige', 'Lucky', 'Velvet', 'Crystal', 'Classic', 'Turbo', 'Thunder', 'Marble', 'Orchid',
];
const LIVE_SUFFIX = [
  '', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'VIP', 'Lounge', 'Live', 'Studio', 'Manila',
  'Macau', 'Saigon', 'Bangkok', 'Riviera', 'Deluxe', 'A', 'B', 'C', 'Prive', 'Express', 'Pro', 'Night',
];

const TABLE_GAMES: [string, string][] = [
  ['Blackjack', 'blackjack'], ['Single Deck Blackjack', 'blackjack'], ['Multi-hand Blackjack', 'blackjack'],
  ['Pontoon', 'blackjack'], ['European Roulette', 'roulette'], ['American Roulette', 'roulette'],
  ['French Roulette', 'roulette'], ['Mini Roulette', 'roulette'], ["Texas Hold'em", 'poker'],
  ["Casino Hold'em", 'poker'], ['Three Card Poker', 'poker'], ['Caribbean Stud', 'poker'], ['Oasis Poker', 'poker'],
  ['Pai Gow Poker', 'poker'], ['Jacks or Better', 'poker'], ['Deuces Wild', 'poker'], ['Joker Poker', 'poker'],
  ['Double Bonus Poker', 'poker'], ['Aces & Faces', 'poker'], ['Teen Patti', 'cards'], ['Red Dog', 'cards'],
  ['Casino War', 'cards'], ['Craps', 'dice'], ['Sic Bo', 'dice'], ['Punto Banco', 'baccarat'],
  ['Mini Baccarat', 'baccarat'], ['Dragon Tiger', 'dragontiger'], ['Andar Bahar', 'cards'],
];
const TABLE_PREFIX = [
  '', '', '', 'Classic', 'Royal', 'Golden', 'Premium', 'Vegas', 'High Limit', 'Turbo', 'Super', 'Diamond',
  'Emerald', 'Neon', 'Midnight', 'Lucky', 'Grand', 'Imperial', 'Velvet', 'Prestige', 'Express', 'Atlantic',
];
const TABLE_SUFFIX = ['', '', 'Pro', 'Gold', 'Deluxe', 'High Roller', 'Royale', 'Plus', 'Zero', 'Classic', 'Tournament'];

const FISH_A: [string, string][] = [
  ['Ocean', 'fish'], ['Dragon', 'fish'], ['Golden', 'fish'], ['Deep Sea', 'fish'], ['Mermaid', 'fish'],
  ['Shark', 'shark'], ['Kraken', 'octopus'], ['Coral', 'fish'], ['Reef', 'fish'], ['Treasure', 'fish'],
  ['Lucky', 'fish'], ['Thunder', 'shark'], ['Neptune', 'fish'], ['Tidal', 'fish'], ['Abyss', 'octopus'],
  ['Lagoon', 'fish'], ['Pearl', 'fish'], ['Whale', 'fish'], ['Octopus', 'octopus'], ['Koi', 'fish'],
  ['Angler', 'fish'], ['Pirate', 'shark'], ['Jade', 'fish'], ['Monster', 'octopus'], ['Hammerhead', 'shark'],
];
const FISH_B = ['Hunter', 'King', 'Fortune', 'Legend', 'Party', 'Frenzy', 'Catch', 'Fishing', 'Blast', 'Hunt', 'Bounty', 'Storm', 'Kingdom', 'Feast', 'Rush', 'Shooter', 'Master', 'Carnival'];
const FISH_C = ['', '', '', '2', '3', 'Deluxe', 'Plus', 'Boom', 'Max', '3D', 'Online', 'Jackpot', 'Arena'];

const CRASH_A: [string, string][] = [
  ['Rocket', 'rocket'], ['Moon', 'rocket'], ['Comet', 'rocket'], ['Orbit', 'rocket'], ['Balloon', 'balloon'],
  ['Sky', 'plane'], ['Turbo', 'rocket'], ['Star', 'rocket'], ['Astro', 'rocket'], ['Meteor', 'rocket'],
  ['Nova', 'rocket'], ['Galaxy', 'rocket'], ['Hyper', 'rocket'], ['Kite', 'balloon'], ['Glider', 'plane'],
  ['Drone', 'plane'], ['Falcon', 'plane'], ['Pilot', 'plane'], ['Airship', 'balloon'], ['Lunar', 'rocket'],
  ['Stratos', 'plane'], ['Thruster', 'rocket'],
];
const CRASH_B = ['X', 'Crash', 'Launch', 'Flight', 'Climb', 'Boom', 'Rise', 'Dash', 'Blast', 'Lift', 'Run', 'Rush', 'Zoom', 'Soar', 'Race', 'Pop'];
const CRASH_C = ['', '', '', '2', '3', 'Max', 'Pro', '1000', 'Turbo', 'Live', 'Royale', 'Plus'];

const ARCADE_A: [string, string][] = [
  ['Plinko', 'plinko'], ['Mines', 'mines'], ['Dice', 'dice'], ['Keno', 'keno'], ['Tower', 'tower'],
  ['Hi-Lo', 'cards'], ['Wheel', 'wheel'], ['Coin Flip', 'coin'], ['Goal', 'goal'], ['Limbo', 'rocket'],
  ['Penalty', 'goal'], ['Hot Shot', 'goal'], ['Bubble', 'keno'], ['Block', 'tower'], ['Gem Mine', 'mines'],
  ['Scratch', 'coin'], ['Pachinko', 'plinko'], ['Treasure Chest', 'coin'], ['Stairs', 'tower'], ['Cups', 'coin'],
  ['Egg Hunt', 'mines'], ['Darts', 'wheel'], ['Ball Drop', 'plinko'], ['Spin', 'wheel'], ['Lucky Wheel', 'wheel'],
];
const ARCADE_B = ['Rush', 'Mania', 'Blast', 'Party', 'Xtreme', 'Classic', 'Arena', 'Pop', 'Frenzy', 'Quest', 'Dash', 'Royale', 'Fever', 'Jam', 'Bonanza'];
const ARCADE_C = ['', '', '', 'X', '2', 'Pro', 'Turbo', 'Neon', 'Deluxe', 'Mini'];

const LOTTO_A = ['Lucky', 'Super', 'Mega', 'Daily', 'Golden', 'Quick', 'Instant', 'Royal', 'Lotus', 'Star', 'Jade', 'Fortune', 'Rainbow', 'Dragon', 'Diamond', 'Sunrise', 'Midnight', 'Speedy', 'Grand', 'Silver'];
const LOTTO_B: [string, string][] = [
  ['Lotto', 'balls'], ['Draw', 'balls'], ['Pick 3', 'balls'], ['Pick 4', 'balls'], ['Pick 5', 'balls'], ['4D', 'balls'],
  ['5D', 'balls'], ['Keno', 'keno'], ['Balls', 'balls'], ['Numbers', 'keno'], ['Lucky 6', 'balls'],
  ['Fast 3', 'balls'], ['Ten', 'keno'], ['Sweepstake', 'balls'], ['Raffle', 'balls'], ['Jackpot Draw', 'balls'],
];
const LOTTO_C = ['', '', 'Express', 'Plus', 'Night', '1-Minute', '3-Minute', '5-Minute', 'Max', 'Classic', 'Extra', 'Live'];

const BINGO_A = [
  'Candy', 'Disco', 'Jungle', 'Ocean', 'Rainbow', 'Neon', 'Pirate', 'Festival', 'Carnival', 'Gold', 'Diamond', 'Star',
  'Lucky', 'Speed', 'Turbo', 'Party', 'Fiesta', 'Samba', 'Retro', 'Space', 'Farm', 'Garden', 'Cabaret', 'Safari',
  'Sunset', 'Cosmic', 'Jolly', 'Bonus', 'Penny', 'Royal',
];
const BINGO_B = ['Bash', 'Blast', 'Hall', 'Night', 'Lounge', 'Frenzy', 'Dash', 'Club', 'Party', 'Fiesta'];
const BINGO_C = ['', '', '30', '75', '80', '90', 'Live', 'Deluxe', 'Extra', 'Jackpot'];

const HASH_PREFIX = ['', '', 'Block', 'Chain', 'Crypto', 'Ledger', 'Lucky', 'Nonce', 'Turbo', 'Quick', 'Golden', 'Jade', 'Satoshi', 'Genesis', 'Merkle', 'Node'];
const HASH_GAMES = ['Dice', 'Odd Even', 'Big Small', 'Niu Niu', 'Baccarat', 'Lucky Number', 'Banker Player', 'Dragon Tiger', 'Roulette', 'Lottery', 'Bull Fight', 'Zodiac', 'Wheel', 'Hi-Lo', 'Sum'];
const HASH_SUFFIX = ['', '', '1-Min', '3-Min', 'Pro', 'Turbo', '2', 'Live', 'Express', 'Classic'];

const SABONG_PLACES = [
  'Cebu', 'Pampanga', 'Batangas', 'Iloilo', 'Bacolod', 'Davao', 'Tarlac', 'Bulacan', 'Laguna', 'Cavite',
  'Negros', 'Bohol', 'Leyte', 'Quezon', 'Ilocos', 'Samar', 'Albay', 'Palawan', 'Zambales', 'Pangasinan',
];
const SABONG_KIND = ['Derby', 'Cockpit', 'Sabong', 'Arena', 'Gallera', 'Hackfight', 'Stag Derby', 'Bulang'];
const SABONG_SUFFIX = ['', '', 'Live', 'Night', 'Masters', 'Cup', 'Classic', 'Championship', '2'];

const RACE_PLACES = [
  'Willowbrook', 'Silverdale', 'Kingsfield', 'Marlow Downs', 'Ashcombe', 'Redmoor', 'Hollowmere', 'Oakridge',
  'Brightwater', 'Stonebridge', 'Fairhaven', 'Elmstead', 'Larkspur', 'Westbury', 'Thornbury', 'Cresthill',
  'Goldvale', 'Rosewood', 'Highmoor', 'Eastwick',
];
const RACE_KIND = ['Derby', 'Stakes', 'Cup', 'Sprint', 'Handicap', 'Mile', 'Classic', 'Gold Cup', 'Gallop', 'Trot'];
const RACE_SUFFIX = ['', '', 'Live', 'Virtual', 'Night', 'Turbo', 'Dash'];

const SPORTS_LOBBIES: [string, string][] = [
  ['Sportsbook', 'football'], ['In-Play', 'football'], ['Virtual Sports', 'basketball'], ['E-Sports', 'esports'],
  ['Racket Sports', 'tennis'], ['Hoops Center', 'basketball'],
];

// ---------------------------------------------------------------------------------------------
// Helpers

const pick = <T,>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** One candidate name and its artwork key for a game type. */
function candidate(rnd: Rnd, type: GameType, provider: { code: string; name: string }, lobbyIndex: number): [string, string] {
  switch (type) {
    case 'slots': {
      const theme = pick(rnd, SLOT_THEME_KEYS);
      const s = pick(rnd, SLOT_THEMES[theme]);
      const single = !s.includes(' ');
      const possessive = single && !SLOT_PLURAL_OR_ODD.test(s);
      // An adjective goes only before a one-word subject ("Golden Panda", not "Golden Jade Dragon").
      const a = single ? pick(rnd, SLOT_ADJ) : '';
      const r = pick(rnd, SLOT_REWARD);
      const m = pick(rnd, SLOT_MECH);
      const t = rnd();
      let name: string;
      if (t < 0.2) name = join(a, s);
      else if (t < 0.36) name = possessive ? `${s}'s ${r}` : join(s, r);
      else if (t < 0.54) name = join(a, s, m);
      else if (t < 0.68) name = join(s, r);
      else if (t < 0.78) name = `${pick(rnd, SLOT_OF)} of the ${s}`;
      else if (t < 0.9) name = join(possessive ? `${s}'s` : s, r, m);
      else name = join(a, s, r);
      return [name, theme];
    }
    case 'livecasino': {
      const [g, theme] = pick(rnd, LIVE_GAMES);
      return [join(pick(rnd, LIVE_PREFIX), g, pick(rnd, LIVE_SUFFIX)), theme];
    }
    case 'table': {
      const [g, theme] = pick(rnd, TABLE_GAMES);
      return [join(pick(rnd, TABLE_PREFIX), g, pick(rnd, TABLE_SUFFIX)), theme];
    }
    case 'fish': {
      const [a, theme] = pick(rnd, FISH_A);
      return [join(a, pick(rnd, FISH_B), pick(rnd, FISH_C)), theme];
    }
    case 'crash': {
      const [a, theme] = pick(rnd, CRASH_A);
      return [join(a, pick(rnd, CRASH_B), pick(rnd, CRASH_C)), theme];
    }
    case 'arcade': {
      const [a, theme] = pick(rnd, ARCADE_A);
      return [join(a, pick(rnd, ARCADE_B), pick(rnd, ARCADE_C)), theme];
    }
    case 'lottery': {
      const [b, theme] = pick(rnd, LOTTO_B);
      return [join(pick(rnd, LOTTO_A), b, pick(rnd, LOTTO_C)), theme];
    }
    case 'bingo': {
      const a = pick(rnd, BINGO_A);
      const b = pick(rnd, BINGO_B);
      const name = b === 'Bingo' || rnd() < 0.5 ? join(a, 'Bingo', pick(rnd, BINGO_C)) : join(a, 'Bingo', b);
      return [name, 'bingo'];
    }
    case 'hashgame': {
      const p = pick(rnd, HASH_PREFIX);
      const g = pick(rnd, HASH_GAMES);
      return [join(p, 'Hash', g, pick(rnd, HASH_SUFFIX)), 'hash'];
    }
    case 'sabong': {
      const place = pick(rnd, SABONG_PLACES);
      const kind = pick(rnd, SABONG_KIND);
      return [rnd() < 0.5 ? join(place, kind, pick(rnd, SABONG_SUFFIX)) : join(kind, place, pick(rnd, SABONG_SUFFIX)), 'rooster'];
    }
    case 'horseracing': {
      const place = pick(rnd, RACE_PLACES);
      return [join(place, pick(rnd, RACE_KIND), pick(rnd, RACE_SUFFIX)), 'horse'];
    }
    case 'sportsbook': {
      const [lobby, theme] = SPORTS_LOBBIES[lobbyIndex % SPORTS_LOBBIES.length];
      const brand = provider.name.split(' ')[0];
      return [join(brand, lobby), theme];
    }
  }
}

/** Splits `total` over `weights` with integer parts summing to total (largest remainder), each ≥ min. */
function apportion(total: number, weights: number[], min: number): number[] {
  const floor = weights.map(() => min);
  const rest = total - min * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * rest);
  const out = exact.map((x, i) => floor[i] + Math.floor(x));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, f: x - Math.floor(x) })).sort((a, b) => b.f - a.f || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k].i]++;
  return out;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const RELEASE_FROM = Date.UTC(2023, 0, 1);
const RELEASE_OLD_TO = Date.UTC(2026, 6, 31);
/** Games flagged new were released in the 120 days before this date. */
export const NEW_RELEASES_UNTIL = '2026-11-15';
const NEW_TO = Date.parse(`${NEW_RELEASES_UNTIL}T00:00:00Z`);

/** RTP by game type and artwork key, in basis points; null where it does not apply. */
function rtpFor(rnd: Rnd, type: GameType, theme: string): number | null {
  const within = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  switch (type) {
    case 'slots': return within(9400, 9720);
    case 'fish': return within(9500, 9800);
    case 'crash': return pick(rnd, [9700, 9700, 9750, 9800, 9850, 9900, 9600]);
    case 'arcade': return within(9500, 9900);
    case 'hashgame': return within(9700, 9850);
    case 'bingo': return within(9200, 9650);
    case 'table':
    case 'livecasino':
      switch (theme) {
        case 'blackjack': return within(9940, 9960);
        case 'roulette': return pick(rnd, [9730, 9730, 9474, 9865]);
        case 'baccarat': return pick(rnd, [9894, 9876, 9855]);
        case 'dragontiger': return within(9620, 9680);
        case 'wheel': return within(9500, 9610);
        case 'dice': return within(9720, 9790);
        default: return within(9650, 9850);
      }
    default: return null; // sportsbook, lottery, sabong, horseracing
  }
}

function volatilityFor(rnd: Rnd, type: GameType, theme: string): Volatility | null {
  const r = rnd();
  switch (type) {
    case 'slots': return r < 0.25 ? 'low' : r < 0.65 ? 'medium' : 'high';
    case 'fish': return r < 0.5 ? 'medium' : 'high';
    case 'crash': return r < 0.8 ? 'high' : 'medium';
    case 'arcade': return r < 0.3 ? 'low' : r < 0.7 ? 'medium' : 'high';
    case 'hashgame':
    case 'bingo': return r < 0.5 ? 'low' : 'medium';
    case 'table':
    case 'livecasino': return theme === 'blackjack' || theme === 'baccarat' || theme === 'dragontiger' ? 'low' : theme === 'wheel' ? 'high' : 'medium';
    default: return null;
  }
}

/** Target shares of the flags over the catalogue. */
export const FLAG_RATES = { hot: 0.02, featured: 0.03, popular: 0.08, new: 0.05 } as const;
const FLAGS = ['hot', 'featured', 'popular', 'new'] as const;

// ---------------------------------------------------------------------------------------------

/** The whole demo catalogue. Pure and deterministic: the same seed gives the same catalogue. */
export function generateCatalogue(seed = 1): Catalogue {
  const rnd = mulberry32(seed);

  // Providers keep their codes and names for every seed; display order is seeded, slot and live
  // studios first-ish.
  const order = PROVIDERS.map(([code, , main], i) => ({ code, i, w: (main === 'slots' || main === 'livecasino' ? 0 : 0.6) + rnd() }));
  order.sort((a, b) => a.w - b.w || a.i - b.i);
  const sortOf = new Map(order.map((o, k) => [o.code, k + 1]));
  const providers: ProviderSeed[] = PROVIDERS.map(([code, name, main, more]) => ({
    code,
    name,
    categories: [main, ...more],
    sort: sortOf.get(code)!,
  }));

  // How many games each provider has of each type: main categories weigh more than side lines.
  const plan = new Map<string, Map<GameType, number>>(providers.map((p) => [p.code, new Map()]));
  for (const type of GAME_TYPES) {
    const makers = providers.filter((p) => p.categories.includes(type));
    const weights = makers.map((p) => (p.categories[0] === type ? 1 : 0.3) * (0.6 + rnd() * 0.8));
    const counts = apportion(TYPE_TOTALS[type], weights, type === 'sportsbook' ? 1 : 6);
    makers.forEach((p, k) => plan.get(p.code)!.set(type, counts[k]));
  }

  const games: GameSeed[] = [];
  const usedNames = new Set<string>();
  const take = (name: string) => {
    if (usedNames.has(name) || isBlocked(name) || repeatsWord(name)) return false;
    usedNames.add(name);
    return true;
  };
  const p0 = {
    hot: FLAG_RATES.hot * 0.97, featured: FLAG_RATES.featured * 0.98,
    popular: FLAG_RATES.popular * 0.86, new: FLAG_RATES.new * 0.98,
  };

  for (const p of providers) {
    let n = 0;
    for (const type of p.categories) {
      const count = plan.get(p.code)!.get(type)!;
      const start = games.length;
      for (let k = 0; k < count; k++) {
        let name = '';
        let theme = '';
        for (let tries = 0; tries < 60 && !name; tries++) {
          const [c, t] = candidate(rnd, type, p, k + tries);
          if (take(c)) [name, theme] = [c, t];
        }
        // Crowded corner of the name space: a numbered sequel of a candidate is still plausible.
        for (let seq = 2; !name; seq++) {
          const [c, t] = candidate(rnd, type, p, k);
          if (take(`${c} ${seq}`)) [name, theme] = [`${c} ${seq}`, t];
        }
        const isNew = rnd() < p0.new;
        const released = isNew
          ? iso(NEW_TO - Math.floor(rnd() * 120) * DAY)
          : iso(RELEASE_FROM + Math.floor(rnd() * ((RELEASE_OLD_TO - RELEASE_FROM) / DAY + 1)) * DAY);
        const hot = rnd() < p0.hot;
        games.push({
          provider_code: p.code,
          game_code: `${p.code}-${String(++n).padStart(5, '0')}`,
          game_name: name,
          game_type: type,
          hot,
          featured: rnd() < p0.featured,
          popular: rnd() < (hot ? 0.5 : p0.popular),
          new: isNew,
          rtp_bp: rtpFor(rnd, type, theme),
          volatility: volatilityFor(rnd, type, theme),
          theme,
          sort: 0,
          released,
        });
      }
      // Every provider has at least one game of each flag in its main category.
      if (type === p.categories[0]) {
        const mine = games.slice(start);
        for (const f of FLAGS) {
          if (mine.some((g) => g[f])) continue;
          const g = pick(rnd, mine);
          g[f] = true;
          if (f === 'new') g.released = iso(NEW_TO - Math.floor(rnd() * 120) * DAY);
        }
      }
    }
  }

  // Popularity rank: hot, then popular, then featured games first; a seeded shuffle within.
  const ranked = games.map((g, i) => ({ i, w: (g.hot ? 0 : 2) + (g.popular ? 0 : 1.5) + (g.featured ? 0 : 0.5) + rnd() * 1.2 }));
  ranked.sort((a, b) => a.w - b.w || a.i - b.i);
  ranked.forEach((o, k) => (games[o.i].sort = k + 1));
  return { providers, games };
}

/**
 * How many providers have at least one game of each category; 'hot' counts the providers with hot
 * games. Every one of the 13 slugs is present (0 when none).
 */
export function providerCountByCategory(c: Catalogue): Record<CategorySlug, number> {
  const sets = new Map<string, Set<string>>();
  const add = (k: string, code: string) => {
    let s = sets.get(k);
    if (!s) sets.set(k, (s = new Set()));
    s.add(code);
  };
  for (const g of c.games) {
    add(g.game_type, g.provider_code);
    if (g.hot) add('hot', g.provider_code);
  }
  const out = { hot: sets.get('hot')?.size ?? 0 } as Record<CategorySlug, number>;
  for (const t of GAME_TYPES) out[t] = sets.get(t)?.size ?? 0;
  return out;
}

/** Number of games of each game type, plus 'hot' for hot games of any type. */
export function gameCountByCategory(c: Catalogue): Record<CategorySlug, number> {
  const out = { hot: 0 } as Record<CategorySlug, number>;
  for (const t of GAME_TYPES) out[t] = 0;
  for (const g of c.games) {
    out[g.game_type]++;
    if (g.hot) out.hot++;
  }
  return out;
}
