import type { PGlite } from '@electric-sql/pglite';

/** One row of the embedded database, as JSON: what a public API call costs at the least. */
export async function loader() {
  const db = (globalThis as unknown as { bareDb: PGlite }).bareDb;
  const { rows } = await db.query('select id, name from site where id = $1', [1]);
  return Response.json({ statusCode: 1, site: rows[0] });
}
