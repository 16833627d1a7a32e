import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A path prefix served by a local upstream, as Supabase's API gateway does in production. */
export interface Route {
  prefix: string;
  /** Where requests go; the prefix is stripped when `strip` is true. */
  target: string;
  strip: boolean;
}

/** A path prefix answered in this process (the local mail sink). */
export interface LocalRoute {
  prefix: string;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * The local stand-in for Supabase's API gateway: one origin (like https://<ref>.supabase.co)
 * with /rest/v1 → PostgREST and /functions/v1 → the edge functions, so supabase-js works
 * unchanged against it.
 */
export function startGateway(port: number, routes: (Route | LocalRoute)[]): Promise<Server> {
  const server = createServer((req, res) => {
    const route = routes.find((r) => req.url === r.prefix || req.url?.startsWith(`${r.prefix}/`) || req.url?.startsWith(`${r.prefix}?`));
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'no route', routes: routes.map((r) => r.prefix) }));
      return;
    }
    if ('handle' in route) route.handle(req, res);
    else forward(req, res, route);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * X-Forwarded-For with the TCP peer appended as the last hop, as hosted Supabase's proxies do:
 * whatever the client wrote stays to the left, and the last entry is the address this gateway
 * saw, which the database's throttle counts (20261122121000_shopper_call_throttle.sql).
 */
function forwardedFor(req: IncomingMessage): string {
  const peer = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const sent = req.headers['x-forwarded-for'];
  const earlier = (Array.isArray(sent) ? sent.join(', ') : sent ?? '').trim();
  return earlier ? `${earlier}, ${peer}` : peer;
}

function forward(req: IncomingMessage, res: ServerResponse, route: Route): void {
  const target = new URL(route.target);
  let path = route.strip ? (req.url ?? '/').slice(route.prefix.length) : (req.url ?? '/');
  if (!path.startsWith('/')) path = `/${path}`;
  const upstream = httpRequest(
    {
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor(req) },
      // A fresh loopback connection per request: reusing kept-alive sockets raced with upstreams
      // closing idle ones and surfaced as sporadic 502 "socket hang up".
      agent: false,
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `upstream ${route.prefix} unavailable: ${error.message}` }));
  });
  req.pipe(upstream);
}
