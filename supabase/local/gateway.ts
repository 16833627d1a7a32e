import { Agent, createServer, request as httpRequest, type ClientRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * The largest request body the gateway passes on to PostgREST or a function. Supabase documents
 * no limit for either; 1 MiB is nginx's default `client_max_body_size`, the usual ceiling of a
 * gateway in front of an API, and the shop's largest request (an order with its lines) is a few
 * kilobytes. A larger body is answered 413 here and never reaches an upstream.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** An answer the gateway gives itself instead of forwarding. */
export interface Refusal {
  status: number;
  body: Record<string, unknown>;
}

const bodyTooLarge: Refusal = {
  status: 413,
  body: { message: `Request body too large (limit ${MAX_REQUEST_BODY_BYTES} bytes)` },
};

/** A path prefix served by a local upstream, as Supabase's API gateway does in production. */
export interface Route {
  prefix: string;
  /** Where requests go; the prefix is stripped when `strip` is true. */
  target: string;
  strip: boolean;
  /** A check before forwarding (a function's JWT); `path` is the URL after the prefix. */
  admit?: (path: string, req: IncomingMessage) => Refusal | undefined;
  /**
   * Keep upstream connections open between requests, as hosted Supabase's gateway does with
   * PostgREST. Without it every request opens a fresh loopback connection and waits for its
   * handshake; through PostgREST that cost about 1 ms of CPU per request on the 2-core bench
   * machine, gateway and PostgREST together, an eighth of an order's whole cost (bench:orders).
   */
  reuseConnections?: boolean;
}

/** A path prefix answered in this process (the local mail sink). */
export interface LocalRoute {
  prefix: string;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * The local stand-in for Supabase's API gateway: one origin (like https://<ref>.supabase.co)
 * with /rest/v1 → PostgREST and /functions/v1 → the edge functions, so supabase-js works
 * unchanged against it. It refuses what the platform refuses before an upstream sees it: a body
 * over MAX_REQUEST_BODY_BYTES, and whatever a route's `admit` check turns away.
 */
export function startGateway(port: number, routes: (Route | LocalRoute)[]): Promise<Server> {
  // An idle connection is closed by the gateway after 2 s, long before PostgREST would close it
  // (Warp: 30 s), so the gateway never picks a connection the upstream is closing.
  const agents = new Map(routes.filter((r): r is Route => 'reuseConnections' in r && r.reuseConnections === true).map((r) => [r, new Agent({ keepAlive: true, timeout: 2_000 })]));
  const server = createServer((req, res) => {
    const route = routes.find((r) => req.url === r.prefix || req.url?.startsWith(`${r.prefix}/`) || req.url?.startsWith(`${r.prefix}?`));
    if (!route) {
      refuse(req, res, { status: 404, body: { message: 'no route', routes: routes.map((r) => r.prefix) } });
      return;
    }
    if ('handle' in route) route.handle(req, res);
    else forward(req, res, route, agents.get(route) ?? false);
  });
  server.on('close', () => {
    for (const agent of agents.values()) agent.destroy();
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

function forward(req: IncomingMessage, res: ServerResponse, route: Route, agent: Agent | false): void {
  const url = req.url ?? '/';
  const afterPrefix = url.slice(route.prefix.length);
  const refusal = (Number(req.headers['content-length']) > MAX_REQUEST_BODY_BYTES ? bodyTooLarge : undefined) ?? route.admit?.(afterPrefix, req);
  if (refusal) {
    refuse(req, res, refusal);
    return;
  }
  const target = new URL(route.target);
  let path = route.strip ? afterPrefix : url;
  if (!path.startsWith('/')) path = `/${path}`;
  const withBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  const upstream = httpRequest(
    {
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers: {
        ...req.headers,
        host: target.host,
        'x-forwarded-for': forwardedFor(req),
        // The body goes up only once the upstream asks for it. PostgREST refuses some requests
        // (a bad token, an unknown route) without reading the body and then resets the
        // connection; a gateway still sending the body lost that answer to "write ECONNRESET"
        // and answered 502 instead. Asked first, PostgREST and Deno simply answer.
        ...(withBody ? { expect: '100-continue' } : {}),
      },
      // Unless the route keeps connections, a fresh loopback connection per request: reusing
      // kept-alive sockets raced with upstreams closing idle ones (the edge functions) and
      // surfaced as sporadic 502 "socket hang up".
      agent,
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      // An upstream cut off mid-answer: cut the client off too rather than leave it waiting.
      upstreamRes.on('error', () => res.destroy());
      // Answered without taking the whole body: that connection can carry nothing more.
      upstreamRes.on('end', () => {
        if (!upstream.writableEnded) upstream.destroy();
      });
      upstreamRes.pipe(res);
    },
  );
  let bodyStarted = false;
  let sentAgain = false;
  upstream.on('error', (error) => {
    // A kept-alive connection the upstream closed just as this request took it: the upstream
    // read nothing (a body waits for 100 Continue), so the request goes again on a fresh one.
    if (upstream.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET' && !bodyStarted && !res.headersSent) {
      sentAgain = true;
      forward(req, res, route, false);
      return;
    }
    if (!res.headersSent) refuse(req, res, { status: 502, body: { message: `upstream ${route.prefix} unavailable: ${error.message}` } });
  });
  // Whatever the client still sends once the upstream is gone is read and discarded, so it can
  // finish sending and read the answer instead of being stuck or reset mid-upload.
  upstream.on('close', () => {
    if (!sentAgain) req.resume();
  });
  // The client gave up mid-request: so does the gateway.
  req.on('close', () => {
    if (!req.complete) upstream.destroy();
  });
  const sendBody = () => {
    bodyStarted = withBody;
    forwardBodyWithinLimit(req, upstream, () => {
      if (!res.headersSent) refuse(req, res, bodyTooLarge);
      upstream.destroy();
    });
  };
  if (withBody) upstream.once('continue', sendBody);
  else sendBody();
}

/**
 * Streams the request body upstream while counting it, since a chunked body declares no length:
 * past MAX_REQUEST_BODY_BYTES it calls `onTooLarge` once and forwards nothing more.
 */
function forwardBodyWithinLimit(req: IncomingMessage, upstream: ClientRequest, onTooLarge: () => void): void {
  // Sent again after a first attempt read it to its (empty) end: nothing more will come.
  if (req.readableEnded) {
    upstream.end();
    return;
  }
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (upstream.destroyed) return;
    if (received > MAX_REQUEST_BODY_BYTES) {
      onTooLarge();
      return;
    }
    if (!upstream.write(chunk)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  });
  req.on('end', () => {
    if (!upstream.destroyed) upstream.end();
  });
}

/** Answers with a JSON error, discarding whatever body the client is still sending. */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  res.writeHead(refusal.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(refusal.body));
  req.resume();
}
