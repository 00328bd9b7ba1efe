/**
 * A game aggregator: a company whose games we list and launch, and which moves the player's money
 * through our wallet while they play (a seamless wallet). Each adapter speaks one aggregator's
 * protocol; the catalogue, the launch and the ledger only see this interface.
 */
export interface GameAggregator {
  /** Our name for it ('hub88'): the catalogue's aggregator_games and the wallet's rows carry it. */
  readonly code: string;
  /** Every game the aggregator offers us, as it lists them today. */
  listGames(): Promise<AggregatorGame[]>;
  /** The URL that opens one game for one player (real money) or for anyone (demo). */
  gameUrl(launch: AggregatorLaunch): Promise<string>;
}

export interface AggregatorGame {
  /** The aggregator's game code: what a launch and its wallet calls name. */
  code: string;
  name: string;
  /** The studio that made it, as the aggregator names it. */
  studio: string;
  /** The aggregator's category, free text ('Video Slots', 'Live Casino'…). */
  category: string;
  enabled: boolean;
  /** Return to player in basis points (9612 = 96.12 %), when published. */
  rtpBp: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  /** ISO date, when published. */
  released: string | null;
}

export type AggregatorLaunch =
  | (LaunchCommon & {
      mode: 'real';
      /** Our id of the player, as the wallet calls will name them. */
      user: string;
      /** The game session token the wallet calls will carry (made for this launch). */
      token: string;
      /** The player's wallet currency. */
      currency: string;
    })
  | (LaunchCommon & { mode: 'demo' });

interface LaunchCommon {
  game: string;
  /** ISO 639-1, lower case. */
  language: string;
  /** Where the game's home button leads: the operator's site. */
  returnUrl: string;
  platform: 'desktop' | 'mobile';
  ip?: string;
  /** ISO 3166-1 alpha-2, when known. */
  country?: string;
  /** The operator's site, for an aggregator that reports per brand. */
  site?: string;
}
