import pg from 'pg';

/** Runs `use` on a connection of its own to `dbUrl`, closed after it, whether it succeeds or throws. */
export async function withDatabase<T>(dbUrl: string, use: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    return await use(db);
  } finally {
    await db.end();
  }
}

/** One query on a connection of its own: for bench scripts that read the database now and then. */
export async function query<T extends pg.QueryResultRow>(dbUrl: string, text: string): Promise<T[]> {
  return withDatabase(dbUrl, async (db) => (await db.query<T>(text)).rows);
}
