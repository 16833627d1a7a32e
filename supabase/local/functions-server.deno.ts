// Runs every edge function in supabase/functions/<name>/index.ts under one Deno process, the
// way Supabase's edge runtime does: each function calls Deno.serve(handler); we capture that
// handler instead of opening a port, and route /functions/v1/<name> (or /<name>) to it.
//
// Runs under Deno, not Node: excluded from the project's tsc run.

type Handler = (request: Request, info?: unknown) => Response | Promise<Response>;

const functionsDir = Deno.env.get('FUNCTIONS_DIR')!;
const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? '54324');

const handlers = new Map<string, Handler>();
const failures = new Map<string, string>();
let loading = '';

const realServe = Deno.serve.bind(Deno);
// deno-lint-ignore no-explicit-any
(Deno as any).serve = (first: any, second?: any) => {
  const handler: Handler = typeof first === 'function' ? first : second ?? first.handler;
  handlers.set(loading, handler);
  return { finished: Promise.resolve(), shutdown: async () => {}, ref() {}, unref() {}, addr: { hostname: '127.0.0.1', port, transport: 'tcp' } };
};

for await (const entry of Deno.readDir(functionsDir)) {
  if (!entry.isDirectory || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
  const indexFile = `${functionsDir}/${entry.name}/index.ts`;
  try {
    await Deno.stat(indexFile);
  } catch {
    continue;
  }
  loading = entry.name;
  try {
    await import(`file://${indexFile}`);
    if (!handlers.has(entry.name)) failures.set(entry.name, 'index.ts did not call Deno.serve()');
  } catch (error) {
    failures.set(entry.name, error instanceof Error ? error.message : String(error));
    console.error(`function ${entry.name} failed to load:`, error);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

realServe({ hostname: '127.0.0.1', port, onListen: () => console.log(`functions listening on ${port}: ${[...handlers.keys()].join(', ')}`) }, async (request, info) => {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/functions\/v1/, '');
  if (path === '/_health') return json(200, { functions: [...handlers.keys()], failures: Object.fromEntries(failures) });
  const name = path.split('/')[1] ?? '';
  const handler = handlers.get(name);
  if (!handler) {
    const reason = failures.get(name);
    return reason ? json(500, { error: `Function ${name} failed to load: ${reason}` }) : json(404, { error: `No function named ${name}` });
  }
  try {
    return await handler(request, info);
  } catch (error) {
    console.error(`function ${name} threw:`, error);
    return json(500, { error: 'Internal function error' });
  }
});
