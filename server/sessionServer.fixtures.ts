// Shared setup of the session server's tests (sessionServer.*.test.ts): a server per test, every peer a test opened
// closed and the server shut down after it.
import { afterEach } from 'vitest';
import type { SessionServer } from './sessionServer.ts';
import { testServer, type Peer } from './testkit.ts';

export function sessionServerFixture() {
  let server: SessionServer | null = null;
  const open: Peer[] = [];
  const track = <T extends { p?: Peer; gm?: Peer }>(x: T): T => {
    if (x.p) open.push(x.p);
    if (x.gm) open.push(x.gm);
    return x;
  };

  async function start(limits = {}, token?: string): Promise<SessionServer> {
    server = await testServer(limits, token);
    return server;
  }

  /** The test closed the server itself: nothing left to shut down after it. */
  const forget = () => {
    server = null;
  };

  afterEach(async () => {
    for (const p of open.splice(0)) p.close();
    await server?.close();
    server = null;
  });

  return { start, track, forget };
}
