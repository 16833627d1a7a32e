import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/data/database.types.ts';

/** Node 20 has no global WebSocket; supabase-js's realtime client needs one to construct. */
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as never },
};

export function stackInfo() {
  return inject('stack');
}

/** `path` on the shop the test stack serves. */
export function appUrl(path = '/'): string {
  return new URL(path, stackInfo().appUrl!).toString();
}

/** A shopper: the anonymous key, exactly as the browser uses it. */
export function anonClient(): SupabaseClient<Database> {
  const { apiUrl, anonKey } = stackInfo();
  return createClient<Database>(apiUrl, anonKey, options);
}

/** Direct SQL as the database owner, for arranging and inspecting state. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stackInfo().dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
