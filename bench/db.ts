import pg from 'pg';

/** One query on a connection of its own: for bench scripts that read the database now and then. */
export async function query<T extends pg.QueryResultRow>(dbUrl: string, text: string): Promise<T[]> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    return (await db.query<T>(text)).rows;
  } finally {
    await db.end();
  }
}
