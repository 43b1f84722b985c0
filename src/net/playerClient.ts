/**
 * A player's client of the session protocol (`client.ts` is the import path): joins a room over the transport
 * (`transport.ts`) as the same player on every reconnection (resume key), rebuilds whole views from patches and
 * parts, asks requests and menus of the GM's tab.
 */
import { applyViewPatch, PartCollector } from './viewPatch';
import {
  LIMITS,
  PROTOCOL_VERSION,
  parseServerMessage,
  schemas,
  type View,
  type Lang,
  type Menu,
  type PlayerMessage,
  type RequestResult,
  type ToPlayer,
} from './protocol';
import type { JsonObject } from './schema';
import { createTransport, extend, type TransportOptions, type Transport } from './transport';

const PLAYER_TYPES: readonly string[] = [
  'joined',
  'roster',
  'view',
  'patch',
  'viewPart',
  'camera',
  'overlay',
  'pictureData',
  'answer',
  'menu',
  'pointer',
  'ping',
  'error',
];

/** What a player's page keeps for a room (sessionStorage) to rejoin as the same player. */
export interface PlayerIdentity {
  readonly playerId: string;
  readonly resume: string;
}

export interface PlayerClientOptions extends TransportOptions {
  readonly room: string;
  /** The player secret from the join link. */
  readonly secret: string;
  readonly name: string;
  readonly lang: Lang;
  /** Rejoin as this player (kept from an earlier `joined`). */
  readonly resume?: string;
  /** Called on every welcome (keep `resume` for this room). */
  readonly onIdentity?: (id: PlayerIdentity) => void;
  /** How long a request may wait for its first answer (ms; a queued request then waits without limit). */
  readonly answerTimeoutMs?: number;
}

export interface PlayerClient extends Transport<PlayerMessage, ToPlayer> {
  readonly identity: PlayerIdentity | null;
  /** Change name / language (sent now if open; used by every later opening). */
  setProfile(p: { readonly name?: string; readonly lang?: Lang }): void;
  /**
   * Send a request; resolves with its final outcome (applied, refused, undelivered — also when not connected or
   * no answer came in time). `queued` arrives as a message event meanwhile.
   */
  ask(command: JsonObject, basedOnRevision: number, onQueued?: () => void): Promise<RequestResult>;
  /**
   * "What can I do with this creature now?": the GM's tab answers with the menu its engine allows (only what would
   * pass the request check now). Null when not connected or no answer came in time.
   */
  options(creatureId: string): Promise<Menu | null>;
}

