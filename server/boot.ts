/**
 * Imported first by server/index.ts, before anything imports React, React Router or Express.
 *
 * NODE_ENV is the product's mode: it decides the demo switches (server/env.ts). The libraries read
 * the same variable once, when first loaded, to pick their code paths; React's development build
 * renders several times slower and Express's shows stack traces, so they always get 'production'.
 */
import fs from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * `.env` in the working directory, as .env.example says: its settings apply where the
 * environment does not set them (the shell wins), and empty ones count as unset. The tests' servers
 * (NODE_ENV=test) never read a developer's file.
 */
if (process.env.NODE_ENV !== 'test' && fs.existsSync('.env')) {
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync('.env', 'utf8')))) {
    if (process.env[name] === undefined && value !== '') process.env[name] = value;
  }
}

export const productMode = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
