import type { ConsoleAdjustments } from './console-adjustments.ts';
import type { ConsoleMessages } from './console-messages.ts';
import type { ConsoleSports } from './console-sports.ts';
import type { StaffMember, StaffRole, TotpEnrolment } from './console.ts';
import type { ConsoleContentBackend } from './console-content.ts';
import type { ConsoleCmsBackend } from './console-cms.ts';
import type { ConsolePromotionsBackend } from './console-promotions.ts';

/**
 * What the console's pages ask of the server (types only): the Express server builds it from the
 * staff service and the console's data services (api/console/*), and hands it to loaders and
 * actions through the request context. Every call that reads or writes an operator's data takes
 * the viewer and checks their role and operator itself; a refusal is thrown as a ConsoleRefusal.
 */

/** Who is asking, from where: written into the audit log with every change. */
export interface ConsoleMeta {
  ip: string;
  userAgent?: string;
}

/** A refusal: `message` is a key ('forbidden', 'notFound', 'invalidCredentials', 'tooManyAttempts' …). */
export interface ConsoleRefusal {
  message: string;
  /** Seconds to wait, with 'tooManyAttempts' and 'busy'. */
  retryAfter?: number;
}

/** The signed-in member of a request, as the pages know them. */
export interface ConsoleViewer {
  sessionId: number;
  member: StaffMember;
  /** Production asks for an authenticator first: until then only enrolment is reachable. */
  needsEnrolment: boolean;
  expiresAt: string;
}

export interface ConsoleSignedIn {
  token: string;
  expiresAt: Date;
  member: StaffMember;
  enrolment?: TotpEnrolment;
}

export interface OperatorChoice {
  code: string;
  name: string;
}

export interface Paged<T> {
  rows: T[];
  page: number;
  pageSize: number;
  /** True when another page follows. */
  more: boolean;
}

export interface PlayerListRow {
  accountId: string;
  fullName: string;
  email: string;
  phone: string;
  status: 'active' | 'BLOCK' | 'CLOSE';
  /** Minor units. */
  balance: number;
  createdAt: string;
}

export interface PlayerSessionRow {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string;
  device: string;
  live: boolean;
  scope: 'full' | 'withdraw';
}

export interface StatementRow {
  id: number;
  at: string;
  kind: string;
  /** Minor units, signed. */
  amount: number;
  balanceAfter: number;
  note: string;
}

export interface BetRow {
  id: string;
  at: string;
  product: 'casino' | 'sports';
  title: string;
  stake: number;
  payout: number;
  status: string;
}

export interface ProtectionView {
  limits: { kind: string; period: string; amount: number; pending: number | null; pendingFrom: string | null }[];
  /** A time-out or self-exclusion in force (never liftable early from the console). */
  exclusion: { kind: string; until: string | null } | null;
}

export interface NoteRow {
  id: number;
  at: string;
  author: string;
  body: string;
}

export interface PlayerDetail {
  accountId: string;
  fullName: string;
  email: string;
  phone: string;
  status: 'active' | 'BLOCK' | 'CLOSE';
  createdAt: string;
  lastLoginAt: string | null;
  /** Minor units. */
  balance: number;
  held: number;
  totalDeposit: number;
  sessions: PlayerSessionRow[];
  protection: ProtectionView;
  notes: NoteRow[];
}

