/** Per address (issue 27): what one machine may cost the others — connections, openings, new rooms, origins. */
import type { IncomingMessage } from 'node:http';
import { refill, take } from './serverLimits.ts';
import type { Address, Ctx } from './serverTypes.ts';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The client's address: the socket's, or behind a proxy on this machine the last `X-Forwarded-For` entry. */
export function addressOf(ctx: Ctx, req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '?';
  const fwd = req.headers['x-forwarded-for'];
  if (ctx.limits.trustLoopbackProxy && LOOPBACK.test(peer) && typeof fwd === 'string') {
    const last = fwd.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  return peer;
}

export function addressState(ctx: Ctx, a: string): Address {
  let s = ctx.addresses.get(a);
  if (!s) {
    const now = Date.now();
    s = {
      conns: 0,
      pending: 0,
      openings: { tokens: ctx.limits.openingsBurst, at: now },
      creations: { tokens: ctx.limits.roomsBurst, at: now },
    };
    ctx.addresses.set(a, s);
  }
  return s;
}

export const mayCreate = (ctx: Ctx, a: string) =>
  take(addressState(ctx, a).creations, ctx.limits.roomsPerHour / 3600, ctx.limits.roomsBurst, Date.now());

/** A browser's page elsewhere may not use this server: its `Origin` must be the serving origin or allowed. */
export function originAllowed(ctx: Ctx, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (ctx.limits.allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Forget addresses that use nothing and whose allowances are full again. */
export function sweepAddresses(ctx: Ctx, now: number): void {
  const { limits } = ctx;
  for (const [a, s] of ctx.addresses) {
    refill(s.openings, limits.openingsPerSecond, limits.openingsBurst, now);
    refill(s.creations, limits.roomsPerHour / 3600, limits.roomsBurst, now);
    if (s.conns === 0 && s.openings.tokens >= limits.openingsBurst && s.creations.tokens >= limits.roomsBurst)
      ctx.addresses.delete(a);
  }
}
