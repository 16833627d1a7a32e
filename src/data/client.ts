import { PostgrestClient } from '@supabase/postgrest-js';
import { FunctionsClient } from '@supabase/functions-js';
import type { Database } from './database.types.ts';
import { supabaseHeaders, supabaseUrl } from './rest.ts';

/**
 * The order path's Supabase client (loaded with the checkout; catalogue reads use plain fetch,
 * src/data/rest.ts), made of the two official clients an anonymous storefront uses:
 * PostgREST (tables and RPCs) and edge functions. The full @supabase/supabase-js would add auth,
 * realtime and storage to every first visit (about 44 KB gzip) for features the shop does not
 * have; its `from`, `rpc` and `functions.invoke` work the same here.
 *
 * In development the app's own origin serves /rest/v1 and /functions/v1 (Vite proxies them to the
 * local stack); a production build is pointed at a hosted project with VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY at build time.
 */
const headers = supabaseHeaders;

const rest = new PostgrestClient<Database>(`${supabaseUrl()}/rest/v1`, { headers });

export const supabase = {
  from: rest.from.bind(rest),
  rpc: rest.rpc.bind(rest),
  functions: new FunctionsClient(`${supabaseUrl()}/functions/v1`, { headers }),
};
