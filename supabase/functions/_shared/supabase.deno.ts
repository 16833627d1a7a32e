/**
 * What every edge function opens the same way: its settings from the environment, and its
 * client of the project's API. Deno only (Deno.env, an npm: import), so the project's tsc leaves
 * it out (tsconfig.json); `npm run typecheck:functions` checks it with the functions.
 */
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@^2.109.0';

/** A setting from the function's environment, trimmed; blank counts as unset. */
export function env(name: string): string | undefined {
  const value = Deno.env.get(name)?.trim();
  return value ? value : undefined;
}

/**
 * The project's API as the platform gives it to functions (SUPABASE_URL, and the local stack the
 * same), with the service role (the functions' own work on orders and their records) or the anon
 * key (reading only what any shopper may read, through row level security). No session: a
 * function is no signed-in user.
 */
export function supabaseClient(role: 'service_role' | 'anon'): SupabaseClient {
  const key = env(role === 'anon' ? 'SUPABASE_ANON_KEY' : 'SUPABASE_SERVICE_ROLE_KEY') ?? '';
  return createClient(env('SUPABASE_URL') ?? 'http://127.0.0.1:54321', key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}
