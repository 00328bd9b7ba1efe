import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { operatorDomains, operators } from '../db/schema.ts';
import { Status } from '../../contract/common.ts';
import { sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';

export type Operator = typeof operators.$inferSelect;

/** Host names arrive as "casino1.localhost:3900"; the port and case never matter. */
export const normalizeDomain = (domain: string) => domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

type Window = Pick<Operator, 'maintenanceOn' | 'maintenanceStart' | 'maintenanceEnd'>;

/**
 * The maintenance window at `now`: set (`maintenanceOn`) and begun (no start, or a start passed)
 * and not over (no end, or an end still ahead). Every instance works it out from the same row and
 * its own clock, so a window opens and closes by itself everywhere at once; `nextChange` is when
 * the answer changes next (what is kept must not outlive it).
 */
export function maintenanceAt(o: Window, now: Date = new Date()): { active: boolean; nextChange: Date | null } {
  if (!o.maintenanceOn) return { active: false, nextChange: null };
  const t = now.getTime();
  if (o.maintenanceStart && o.maintenanceStart.getTime() > t) return { active: false, nextChange: o.maintenanceStart };
  if (o.maintenanceEnd && o.maintenanceEnd.getTime() <= t) return { active: false, nextChange: null };
  return { active: true, nextChange: o.maintenanceEnd };
}

export function assertOpen(o: Operator, now: Date = new Date()) {
  if (!maintenanceAt(o, now).active) return;
  throw new ApiError('maintenance', Status.serviceUnavailable, 200, {
    maintenance: { is_maintenance: true, start_date: o.maintenanceStart?.toISOString() ?? null, end_date: o.maintenanceEnd?.toISOString() ?? null },
  });
}

/** HOUSE_STYLE 2: the operator is resolved once per domain and cached briefly. */
export class OperatorDirectory {
  private cache = new Map<string, { at: number; operator: Operator | null }>();
  constructor(
    private db: Db,
    private ttlMs = 10_000,
  ) {}

  async find(domain: string): Promise<Operator | null> {
    const key = normalizeDomain(domain);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.operator;
    const rows = await this.db
      .select({ operator: operators })
      .from(operatorDomains)
      .innerJoin(operators, eq(operators.id, operatorDomains.operatorId))
      .where(eq(operatorDomains.domain, key))
      .limit(1);
    const operator = rows[0]?.operator ?? null;
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(key, { at: Date.now(), operator });
    return operator;
  }

  async require(domain: string | undefined): Promise<Operator> {
    if (!domain) throw new ApiError('siteNotFound');
    const operator = await this.find(domain);
    if (!operator) throw new ApiError('siteNotFound');
    return operator;
  }

  /**
   * The operator of a player or money call: while its site is in maintenance such calls answer
   * with the maintenance message instead; site information still answers.
   */
  async requireOpen(domain: string | undefined): Promise<Operator> {
    const operator = await this.require(domain);
    assertOpen(operator);
    return operator;
  }

  /**
   * A new back-office key for one operator, answered once: only its sha256 is
   * kept, and it replaces the previous key at once.
   */
  async newOpsKey(operatorId: number): Promise<string> {
    const key = randomBytes(32).toString('base64url');
    await this.db
      .update(operators)
      .set({ opsKeyHash: sha256(key) })
      .where(eq(operators.id, operatorId));
    this.invalidate();
    return key;
  }

  async byId(id: number): Promise<Operator | null> {
    const rows = await this.db.select().from(operators).where(eq(operators.id, id)).limit(1);
    return rows[0] ?? null;
  }

  private listeners = new Set<() => void>();

  /** Called whenever the back office changes an operator: caches built on its answers drop them. */
  onChange(listener: () => void) {
    this.listeners.add(listener);
  }

  invalidate() {
    this.cache.clear();
    for (const l of this.listeners) l();
  }

  /** Another instance changed an operator (through the bus): this one's cache drops. */
  dropCache() {
    this.cache.clear();
  }
}
