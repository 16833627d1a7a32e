/**
 * Where /rest/v1 and /functions/v1 go in development and `vite preview`: the local Supabase
 * gateway started by `npm start` (it sets LOCAL_SUPABASE_API_URL), else the one recorded in
 * .local/stack.json. Production builds talk to VITE_SUPABASE_URL directly and use no proxy.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ProxyOptions } from 'vite';

export function localSupabaseProxy(): Record<string, ProxyOptions> | undefined {
  let target = process.env.LOCAL_SUPABASE_API_URL;
  if (!target && existsSync('.local/stack.json')) {
    target = (JSON.parse(readFileSync('.local/stack.json', 'utf8')) as { apiUrl?: string }).apiUrl;
  }
  if (!target) return undefined;
  return {
    '/rest/v1': { target, changeOrigin: true },
    '/functions/v1': { target, changeOrigin: true },
  };
}