/** A player's client. */
export function createPlayerClient(opts: PlayerClientOptions): PlayerClient {
  let name = opts.name;
  let lang = opts.lang;
  let resume = opts.resume;
  let identity: PlayerIdentity | null = null;
  let seq = 0;
  const prefix = Math.floor((opts.random ?? Math.random)() * 2 ** 32).toString(36);
  const waiting = new Map<
    string,
    {
      resolve: (r: RequestResult) => void;
      timer: ReturnType<typeof setTimeout> | null;
      onQueued?: (() => void) | undefined;
    }
  >();
  const menus = new Map<string, { resolve: (m: Menu | null) => void; timer: ReturnType<typeof setTimeout> }>();
  const answerTimeoutMs = opts.answerTimeoutMs ?? 30_000;

  // ——— views as patches (issue 27): the listeners always get whole views ———
  let held: { rev: number; view: View } | null = null;
  const collector = new PartCollector(LIMITS.viewTotalBytes);
  const toView = (m: ToPlayer): ToPlayer | null => {
    if (m.t === 'joined') {
      held = null;
      collector.reset();
    } else if (m.t === 'view') held = { rev: m.rev, view: m.view };
    else if (m.t === 'viewPart') {
      const text = collector.add(m);
      if (text === null) return null;
      const r = parseServerMessage(text, LIMITS.viewTotalBytes + 1024);
      if (!r.ok || r.message.t !== 'view') return null;
      held = { rev: r.message.rev, view: r.message.view };
      return r.message;
    } else if (m.t === 'patch') {
      if (held && held.rev === m.from) {
        try {
          const view = applyViewPatch(held.view, m.ops, false);
          if (!schemas.view.check(view, '')) {
            held = { rev: m.rev, view };
            return { t: 'view', rev: m.rev, view };
          }
        } catch {
          // does not fit: ask for the whole view below
        }
      }
      // A revision missed (or a patch that does not fit what this page holds): the whole view, please.
      held = null;
      t.send({ t: 'resync' });
      return null;
    }
    return m;
  };
  const t = createTransport<PlayerMessage, ToPlayer>(
    opts,
    () => ({
      t: 'join',
      v: PROTOCOL_VERSION,
      room: opts.room,
      secret: opts.secret,
      name,
      lang,
      ...(resume !== undefined ? { resume } : {}),
    }),
    (m) => m.t === 'joined',
    (m): m is ToPlayer => PLAYER_TYPES.includes(m.t),
    (m) => toView(m),
  );
  const settle = (reqId: string, r: RequestResult) => {
    const w = waiting.get(reqId);
    if (!w) return;
    if (w.timer) clearTimeout(w.timer);
    waiting.delete(reqId);
    w.resolve(r);
  };
  t.on('message', (m) => {
    if (m.t === 'joined') {
      resume = m.resume;
      identity = { playerId: m.playerId, resume: m.resume };
      opts.onIdentity?.(identity);
    } else if (m.t === 'menu') {
      const w = menus.get(m.reqId);
      if (w) {
        clearTimeout(w.timer);
        menus.delete(m.reqId);
        w.resolve(m);
      }
    } else if (m.t === 'answer') {
      if (m.result.status === 'queued') {
        const w = waiting.get(m.reqId);
        if (w?.timer) clearTimeout(w.timer);
        if (w) w.timer = null;
        w?.onQueued?.();
      } else settle(m.reqId, m.result);
    }
  });
  t.on('state', (s) => {
    // Requests cannot be answered once the client is closed for good.
    if (s.state === 'closed') for (const id of [...waiting.keys()]) settle(id, { status: 'undelivered' });
    // A question asked on a connection that dropped is not answered on the next one.
    if (s.state !== 'open') {
      for (const w of menus.values()) {
        clearTimeout(w.timer);
        w.resolve(null);
      }
      menus.clear();
    }
  });
  return extend(t, {
    get identity() {
      return identity;
    },
    setProfile(p: { readonly name?: string; readonly lang?: Lang }) {
      if (p.name !== undefined) name = p.name;
      if (p.lang !== undefined) lang = p.lang;
      t.send({
        t: 'profile',
        ...(p.name !== undefined ? { name: p.name } : {}),
        ...(p.lang !== undefined ? { lang: p.lang } : {}),
      });
    },
    ask(command: JsonObject, basedOnRevision: number, onQueued?: () => void): Promise<RequestResult> {
      const reqId = `${prefix}-${++seq}`;
      return new Promise<RequestResult>((resolve) => {
        if (!t.send({ t: 'request', reqId, command, basedOnRevision })) return resolve({ status: 'undelivered' });
        const timer = setTimeout(() => settle(reqId, { status: 'undelivered' }), answerTimeoutMs);
        waiting.set(reqId, { resolve, timer, onQueued });
      });
    },
    options(creatureId: string): Promise<Menu | null> {
      const reqId = `${prefix}-m${++seq}`;
      return new Promise<Menu | null>((resolve) => {
        if (!t.send({ t: 'options', reqId, creatureId })) return resolve(null);
        const timer = setTimeout(
          () => {
            menus.delete(reqId);
            resolve(null);
          },
          Math.min(answerTimeoutMs, 10_000),
        );
        menus.set(reqId, { resolve, timer });
      });
    },
  });
}
