import { createServer } from 'node:net';

/** Resolves when the port can be bound on 127.0.0.1, rejects with a clear message otherwise. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use. Stop whatever holds it (is the shop already running?) or choose other ports with the environment variables listed in docs/development.md.`
            : `Cannot listen on port ${port} (${what}): ${error.message}`,
        ),
      );
    });
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve()));
  });
}

/** A port the OS considers free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls an HTTP URL until it answers (any status below 500) or the time is up. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = 25;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: the process exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
