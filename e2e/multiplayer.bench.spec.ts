/**
 * Issue 20: players click from their own devices — the bench: a request is visible on every page, 8 players through
 * the real session server (started by playwright.config.ts's webServer) behind the preview's /ws proxy.
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { WebSocket as NodeSocket } from 'ws';
import { readInvite } from '../src/net/invite';
import { GmSessionPage, PlayerSessionPage } from './pages/session';
import { creature } from './multiplayer.fixtures';

test.describe('players on their own devices (issue 20)', () => {
  test('bench: request → visible on every page, 8 players through the real server', async ({ page, browser }) => {
    const browsers = Math.max(1, Math.min(8, Number(process.env.SADDLEGRID_BENCH_BROWSERS ?? 2)));
    test.setTimeout(60_000 + browsers * 30_000);
    const gm = new GmSessionPage(page);
    await gm.board.open();
    const link = await gm.start();
    const invite = readInvite(new URL(link).hash);
    if (!invite) throw new Error('no invite');
    const pages: PlayerSessionPage[] = [];
    for (let i = 0; i < browsers; i++)
      pages.push(
        await PlayerSessionPage.join(browser, link, i === 0 ? 'Alice' : `Player ${i + 1}`, { width: 800, height: 600 }),
      );
    const alice = pages[0] as PlayerSessionPage;
    // The other players as plain sockets, recording when each view revision arrived.
    const arrivals: Map<number, number>[] = [];
    const sockets: NodeSocket[] = [];
    for (let i = 0; i < 8 - browsers; i++) {
      const seen = new Map<number, number>();
      arrivals.push(seen);
      const ws = new NodeSocket(invite.server);
      sockets.push(ws);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => {
          ws.send(
            JSON.stringify({
              t: 'join',
              v: 1,
              room: invite.room,
              secret: invite.secret,
              name: `Bot ${i + 1}`,
              lang: 'en',
            }),
          );
          resolve();
        });
        ws.once('error', reject);
      });
      ws.on('message', (d) => {
        const text = d.toString();
        // A whole view or a patch of one (issue 27): either makes the revision visible.
        if (!text.startsWith('{"t":"view"') && !text.startsWith('{"t":"patch"')) return;
        const rev = (JSON.parse(text) as { rev: number }).rev;
        if (!seen.has(rev)) seen.set(rev, Date.now());
      });
    }
    await expect(page.locator('[data-testid^="session.player."]')).toHaveCount(8);
    const aliceId = await gm.player('Alice');
    await gm.give(aliceId, 'c2');
    await expect(alice.page.getByTestId(`player.act.${await alice.idOf('Sir Aldric')}`)).toBeVisible();
    const blaze = await alice.idOf('Blaze (warhorse)');
    // Each browser page records when a revision became visible (its encounter store changed).
    for (const p of pages.map((x) => x.page))
      await p.evaluate(() => {
        const w = window as unknown as { __seen: Record<number, number> };
        w.__seen = {};
        const s = window.__saddlegridSession;
        s?.state.subscribe((st) => {
          if (!(st.rev in w.__seen)) w.__seen[st.rev] = Date.now();
        });
      });
    const start = (await creature(page, 'c1'))?.pos as { x: number; y: number };
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const to = i % 2 === 0 ? { x: start.x + 1, y: start.y } : start;
      const revBefore = await alice.rev();
      const t0 = await alice.page.evaluate(
        ({ t, id }) => {
          const now = Date.now();
          window.__saddlegridSession?.move(id, t);
          return now;
        },
        { t: to, id: blaze },
      );
      await expect
        .poll(async () => {
          for (const p of pages) if ((await p.rev()) <= revBefore) return false;
          return arrivals.every((m) => [...m.keys()].some((r) => r > revBefore));
        })
        .toBe(true);
      const seen = await Promise.all(
        pages.map((p) => p.page.evaluate(() => (window as unknown as { __seen: Record<number, number> }).__seen)),
      );
      const first = (m: Record<number, number> | Map<number, number>) =>
        Math.min(
          ...[
            ...(m instanceof Map ? m.entries() : Object.entries(m).map(([k, v]) => [Number(k), v] as [number, number])),
          ]
            .filter(([r]) => r > revBefore)
            .map(([, t]) => t),
        );
      const last = Math.max(...seen.map(first), ...arrivals.map(first));
      times.push(last - t0);
      expect((await creature(page, 'c1'))?.pos).toEqual(to);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] as number;
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `[bench issue 20] request → visible on all 8 players (${browsers} browser pages + ${8 - browsers} sockets), ${times.length} requests: mean ${mean.toFixed(1)} ms, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${times[times.length - 1]} ms`,
    );
    for (const s of sockets) s.close();
    for (const p of pages) await p.close();
  });
});
