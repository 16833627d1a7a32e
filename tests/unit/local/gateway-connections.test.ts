// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startGateway } from '../../../supabase/local/gateway.ts';

// How the local gateway holds its connections to an upstream: kept open between requests for a
// route that asks for it (PostgREST), one per request otherwise, and a request that meets a
// kept connection the upstream has just closed is sent again rather than answered 502.

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * An upstream that answers with the client port of the connection each request came on. It reads
 * a body only after saying 100 Continue, as PostgREST does; `drop` decides, from how many requests
 * the connection has brought, whether to close it instead, before reading anything.
 */
function portEcho(drop: (count: number) => boolean = () => false): Server {
  const seen = new Map<Socket, number>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end(JSON.stringify({ port: req.socket.remotePort })));
  });
  server.on('checkContinue', (req, res) => {
    const count = (seen.get(req.socket) ?? 0) + 1;
    seen.set(req.socket, count);
    if (drop(count)) {
      req.socket.destroy();
      return;
    }
    res.writeContinue();
    server.emit('request', req, res);
  });
  return server;
}

async function gatewayTo(upstreamPort: number, reuseConnections: boolean): Promise<string> {
  const gateway = await startGateway(0, [{ prefix: '/rest/v1', target: `http://127.0.0.1:${upstreamPort}`, strip: true, reuseConnections }]);
  servers.push(gateway);
  return `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/rest/v1/rpc/place_order`;
}

const post = async (url: string) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"p_order":{}}' });
  return { status: response.status, body: (await response.json()) as { port?: number } };
};

describe('upstream connections', () => {
  it('keeps one connection to the upstream for requests one after another when the route reuses connections', async () => {
    const url = await gatewayTo(await listen(portEcho()), true);
    const first = await post(url);
    const second = await post(url);
    expect(first.status).toBe(200);
    expect(second).toEqual({ status: 200, body: { port: first.body.port } });
  });

  it('opens a connection per request for a route that does not', async () => {
    const url = await gatewayTo(await listen(portEcho()), false);
    const first = await post(url);
    const second = await post(url);
    expect(second.status).toBe(200);
    expect(second.body.port).not.toBe(first.body.port);
  });

  it('sends a request again on a fresh connection when the upstream drops the kept one as it arrives', async () => {
    // The second request on any connection finds it closed, as when the upstream times out an
    // idle connection the moment the gateway picks it.
    const url = await gatewayTo(await listen(portEcho((count) => count > 1)), true);
    const first = await post(url);
    const second = await post(url);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.port).not.toBe(first.body.port);
  });
});
