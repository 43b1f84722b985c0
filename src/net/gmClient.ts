/**
 * The GM's client of the session protocol (`client.ts` is the import path): hosts its room over the transport
 * (`transport.ts`), retakes it on reconnection with its credentials, sends the filtered view as patches.
 */
import { diffView, splitParts } from './viewPatch';
import {
  LIMITS,
  PROTOCOL_VERSION,
  encode,
  utf8Length,
  type View,
  type GmMessage,
  type Hosted,
  type ToGm,
} from './protocol';
import { createTransport, extend, type TransportOptions, type Transport } from './transport';

/** A room's credentials as the GM's browser keeps them (with the encounter) to retake the room later. */
export interface GmCredentials {
  readonly room: string;
  readonly gmSecret: string;
  /**
   * The join link's secret: the server keeps only its hash, so a room it read back from its store after a restart
   * is welcomed without it, and the link is built from this copy.
   */
  readonly playerSecret?: string;
}

export interface GmClientOptions extends TransportOptions {
  /** The room to retake (after a reload); without, the first connection creates one. */
  readonly credentials?: GmCredentials;
  /** The server's creation token, if it needs one. */
  readonly token?: string;
  /** Called when a room was created (keep the credentials to retake it after a reload). */
  readonly onCredentials?: (c: GmCredentials) => void;
}

export interface GmClient extends Transport<GmMessage, ToGm> {
  /** The room and GM secret, once known. */
  readonly credentials: GmCredentials | null;
  /** The latest welcome (room, player secret for the join link, the newest view revision the room holds). */
  readonly hosted: Hosted | null;
  /** Forget the room (the next `connect()` creates a new one), e.g. after the server forgot it. */
  forgetRoom(): void;
}

const GM_TYPES: readonly string[] = ['hosted', 'roster', 'request', 'options', 'picture', 'pointer', 'ping', 'error'];
/** The GM's client. */
export function createGmClient(opts: GmClientOptions): GmClient {
  let credentials: GmCredentials | null = opts.credentials ?? null;
  let hosted: Hosted | null = null;
  const t = createTransport<GmMessage, ToGm>(
    opts,
    () =>
      credentials
        ? { t: 'host', v: PROTOCOL_VERSION, room: credentials.room, secret: credentials.gmSecret }
        : { t: 'host', v: PROTOCOL_VERSION, ...(opts.token !== undefined ? { token: opts.token } : {}) },
    (m) => m.t === 'hosted',
    (m): m is ToGm => GM_TYPES.includes(m.t),
  );
  // ——— views as patches (issue 27) ———
  const baseSend = t.send.bind(t);
  /** The view the server holds from this page (the base of the next patch); null: send the whole view. */
  let held: { rev: number; view: View } | null = null;
  let latest: Extract<GmMessage, { t: 'view' }> | null = null;
  function sendView(m: Extract<GmMessage, { t: 'view' }>): boolean {
    latest = m;
    const whole = encode(m);
    if (held && held.rev !== m.rev) {
      const patch: GmMessage = {
        t: 'viewPatch',
        from: held.rev,
        rev: m.rev,
        ops: diffView(held.view as never, m.view as never),
      };
      const text = encode(patch);
      if (text.length < whole.length && utf8Length(text) <= LIMITS.viewBytes - 1024) {
        if (!baseSend(patch)) return false;
        held = { rev: m.rev, view: m.view };
        return true;
      }
    }
    let ok: boolean;
    if (utf8Length(whole) <= LIMITS.viewBytes - 1024) ok = baseSend(m);
    else {
      // Too big for one frame: in parts (the server puts them together).
      const parts = splitParts(whole, LIMITS.viewPartChars);
      ok = parts.every((data, part) => baseSend({ t: 'viewPart', rev: m.rev, part, parts: parts.length, data }));
    }
    held = ok ? { rev: m.rev, view: m.view } : null;
    return ok;
  }
  t.on('message', (m) => {
    if (m.t === 'error' && m.detail === 'from') {
      // The server does not hold the patch's base (it restarted, or a patch did not fit): the whole view again.
      held = null;
      if (latest) sendView(latest);
      return;
    }
    if (m.t !== 'hosted') return;
    held = null; // a new connection: the first view is whole
    if (m.gmSecret) {
      credentials = { room: m.room, gmSecret: m.gmSecret, ...(m.playerSecret ? { playerSecret: m.playerSecret } : {}) };
      opts.onCredentials?.(credentials);
    } else if (credentials && m.playerSecret && credentials.playerSecret !== m.playerSecret) {
      credentials = { ...credentials, playerSecret: m.playerSecret };
      opts.onCredentials?.(credentials);
    }
    // The link's secret, from the welcome or (a room the server read back from its store) from the kept copy.
    const playerSecret = m.playerSecret ?? credentials?.playerSecret;
    hosted = playerSecret ? { ...m, playerSecret } : m;
  });
  return extend(t, {
    send(m: GmMessage) {
      return m.t === 'view' ? sendView(m) : baseSend(m);
    },
    get credentials() {
      return credentials;
    },
    get hosted() {
      return hosted;
    },
    forgetRoom() {
      credentials = null;
      hosted = null;
    },
  });
}
