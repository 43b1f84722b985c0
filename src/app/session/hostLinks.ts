/**
 * The join link the GM hands the players (issue 20/27): its address on this page's host or one of the network
 * addresses the session server reports (`/ws/info`), and whether it only works on this computer.
 */
import type { Hosted } from '../../net/protocol';
import { inviteLink, sessionServerUrl } from '../../net/invite';
import type { SessionHostOptions } from './hostView';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/** Is this host name this computer only? */
export const isLoopback = (hostname: string): boolean => LOOPBACK.test(hostname);

/** The join link of the room on `hostPort` (null until the room and its player secret are known). */
export function inviteLinkFor(
  page: SessionHostOptions['page'],
  url: string | undefined,
  h: Hosted | null,
  hostPort: string,
): string | null {
  if (!h) return null;
  const scheme = page.protocol === 'https:' ? 'https:' : 'http:';
  const at = `${scheme}//${hostPort}${page.pathname}?view=player`;
  const server =
    url ?? sessionServerUrl({ protocol: page.protocol, host: hostPort, hostname: hostPort.replace(/:\d+$/, '') });
  if (!h.playerSecret) return null;
  return inviteLink(at, { server, room: h.room, secret: h.playerSecret });
}

/** Reads `ws/info`: the network addresses the session server reports, or null (no server). */
export async function fetchInfo(): Promise<{ inviteHosts: string[] } | null> {
  try {
    const r = await fetch('ws/info', { cache: 'no-store' });
    if (!r.ok) return null;
    const j = (await r.json()) as { inviteHosts?: unknown };
    return {
      inviteHosts: Array.isArray(j.inviteHosts) ? j.inviteHosts.filter((h): h is string => typeof h === 'string') : [],
    };
  } catch {
    return null;
  }
}

/** The addresses a link may use, the one it uses, and whether it only works on this computer. */
export function linkHostsOf(
  page: SessionHostOptions['page'],
  info: { inviteHosts: readonly string[] },
  linkHost: string,
): { linkHosts: string[]; linkHost: string; localOnly: boolean } {
  const port = page.port ? `:${page.port}` : '';
  const lan = info.inviteHosts.map((h) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h) + port);
  const hosts = [...new Set([page.host, ...lan])];
  const loop = LOOPBACK.test(page.hostname);
  // On 127.0.0.1 the link is useless to another device: prefer the first network address.
  return { linkHosts: hosts, linkHost: loop && lan[0] ? lan[0] : linkHost, localOnly: loop && lan.length === 0 };
}
