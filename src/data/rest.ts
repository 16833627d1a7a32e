/**
 * Where the Supabase project is and how an anonymous caller identifies itself, plus the one kind
 * of request the first page visit makes: a PostgREST read with plain `fetch`. The catalogue reads
 * (src/data/catalog.ts) use it, so the first visit does not load @supabase/postgrest-js; the order
 * path (src/data/client.ts, loaded with the checkout) keeps the official clients.
 *
 * In development the app's own origin serves /rest/v1 and /functions/v1 (Vite proxies them to the
 * local stack); a production build is pointed at a hosted project with VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY at build time.
 */
export function supabaseUrl(): string {
  return (
    import.meta.env.VITE_SUPABASE_URL ||
    // Build-time prerendering runs this module in Node, where there is no page origin.
    (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.PRERENDER_SUPABASE_URL ||
    globalThis.location?.origin ||
    'http://localhost'
  );
}

const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? '';
export const supabaseHeaders = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };

/** A PostgREST error body (or what stands in for one when the answer is not JSON). */
export interface RestError {
  message: string;
}

/** As postgrest-js does for reads: up to 3 retries, 1 s, 2 s, 4 s apart (or the Retry-After). */
const MAX_RETRIES = 3;
/** 520: a proxy's transient connection error; 503: PostgREST's schema cache is not loaded yet. */
const RETRYABLE_STATUS = [520, 503];
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /rest/v1/<path>?<query>, or POST /rest/v1/<path> with `body` as JSON: the JSON answer, or
 * the error, as postgrest-js reports it (`{ data, error }`, never throwing): a refused connection
 * or a 503/520 answer is retried a few times first (neither ran the request).
 */
async function restRead(
  path: string,
  request: { query: Record<string, string> } | { body: Record<string, string> },
): Promise<{ data: unknown; error: null } | { data: null; error: RestError }> {
  const url = `${supabaseUrl()}/rest/v1/${path}${'query' in request ? `?${new URLSearchParams(request.query).toString()}` : ''}`;
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    const headers: Record<string, string> = { ...supabaseHeaders, Accept: 'application/json' };
    if (attempt > 0) headers['X-Retry-Count'] = String(attempt);
    try {
      response = await fetch(
        url,
        'body' in request
          ? { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(request.body) }
          : { headers },
      );
    } catch (error) {
      if (attempt < MAX_RETRIES) {
        await sleep(retryDelay(attempt));
        continue;
      }
      return { data: null, error: { message: error instanceof Error ? error.message : String(error) } };
    }
    if (attempt < MAX_RETRIES && RETRYABLE_STATUS.includes(response.status)) {
      const retryAfter = response.headers.get('Retry-After');
      await response.text();
      await sleep(retryAfter !== null ? Math.max(0, parseInt(retryAfter, 10) || 0) * 1000 : retryDelay(attempt));
      continue;
    }
    break;
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    return { data: null, error: { message: typeof message === 'string' ? message : text || `HTTP ${response.status}` } };
  }
  return { data: body, error: null };
}

/** GET /rest/v1/<table>?<query>: the rows, or the error (see restRead). */
export async function restSelect<Row>(
  table: string,
  query: Record<string, string>,
): Promise<{ data: Row[]; error: null } | { data: null; error: RestError }> {
  // As postgrest-js does, the column list travels without the spaces written for readability.
  const answer = await restRead(table, { query: { ...query, ...(query.select ? { select: query.select.replace(/\s+/g, '') } : {}) } });
  if (answer.error) return answer;
  if (!Array.isArray(answer.data)) return { data: null, error: { message: 'not a list of rows' } };
  return { data: answer.data as Row[], error: null };
}

/**
 * POST /rest/v1/rpc/<fn>: a reading function's answer, or the error (see restRead). A POST, as
 * postgrest-js calls functions: the shopper throttle counts the calls it covers, which a GET
 * (run read-only) could not, so it refuses them by GET.
 */
export async function restRpc<Answer>(fn: string, args: Record<string, string>): Promise<{ data: Answer; error: null } | { data: null; error: RestError }> {
  const answer = await restRead(`rpc/${fn}`, { body: args });
  if (answer.error) return answer;
  return { data: answer.data as Answer, error: null };
}
