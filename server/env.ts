import { z } from 'zod';

/** HOUSE_STYLE 5: configuration is validated at boot; a bad value names itself and stops the start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3900),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPERATOR_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(60 * 24),
  DEMO_TAC: z.enum(['0', '1']).default('0'),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  STARTUP_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** Failed sign-ins and code checks one address may make in 15 minutes. */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Saved bank accounts a player may hold. */
  MAX_BANK_ACCOUNTS: z.coerce.number().int().min(1).max(20).default(3),
  /** The demo back office decides a withdrawal this long after it is requested (0: never). */
  WITHDRAWAL_DECISION_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
  /** Key shared with the demo payment provider; made once and kept in DATA_DIR when unset. */
  PAYMENT_DEMO_SECRET: z.string().min(16).optional().or(z.literal('').transform(() => undefined)),
  /** Where the demo provider sends its notifications (default: this server on loopback). */
  PAYMENT_NOTIFY_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** How long the demo provider waits before it notifies, as a real provider does. */
  PAYMENT_NOTIFY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /** Enables GET /api/ops/ledger-check for callers sending this key in x-ops-key (16+ characters). */
  OPS_KEY: z.string().min(16).optional().or(z.literal('').transform(() => undefined)),
});
export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