export interface WithdrawalRow {
  id: number;
  accountId: string;
  /** Minor units. */
  amount: number;
  bank: string;
  accountNumber: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface DepositRow {
  id: number;
  accountId: string;
  amount: number;
  method: string;
  provider: string;
  status: string;
  createdAt: string;
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  operator: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  fromAddress: string | null;
}

/** What each role may do in the console (checked again by the server on every call). */
export const CONSOLE_ABILITIES = {
  players: ['platform_admin', 'operator_admin', 'payments', 'support'],
  playerWrite: ['platform_admin', 'operator_admin'],
  notes: ['platform_admin', 'operator_admin', 'support'],
  block: ['platform_admin', 'operator_admin'],
  money: ['platform_admin', 'operator_admin', 'payments'],
  audit: ['platform_admin', 'operator_admin'],
  site: ['platform_admin', 'operator_admin'],
  content: ['platform_admin', 'operator_admin', 'content_editor'],
  /** The operator's console settings (the adjustment approval threshold). */
  settings: ['platform_admin', 'operator_admin'],
  /** A sports event's result is every operator's: only a platform administrator sets one. */
  sportsResults: ['platform_admin'],
  /** Messages and rewards to players' inboxes. */
  messages: ['platform_admin', 'operator_admin'],
  /** Every operator's audit entries and the platform's own. */
  platformAudit: ['platform_admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsoleAbility = keyof typeof CONSOLE_ABILITIES;
export const may = (role: StaffRole, ability: ConsoleAbility) => (CONSOLE_ABILITIES[ability] as readonly StaffRole[]).includes(role);

export interface ConsoleBackend extends ConsoleAdjustments, ConsoleSports, ConsoleMessages {
  signIn(email: string, password: string, code: string | undefined, meta: ConsoleMeta): Promise<ConsoleSignedIn>;
  /**
   * The first step of a sign-in: the email and password are right (else 'invalidCredentials',
   * counted like a failed sign-in), and whether the authenticator's code must follow, with the
   * sealed ticket that step sends instead of the password.
   */
  checkPassword(email: string, password: string, meta: ConsoleMeta): Promise<{ codeNeeded: boolean; ticket?: string }>;
  /** The second step: the ticket of the first and the authenticator's code. */
  signInWithTicket(ticket: string, code: string, meta: ConsoleMeta): Promise<ConsoleSignedIn>;
  /** A one-time welcome link's token and the member's new password: their first session (enrolment follows). */
  welcome(token: string, password: string, meta: ConsoleMeta): Promise<ConsoleSignedIn>;
  viewer(token: string | undefined): Promise<ConsoleViewer | null>;
  /** The secret to add to an authenticator app (made now if none is waiting). */
  enrolment(token: string): Promise<TotpEnrolment>;
  confirmTotp(token: string, code: string, meta: ConsoleMeta): Promise<StaffMember>;
  signOut(token: string | undefined): Promise<void>;
  signOutEverywhere(token: string, meta: ConsoleMeta): Promise<number>;
  /** The operators the viewer works for (all of them for a platform administrator). */
  operators(viewer: ConsoleViewer): Promise<OperatorChoice[]>;

  searchPlayers(viewer: ConsoleViewer, operator: string, query: string, page: number): Promise<Paged<PlayerListRow>>;
  player(viewer: ConsoleViewer, operator: string, accountId: string): Promise<PlayerDetail>;
  statement(viewer: ConsoleViewer, operator: string, accountId: string, page: number): Promise<Paged<StatementRow>>;
  bets(viewer: ConsoleViewer, operator: string, accountId: string, page: number): Promise<Paged<BetRow>>;
  endSessions(viewer: ConsoleViewer, operator: string, accountId: string, sessionId: number | 'all', meta: ConsoleMeta): Promise<number>;
  addNote(viewer: ConsoleViewer, operator: string, accountId: string, body: string, meta: ConsoleMeta): Promise<void>;
  setBlocked(viewer: ConsoleViewer, operator: string, accountId: string, blocked: boolean, reason: string, meta: ConsoleMeta): Promise<void>;

  withdrawals(viewer: ConsoleViewer, operator: string, status: 'pending' | 'decided', page: number): Promise<Paged<WithdrawalRow>>;
  /** Approves (the held money has left) or rejects with a reason (the hold returns to the balance). */
  decideWithdrawal(viewer: ConsoleViewer, operator: string, id: number, decision: 'approved' | 'rejected', reason: string, meta: ConsoleMeta): Promise<void>;
  deposits(viewer: ConsoleViewer, operator: string, page: number): Promise<Paged<DepositRow>>;

  audit(viewer: ConsoleViewer, operator: string, query: { text?: string; page: number; pageSize?: number }): Promise<Paged<AuditRow>>;

  /** Slides, announcements, the marquee and news (api/console/content.ts). */
  content: ConsoleContentBackend;
  /** The CMS pages (about, terms, privacy, responsible gaming) in every language of the site (api/console/cms.ts). */
  cms: ConsoleCmsBackend;
  /** The promotions' texts in every language of the site (api/console/promotions.ts). */
  promotions: ConsolePromotionsBackend;
  platformAudit(viewer: ConsoleViewer, query: { text?: string; page: number }): Promise<Paged<AuditRow>>;
}
