/**
 * The demo catalogue: invented providers and games, deterministic for a seed, so the seed, the
 * tests and the benchmarks all see the same 10 000+ games.
 */
export type GameType =
  | 'slots' | 'livecasino' | 'hashgame' | 'sportsbook' | 'fish' | 'table'
  | 'sabong' | 'lottery' | 'horseracing' | 'bingo' | 'arcade' | 'crash';

export interface ProviderSeed {
  code: string;
  name: string;
  categories: GameType[];
  sort: number;
}

export interface GameSeed {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: GameType;
  hot: boolean;
  featured: boolean;
  popular: boolean;
  new: boolean;
  rtp_bp: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  theme: string;
  sort: number;
  released: string;
}

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROVIDER_WORDS = [
  ['Aurora', 'AUR'], ['Red Lotus', 'RLT'], ['Blue Whale', 'BWH'], ['Golden Hive', 'GHV'], ['Nebula', 'NEB'],
  ['Jade Dragon', 'JDR'], ['Iron Fox', 'IFX'], ['Silver Peak', 'SPK'], ['Coral Reef', 'CRF'], ['Thunder Kin', 'TKN'],
  ['Velvet Moon', 'VMN'], ['Lucky Owl', 'LOW'], ['Crimson Arc', 'CRA'], ['Polar Star', 'PST'], ['Wild Orchid', 'WOR'],
  ['Sunset Forge', 'SFG'], ['Obsidian', 'OBS'], ['Maple Leaf', 'MPL'], ['Neon Tiger', 'NTG'], ['Cobalt', 'CBT'],
  ['Emerald Isle', 'EMI'], ['Phoenix Rise', 'PHR'], ['Quartz', 'QTZ'], ['Saffron', 'SFR'], ['Tidal Wave', 'TDW'],
  ['Amber Road', 'AMB'], ['Kestrel', 'KST'], ['Onyx Royal', 'ONX'], ['Pixel Pirate', 'PXP'], ['Zenith', 'ZEN'],
  ['Harbor Lights', 'HBL'], ['Mystic Rune', 'MRN'], ['Starling', 'STL'], ['Bamboo Grove', 'BBG'], ['Ruby Falls', 'RBF'],
  ['Glacier', 'GLC'], ['Solar Flare', 'SLF'], ['Arcadia', 'ARC'], ['Ivory Tower', 'IVT'], ['Lantern Bay', 'LTB'],
  ['Comet Tail', 'CMT'], ['Meadowlark', 'MDL'], ['Rocket Lab', 'RKL'], ['Cockpit Arena', 'CKA'], ['Derby Kings', 'DBK'],
  ['Bingo Bay', 'BGB'], ['Lotto Lane', 'LTL'], ['Hash House', 'HSH'],
] as const;

const SUFFIX = ['Gaming', 'Studios', 'Play', 'Interactive', 'Games', 'Live', 'Entertainment'];

/** Game types per provider index: many slot studios, fewer of the rest. */
function providerCategories(i: number): GameType[] {
  if (i < 16) return i % 4 === 0 ? ['slots', 'fish', 'arcade'] : i % 4 === 1 ? ['slots', 'crash'] : i % 4 === 2 ? ['slots', 'table'] : ['slots'];
  if (i < 24) return i % 2 === 0 ? ['livecasino', 'table'] : ['livecasino'];
  if (i < 28) return ['fish', 'arcade'];
  if (i < 31) return ['crash', 'arcade'];
  if (i < 34) return ['sportsbook'];
  if (i < 37) return ['lottery', 'bingo'];
  if (i < 40) return ['sabong', 'horseracing'];
  if (i < 42) return ['hashgame', 'lottery'];
  if (i < 44) return ['crash', 'hashgame'];
  if (i < 46) return ['sabong', 'horseracing'];
  return ['bingo', 'lottery', 'hashgame'];
}

const PER_TYPE: Record<GameType, number> = {
  slots: 470, livecasino: 150, table: 40, fish: 30, arcade: 40, crash: 25, sportsbook: 3,
  lottery: 25, bingo: 20, sabong: 8, horseracing: 12, hashgame: 15,
};

