import type { Db } from '../db/client.ts';
import { operators } from '../db/schema.ts';

/** The command that makes a site, as the server and the start script tell it. */
export const CREATE_COMMAND = 'npm run operator -- create --domain <host> --template <code> --palette <1-5> --name "<site name>"';

/** The console's first administrator: the command prints their one-time sign-in link. */
export const CREATE_ADMIN_COMMAND = 'npm run operator -- create-admin --email <address>';

export const NO_OPERATOR = `No operator in the database: every page answers "This site is not configured". Create one with: ${CREATE_COMMAND}, then the console's first administrator with: ${CREATE_ADMIN_COMMAND}`;

export async function hasOperator(db: Db): Promise<boolean> {
  return (await db.select({ id: operators.id }).from(operators).limit(1)).length > 0;
}
