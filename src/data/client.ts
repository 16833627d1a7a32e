import { createClient } from '@supabase/supabase-js';

/**
 * The one Supabase client of the app. In development the app's own origin serves /rest/v1 and
 * /functions/v1 (Vite proxies them to the local stack); a production build is pointed at a
 * hosted project with VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time.
 */
const url = import.meta.env.VITE_SUPABASE_URL || globalThis.location?.origin || 'http://localhost';
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? '';

export const supabase = createClient(url, anonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