const NAME_PARTS: Record<GameType, { a: string[]; b: string[]; c: string[]; themes: string[] }> = {
  slots: {
    a: ['Dragon', 'Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Fire', 'Cosmic', 'Pirate', 'Sakura', 'Panda', 'Pharaoh', 'Viking', 'Jungle', 'Candy', 'Diamond', 'Thunder', 'Ocean', 'Jade', 'Neon', 'Buffalo', 'Tiger', 'Phoenix', 'Aztec', 'Olympus', 'Frost', 'Ruby', 'Samurai', 'Safari', 'Gem'],
    b: ["Fortune", 'Treasure', 'Riches', 'Reels', 'Spins', 'Gold', 'Jackpot', 'Kingdom', 'Quest', 'Legends', 'Bonanza', 'Empire', 'Blaze', 'Wilds', 'Stars', 'Charms', 'Wins', 'Temple', 'Hunt', 'Rush'],
    c: ['', '', '', 'Megaways', 'Deluxe', 'Blitz', 'Hold & Win', 'Extreme', 'Xmas', '2', '3', 'Power', 'Max', 'Gold Edition', 'Cash Link'],
    themes: ['dragon', 'gold', 'fruit', 'gem', 'egypt', 'ocean', 'space', 'jungle', 'candy', 'asian', 'viking', 'fire'],
  },
  livecasino: {
    a: ['Speed', 'Lightning', 'VIP', 'Classic', 'Golden', 'Immersive', 'Super', 'Auto', 'First Person', 'Platinum', 'Royal', 'Emerald', 'Salon', 'Turbo', 'Prestige'],
    b: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Dream Catcher', 'Teen Patti', 'Andar Bahar', 'Fan Tan', 'Poker'],
    c: ['', '1', '2', '3', 'A', 'B', 'Live', 'Squeeze', 'Lounge', 'Table', 'Prive', 'Deluxe'],
    themes: ['cards', 'roulette', 'chips'],
  },
  table: {
    a: ['European', 'American', 'Multi-hand', 'Casino', 'Three Card', 'Caribbean', 'Texas', 'Pai Gow', 'Double', 'Vegas'],
    b: ['Blackjack', 'Roulette', "Hold'em", 'Poker', 'Baccarat', 'Stud', 'Red Dog', 'Craps'],
    c: ['', 'Pro', 'Gold', 'Classic', 'High Limit'],
    themes: ['cards', 'chips'],
  },
  fish: {
    a: ['Ocean', 'Dragon', 'Golden', 'Deep Sea', 'Mermaid', 'Shark', 'Kraken', 'Coral', 'Fishing', 'Treasure'],
    b: ['Hunter', 'King', 'Fortune', 'Legend', 'Party', 'Frenzy', 'War', 'Catch'],
    c: ['', '2', '3', 'Deluxe', 'Plus', 'Boom'],
    themes: ['fish'],
  },
  arcade: {
    a: ['Plinko', 'Mines', 'Dice', 'Keno', 'Tower', 'Hi-Lo', 'Wheel', 'Coin', 'Goal', 'Limbo', 'Hot Shot', 'Penalty'],
    b: ['Rush', 'Mania', 'Blast', 'Party', 'Xtreme', 'Classic', 'Arena', 'Pop'],
    c: ['', 'X', '2', 'Pro', 'Turbo'],
    themes: ['arcade'],
  },
  crash: {
    a: ['Rocket', 'Aviator', 'Jet', 'Space', 'Moon', 'Balloon', 'Comet', 'Turbo', 'Sky', 'Orbit'],
    b: ['X', 'Crash', 'Launch', 'Flight', 'Climb', 'Boom', 'Rise', 'Dash'],
    c: ['', '2', 'Max', 'Pro', '1000'],
    themes: ['rocket'],
  },
  sportsbook: { a: ['Premier', 'Global', 'Live'], b: ['Sportsbook', 'Sports Lobby', 'Odds Center'], c: [''], themes: ['sports'] },
  lottery: {
    a: ['Lucky', 'Super', 'Mega', 'Daily', 'Golden', 'Quick', 'Instant', 'Thai', 'Keno', 'Fortune'],
    b: ['Lotto', 'Draw', 'Pick 3', 'Pick 5', 'Balls', 'Numbers', '4D', 'Jackpot'],
    c: ['', 'Express', 'Plus', 'Night'],
    themes: ['balls'],
  },
  bingo: {
    a: ['Bingo', 'Speed', 'Party', 'Classic', 'Bonus', 'Candy', 'Disco', 'Jackpot'],
    b: ['Bingo', 'Bash', 'Blast', 'Hall', 'Night', 'Fiesta', 'Lounge'],
    c: ['', '75', '90', '30', 'Live'],
    themes: ['balls'],
  },
  sabong: {
    a: ['Sabong', 'Cockfight', 'Derby', 'Arena', 'Manok', 'Champion'],
    b: ['Live', 'Arena', 'Championship', 'Night', 'Cup', 'Masters'],
    c: ['', 'Pro', 'Classic'],
    themes: ['rooster'],
  },
  horseracing: {
    a: ['Derby', 'Royal', 'Turf', 'Grand', 'Virtual', 'Golden', 'Dash', 'Stallion'],
    b: ['Racing', 'Gallop', 'Derby', 'Cup', 'Sprint', 'Stakes'],
    c: ['', 'Live', 'Virtual', 'Night'],
    themes: ['horse'],
  },
  hashgame: {
    a: ['Hash', 'Block', 'Chain', 'Crypto', 'Ledger', 'Lucky'],
    b: ['Dice', 'Odd Even', 'Big Small', 'Niu Niu', 'Baccarat', 'Lucky Number'],
    c: ['', 'Pro', 'Turbo', '2'],
    themes: ['hash'],
  },
};

