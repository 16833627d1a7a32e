/**
 * CORS for functions the storefront calls from the browser with supabase.functions.invoke(),
 * which sends authorization, apikey, content-type and x-client-info headers. In development
 * the app calls through its own origin (Vite's proxy), but a production build calls the hosted
 * project's origin, so the preflight must succeed.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** A JSON answer with the CORS headers. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' },
  });
}
