// Liveness probe: answers when the edge runtime is up. GET /functions/v1/health
Deno.serve(() =>
  new Response(JSON.stringify({ ok: true, runtime: `deno ${Deno.version.deno}` }), {
    headers: { 'content-type': 'application/json' },
  }),
);