const VOLATILE = new Set<GameType>(['slots', 'fish', 'crash', 'arcade', 'table', 'livecasino', 'hashgame']);

export interface Catalogue {
  providers: ProviderSeed[];
  games: GameSeed[];
}

export function generateCatalogue(seed = 1): Catalogue {
  const rnd = mulberry32(seed);
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const providers: ProviderSeed[] = PROVIDER_WORDS.map(([word, code], i) => ({
    code,
    name: `${word} ${SUFFIX[i % SUFFIX.length]}`,
    categories: providerCategories(i),
    sort: i,
  }));
  const games: GameSeed[] = [];
  const usedNames = new Set<string>();
  let rank = 0;
  for (const p of providers) {
    let n = 0;
    for (const type of p.categories) {
      const parts = NAME_PARTS[type];
      const count = Math.max(4, Math.round(PER_TYPE[type] * (0.7 + rnd() * 0.6)));
      for (let k = 0; k < count; k++) {
        let name = '';
        for (let tries = 0; tries < 30; tries++) {
          name = [pick(parts.a), pick(parts.b), pick(parts.c)].filter(Boolean).join(' ');
          if (type === 'livecasino' || type === 'sportsbook') name = `${name} ${p.name.split(' ')[0]}`;
          if (!usedNames.has(name)) break;
          name = '';
        }
        if (!name) name = `${pick(parts.a)} ${pick(parts.b)} ${p.code}-${k + 1}`;
        if (usedNames.has(name)) continue;
        usedNames.add(name);
        n++;
        const first = k < 4; // each provider has each flag in each of its categories
        const y = 2023 + Math.floor(rnd() * 4);
        const released = `${Math.min(y, 2026)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
        games.push({
          provider_code: p.code,
          game_code: `${p.code}-${String(n).padStart(5, '0')}`,
          game_name: name,
          game_type: type,
          hot: (first && k === 0) || rnd() < 0.02,
          featured: (first && k === 1) || rnd() < 0.03,
          popular: (first && k === 2) || rnd() < 0.08,
          new: (first && k === 3) || released >= '2026-06',
          rtp_bp: VOLATILE.has(type) ? 9400 + Math.floor(rnd() * 320) : null,
          volatility: VOLATILE.has(type) ? pick(['low', 'medium', 'high'] as const) : null,
          theme: pick(parts.themes),
          sort: 0,
          released,
        });
      }
    }
  }
  // Popularity rank: hot and popular games first, then a stable shuffle.
  const order = games.map((g, i) => ({ i, w: (g.hot ? 0 : 1) + (g.popular ? 0 : 1) + rnd() }));
  order.sort((x, y) => x.w - y.w);
  for (const o of order) games[o.i].sort = ++rank;
  return { providers, games };
}

export function providerCountByCategory(c: Catalogue): Record<string, number> {
  const out: Record<string, Set<string>> = {};
  for (const g of c.games) {
    (out[g.game_type] ??= new Set()).add(g.provider_code);
    if (g.hot) (out.hot ??= new Set()).add(g.provider_code);
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.size]));
}
