// The bare app's server (bench/bare): Express 5 and React Router's request handler, as the product
// serves its pages, with one table in an embedded PGlite for /row. PORT, BARE_BUILD_DIR.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createRequestHandler } from '@react-router/express';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, process.env.BARE_BUILD_DIR ?? 'build');
const db = new PGlite();
await db.exec("create table site (id int primary key, name text); insert into site values (1, 'bare')");
globalThis.bareDb = db;
const build = await import(path.join(buildDir, 'server', 'index.js'));
const app = express();
app.disable('x-powered-by');
app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }));
app.all('/{*splat}', createRequestHandler({ build, mode: 'production' }));
app.listen(Number(process.env.PORT ?? 3979), '127.0.0.1', () => console.log('bare app listening'));
