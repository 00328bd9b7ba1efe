import { currentRequestId } from './request-id.ts';

/** JSON lines on stdout/stderr: enough for a container log collector, no dependency. */
type Fields = Record<string, unknown>;
const write = (level: string, fields: Fields, msg: string) => {
  // The request being served, when there is one (api/lib/request-id.ts): it follows the request into the API and the database.
  const rid = currentRequestId();
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...(rid ? { rid } : {}), ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
};
export const log = {
  info: (fields: Fields, msg: string) => write('info', fields, msg),
  warn: (fields: Fields, msg: string) => write('warn', fields, msg),
  error: (fields: Fields, msg: string) => write('error', fields, msg),
};
