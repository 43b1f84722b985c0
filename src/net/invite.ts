/**
 * The join link a GM hands to players: the player page's address with the session server, the room and the
 * player secret in the *fragment* (`#…`), which browsers never send to a server — so the secret is not in the
 * web server's request log or a Referer header. Pure.
 */

/** What a player's page needs to join. */
export interface Invite {
  /** The session server, `ws://host:port/ws` or `wss://…`. */
  readonly server: string;
  readonly room: string;
  /** The room's player secret. */
  readonly secret: string;
}

const ROOM = /^[A-Za-z0-9_-]{16,64}$/;
const SECRET = /^[A-Za-z0-9_-]{16,128}$/;

/** The join link: `pageUrl` (the player page, e.g. `http://192.168.1.20:4173/?view=player`) with the invite in its fragment. */
export function inviteLink(pageUrl: string, invite: Invite): string {
  const base = pageUrl.split('#')[0] as string;
  const params = new URLSearchParams({ room: invite.room, key: invite.secret, server: invite.server });
  return `${base}#${params.toString()}`;
}

/** Read an invite from a page's fragment (`location.hash`); null if there is none or it is malformed. */
export function readInvite(hash: string): Invite | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const room = params.get('room');
  const secret = params.get('key');
  const server = params.get('server');
  if (!room || !secret || !server || !ROOM.test(room) || !SECRET.test(secret)) return null;
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    return null;
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  return { server: url.toString(), room, secret };
}

/**
 * The session server's address seen from a page. Without `port`: the page's own origin, path `/ws` — the app's
 * web server proxies it to the session server, so the CSP's `connect-src 'self'` covers it and one address
 * serves both. With `port`: the page's host name on that port (the session server reached directly). `wss:`
 * under `https:`.
 */
export function sessionServerUrl(
  page: { readonly protocol: string; readonly host: string; readonly hostname: string },
  port?: number,
): string {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  if (port === undefined) return `${scheme}://${page.host}/ws`;
  const host = page.hostname.includes(':') && !page.hostname.startsWith('[') ? `[${page.hostname}]` : page.hostname;
  return `${scheme}://${host}:${port}/ws`;
}
