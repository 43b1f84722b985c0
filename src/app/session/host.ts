/**
 * The GM's side of a session with players on their own devices (issue 20), wired to the app: the GM client
 * (`src/net/client.ts`) and the host (`src/net/gmHost.ts`) over the encounter store, with
 * - the same filtered view the local player window gets (`playerView.ts`, the allow-list filter);
 * - the per-encounter settings (`settings.ts`): the approval mode, the creatures assigned to each player — kept
 *   outside the rules state, re-sent to the room when the GM switches encounters;
 * - the room's credentials with the encounter in the GM's browser (localStorage, keyed by the encounter), so a
 *   reload, reopening the encounter later or a restart of the session server retakes the same room (issue 27);
 * - "what can I do" answered by the GM's engine (`playerMenu.ts`);
 * - the state the UI shows (`src/ui/session/`): phase (no server, connecting, open …), the join link, the roster,
 *   the queue of requests waiting for the GM's OK, the players' pointers and pings.
 * Nothing here is part of the rules engine: requests reach the engine only through the store's `dispatch`, after
 * the request check (`src/net/requests.ts`).
 */
import { createStore } from 'zustand/vanilla';
import { createGmClient, type GmClient, type WebSocketFactory } from '../../net/client';
import { startGmHost, type GmHost } from '../../services/players/gmHost';
import type { OffersOf } from '../../services/players/menu';
import { chatPictures, hostChat } from '../chat/hostChat';
import { inviteLink, sessionServerUrl } from '../../net/invite';
import { CLOSE, LIMITS, type Peer, type RosterEntry } from '../../net/protocol';
import type { ApprovalMode, QueuedRequest } from '../../services/players/desk';
import type { JsonObject } from '../../net/schema';
import { assetsUsed, creatureOf, type AnyEncounter, type Command, type CreatureId, type EventBase } from '../../rules';
import { sniff } from '../assets/sniff';
import { wireRefusal } from '../../net/messages';
import { toBase64 } from '../assets/encoding';
import { describeEvent, describeRefusal, type Text } from '../../i18n';
import { commandName } from '../../i18n/commandNames';
import type { ChatStore, EncounterStore, UiStore } from '../../store';
import { playerOverlay } from '../overlayFilter';
import { backFrom, newAliasKey, roomAliases, type Aliases } from '../../services/players/aliases';
import { playerMenuWhy } from '../../services/players/menu';
import { playerViewBuilder } from '../../services/players/playerView';
import {
  readAliasKey,
  readCredentials,
  writeAliasKey,
  moveRoom,
  readQueue,
  readSettings,
  writeCredentials,
  writeQueue,
  writeSettings,
  type EncounterSessionSettings,
} from './settings';

/** Where the session stands, as the GM sees it. */
export type HostPhase = 'off' | 'connecting' | 'open' | 'retrying' | 'noServer' | 'full' | 'closed';

/** A player's pointer or ping on the board (squares, fractional). */
export interface PeerMark {
  readonly key: string;
  readonly from: Peer;
  readonly at: { readonly x: number; readonly y: number };
  /** Pings: when it arrived (they fade). */
  readonly t: number;
}

/** What the session UI shows on the GM's side. */
export interface HostView {
  readonly phase: HostPhase;
  /** Why the session closed (another tab took the room, the server forgot it …). */
  readonly closedBy: 'replaced' | 'roomClosed' | 'refused' | 'other' | null;
  readonly room: string | null;
  /** The join link (null until the room is known). */
  readonly link: string | null;
  /** Addresses the link may use: this page's, and those the session server reports for the network. */
  readonly linkHosts: readonly string[];
  readonly linkHost: string;
  /** The link only works on this computer (the page is on 127.0.0.1 and no network address is known). */
  readonly localOnly: boolean;
  /** The server no longer knew the room this encounter had (store lost, expired): a new room and link were made. */
  readonly renewed: boolean;
  readonly roster: readonly RosterEntry[];
  readonly queue: readonly QueuedRequest[];
  readonly mode: ApprovalMode;
  readonly pointers: readonly PeerMark[];
  readonly pings: readonly PeerMark[];
  /**
   * What the GM shares with the players besides what it points at on purpose (issue 26): its pointer and its
   * camera. Off until the GM turns them on (a visible switch), so working on a hidden creature tells nobody where.
   */
  readonly sharing: { readonly pointer: boolean; readonly view: boolean };
}

/** What the session needs of the page and the app. */
export interface SessionHostOptions {
  readonly encounter: EncounterStore;
  /**
   * What a player may be offered for a creature, by rule system (the action registry's player offers, handed in by
   * the composition root: the session service imports no screen — issue 31).
   */
  readonly offersOf: (system: string) => OffersOf;
  /**
   * The GM window's UI store: what the GM points at (`shared`, issue 17) goes to the players filtered by
   * `playerOverlay` (nothing under the fog or about a hidden creature), as the local player window gets it.
   */
  readonly ui?: UiStore;
  /**
   * The GM's pictures (the picture store): a player's page asks for the token and map pictures its view names,
   * by content id; only pictures the players' filtered view uses are sent, at most LIMITS.pictureBytes each.
   */
  readonly pictures?: { blobOf(id: string): Promise<Blob | null> } | null;
  /** The open encounter's key for its settings (the library entry id; 'unsaved' without one). */
  encounterKey(): string;
  /** Calls `fn` when another encounter was opened; returns the unsubscribe. */
  onEncounterSwitch(fn: () => void): () => void;
  /** localStorage (per-encounter settings); null: remember nothing. */
  readonly settings: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** localStorage: the room of each encounter (credentials, alias key, waiting requests); null: remember nothing. */
  readonly rooms: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The GM page's address (`location`). */
  readonly page: {
    readonly protocol: string;
    readonly host: string;
    readonly hostname: string;
    readonly port: string;
    readonly pathname: string;
  };
  /** The session server's address (default: this page's origin, path /ws, which the app's web server proxies). */
  readonly url?: string;
  /** Reads `/ws/info` (whether the server runs, its network addresses); default: fetch. */
  info?(): Promise<{ inviteHosts: string[] } | null>;
  readonly socket?: WebSocketFactory;
  /** Coalesce publishing (tests). */
  schedule?(fn: () => void): void;
  /** The table's chat (issue 30): the players read it and write in it from their devices. */
  readonly chat?: ChatStore;
}

export interface SessionHost {
  readonly view: ReturnType<typeof createViewStore>;
  /** Start (or retake after a reload) the room. */
  start(): void;
  /** End the session: players are disconnected, the room forgotten. */
  end(): void;
  setMode(mode: ApprovalMode): void;
  /** Give a player these creatures (replaces their list; kept for this encounter). */
  assign(playerId: string, creatureIds: readonly CreatureId[]): void;
  kick(playerId: string): void;
  approve(playerId: string, reqId: string): void;
  decline(playerId: string, reqId: string): void;
  /** The link's address (one of `linkHosts`). */
  setLinkHost(host: string): void;
  /** The GM's camera (players may follow it) — sent only while the GM shares the view. Throttled. */
  camera(c: { x: number; y: number; scale: number }, width: number, height: number): void;
  /** The GM's pointer on the board (squares; null when it left) — sent only while the GM shares it. */
  pointer(at: { x: number; y: number } | null): void;
  /** Share the pointer or the view with the players (or stop). */
  share(p: Partial<HostView['sharing']>): void;
  ping(at: { x: number; y: number }): void;
  /** What a waiting request would do now (the engine's dry run, described), or why it would be refused. */
  preview(q: QueuedRequest): { readonly ok: boolean; readonly text: Text };
  /** The GM client (tests). */
  readonly client: GmClient | null;
  /** Stop everything (page unload). */
  dispose(): void;
}

function createViewStore(first: HostView) {
  return createStore<HostView>()(() => first);
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;
const PING_MS = 2500;
const CAMERA_MS = 150;
/** The overlay is sent at most this often while it changes (a ruler drag); the newest wins. */
const OVERLAY_MS = 40;

/** The command of a request in words: what it is and whom it names. */
export function describeCommand(enc: AnyEncounter, c: Command): Text {
  const r = c as unknown as Record<string, unknown>;
  const name = (k: string) => (typeof r[k] === 'string' ? (creatureOf(enc, r[k] as string)?.name ?? String(r[k])) : '');
  const who = name('id') || name('attackerId') || name('riderId') || name('by') || name('healerId') || name('pilotId');
  const to = r.to && typeof r.to === 'object' ? (r.to as { x?: unknown; y?: unknown }) : null;
  const where = to && typeof to.x === 'number' && typeof to.y === 'number' ? ` → (${to.x}, ${to.y})` : '';
  const other = name('mountId') || name('partnerId') || name('targetId');
  const en = `${commandName(c.type, 'en')}${who ? ` · ${who}` : ''}${other ? ` → ${other}` : ''}${where}`;
  const ja = `${commandName(c.type, 'ja')}${who ? `・${who}` : ''}${other ? ` → ${other}` : ''}${where}`;
  return { en, ja };
}

/**
 * What the player who rolled secretly reads of their own roll (issue 26): the roll as the GM reads it, in both
 * languages — sent in the answer to that player alone; the other players read "… rolled secretly".
 */
function secretRollNote(
  command: Command,
  outcome: { ok: true; events: readonly EventBase[] } | { ok: false },
): Text | null {
  if (!outcome.ok || command.type !== 'rollDice' || !command.asker) return null;
  const e = outcome.events.find((x) => x.type === 'diceRolled' && (x as { secret?: unknown }).secret === true);
  return e ? { en: describeEvent('mounted4e', e, 'en'), ja: describeEvent('mounted4e', e, 'ja') } : null;
}

/** Start the GM's session wiring (the room is created or retaken only by `start`, or at once if this tab hosted one before a reload). */
export function createSessionHost(o: SessionHostOptions): SessionHost {
  const url = o.url ?? sessionServerUrl(o.page);
  const pageHost = o.page.host;
  let settingsKey = o.encounterKey();
  let settings: EncounterSessionSettings = readSettings(o.settings, settingsKey);
  const view = createViewStore({
    phase: 'off',
    closedBy: null,
    room: null,
    link: null,
    linkHosts: [pageHost],
    linkHost: pageHost,
    localOnly: LOOPBACK.test(o.page.hostname),
    renewed: false,
    roster: [],
    queue: [],
    mode: settings.mode,
    pointers: [],
    pings: [],
    sharing: { pointer: false, view: false },
  });
  let client: GmClient | null = null;
  /** The encounter key the running room is kept under (it follows the GM's tab to another encounter). */
  let roomKey = settingsKey;
  // The room's creature aliases (issue 26): the key is kept with the room's credentials, with the encounter.
  let aliasKey: Uint8Array = readAliasKey(o.rooms, roomKey) ?? newAliasKey();
  let aliases: Aliases = roomAliases(aliasKey);
  let buildPlayerView = playerViewBuilder(aliases);
  const newRoomKey = () => {
    aliasKey = newAliasKey();
    aliases = roomAliases(aliasKey);
    buildPlayerView = playerViewBuilder(aliases);
    writeAliasKey(o.rooms, roomKey, aliasKey);
  };
  /** A roster entry as the GM's panels read it: creature ids, not the players' aliases. */
  const forGm = (roster: readonly RosterEntry[]): RosterEntry[] => {
    const enc = o.encounter.getState().encounter;
    const back = backFrom(aliases, enc.creatureOrder);
    return roster.map((p) => ({ ...p, creatureIds: p.creatureIds.map(back).filter((id) => creatureOf(enc, id)) }));
  };
  let host: GmHost | null = null;
  let everOpen = false;
  let offs: (() => void)[] = [];
  let cameraTimer: ReturnType<typeof setTimeout> | null = null;
  let cameraLast: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  const set = (p: Partial<HostView>) => view.setState(p);

  // ——— what the GM points at, filtered, at most every OVERLAY_MS, only when what the players see of it changed ———
  let overlaySent = '';
  let overlayTimer: ReturnType<typeof setTimeout> | null = null;
  let overlayLast = 0;
  const sendOverlay = () => {
    overlayTimer = null;
    if (!o.ui || !client || client.state !== 'open') return;
    const overlay = playerOverlay(o.encounter.getState().encounter, o.ui.getState().shared, aliases);
    const key = JSON.stringify(overlay);
    if (key === overlaySent) return;
    if (client.send({ t: 'overlay', overlay: overlay as unknown as JsonObject })) {
      overlaySent = key;
      overlayLast = Date.now();
    }
  };
  const overlayChanged = () => {
    if (overlayTimer || !client || client.state !== 'open') return;
    overlayTimer = setTimeout(sendOverlay, Math.max(0, overlayLast + OVERLAY_MS - Date.now()));
  };
  const offOverlay = [
    o.ui?.subscribe((s, prev) => s.shared !== prev.shared && overlayChanged()) ?? (() => {}),
    // The filter depends on the state (fog, hidden creatures): a change may reveal or hide part of it.
    o.encounter.subscribe((s, prev) => s.revision !== prev.revision && overlayChanged()),
  ];

  const linkFor = (hostPort: string): string | null => {
    const h = client?.hosted;
    if (!h) return null;
    const scheme = o.page.protocol === 'https:' ? 'https:' : 'http:';
    const page = `${scheme}//${hostPort}${o.page.pathname}?view=player`;
    const server =
      o.url ?? sessionServerUrl({ protocol: o.page.protocol, host: hostPort, hostname: hostPort.replace(/:\d+$/, '') });
    if (!h.playerSecret) return null;
    return inviteLink(page, { server, room: h.room, secret: h.playerSecret });
  };
  const refreshLink = () => set({ link: linkFor(view.getState().linkHost), room: client?.hosted?.room ?? null });

  const loadInfo = () => {
    const get =
      o.info ??
      (async () => {
        try {
          const r = await fetch('ws/info', { cache: 'no-store' });
          if (!r.ok) return null;
          const j = (await r.json()) as { inviteHosts?: unknown };
          return {
            inviteHosts: Array.isArray(j.inviteHosts)
              ? j.inviteHosts.filter((h): h is string => typeof h === 'string')
              : [],
          };
        } catch {
          return null;
        }
      });
    void get().then((info) => {
      if (!info) return;
      const port = o.page.port ? `:${o.page.port}` : '';
      const lan = info.inviteHosts.map((h) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h) + port);
      const hosts = [...new Set([pageHost, ...lan])];
      const loop = LOOPBACK.test(o.page.hostname);
      // On 127.0.0.1 the link is useless to another device: prefer the first network address.
      const linkHost = loop && lan[0] ? lan[0] : view.getState().linkHost;
      set({ linkHosts: hosts, linkHost, localOnly: loop && lan.length === 0 });
      refreshLink();
    });
  };

  /** The creatures a player should have in this encounter (the stored list, only creatures that exist). */
  const wanted = (p: RosterEntry): readonly string[] | undefined => {
    const ids = settings.assign[p.id];
    if (!ids) return undefined;
    const enc = o.encounter.getState().encounter;
    return ids.filter((id) => creatureOf(enc, id));
  };
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const saveSettings = (next: EncounterSessionSettings) => {
    settings = next;
    writeSettings(o.settings, settingsKey, next);
  };

  /** Make the room's assignments those of this encounter (after a roster change or an encounter switch). */
  const syncAssignments = (roster: readonly RosterEntry[], switched: boolean) => {
    const adopt: Record<string, readonly string[]> = {};
    for (const p of roster) {
      const w = wanted(p) ?? (switched ? [] : undefined);
      if (w === undefined) {
        if (p.creatureIds.length > 0) adopt[p.id] = p.creatureIds;
      } else if (!same(w, p.creatureIds)) host?.assign(p.id, w);
    }
    if (Object.keys(adopt).length > 0) saveSettings({ ...settings, assign: { ...settings.assign, ...adopt } });
  };

  const onEncounterSwitch = () => {
    const key = o.encounterKey();
    if (key === settingsKey) return;
    settingsKey = key;
    settings = readSettings(o.settings, key);
    set({ mode: settings.mode });
    if (client) {
      // A running room follows the GM's tab: it is kept with the encounter now open.
      moveRoom(o.rooms, roomKey, key);
      roomKey = key;
      syncAssignments(view.getState().roster, true);
    } else if (readCredentials(o.rooms, key)) start(); // this encounter had a room: take it back
  };
  const offSwitch = o.onEncounterSwitch(onEncounterSwitch);

  // ——— pictures for the players' pages, one at a time, paced under the server's rate limit for the GM ———
  const pictureQueue: { to: string; reqId: string; id: string }[] = [];
  let sendingPictures = false;
  const PART_BYTES = (LIMITS.pictureChunkChars / 4) * 3;
  const pause = () => new Promise<void>((r) => setTimeout(r, 25));
  async function sendPicture(q: { to: string; reqId: string; id: string }): Promise<void> {
    const c = client;
    if (!c) return;
    const none = () =>
      void c.send({ t: 'pictureData', to: q.to, reqId: q.reqId, id: q.id, bytes: 0, part: 0, parts: 0, data: '' });
    // Only a picture the players' own view uses (the filter left it in: a visible token's, the map's).
    const allowed = assetsUsed(buildPlayerView(o.encounter.getState()).encounter);
    // The 立ち絵 the players' chat shows (issue 30) are theirs to see too.
    if (o.chat) for (const id of chatPictures(o.chat, o.encounter)) allowed.add(id);
    const blob = allowed.has(q.id) && o.pictures ? await o.pictures.blobOf(q.id).catch(() => null) : null;
    if (!blob || blob.size > LIMITS.pictureBytes) return none();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const type = sniff(bytes);
    if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp' && type !== 'image/gif') return none();
    const parts = Math.max(1, Math.ceil(bytes.length / PART_BYTES));
    for (let part = 0; part < parts; part++) {
      const data = toBase64(bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES));
      if (
        !c.send({ t: 'pictureData', to: q.to, reqId: q.reqId, id: q.id, type, bytes: bytes.length, part, parts, data })
      )
        return;
      if (part % 4 === 3) await pause(); // ~160 parts (5.8 MB) a second at most: the views keep their share of the GM rate limit
    }
  }
  async function pumpPictures(): Promise<void> {
    if (sendingPictures) return;
    sendingPictures = true;
    try {
      for (let q = pictureQueue.shift(); q; q = pictureQueue.shift()) await sendPicture(q).catch(() => undefined);
    } finally {
      sendingPictures = false;
    }
  }

  const markKey = (p: Peer) => (p.role === 'gm' ? 'gm' : `p:${p.playerId}`);

  function start(): void {
    if (client) {
      if (client.state === 'closed') client.connect();
      return;
    }
    everOpen = false;
    roomKey = o.encounterKey();
    const credentials = readCredentials(o.rooms, roomKey);
    // A room of its own gets a key of its own; a room retaken keeps the one its players know.
    const kept = readAliasKey(o.rooms, roomKey);
    if (!credentials || !kept) newRoomKey();
    else {
      aliasKey = kept;
      aliases = roomAliases(aliasKey);
      buildPlayerView = playerViewBuilder(aliases);
    }
    const c = createGmClient({
      url,
      ...(credentials ? { credentials } : {}),
      ...(o.socket ? { socket: o.socket } : {}),
      onCredentials: (cr) => writeCredentials(o.rooms, roomKey, cr),
    });
    client = c;
    host = startGmHost({
      client: c,
      store: o.encounter,
      buildView: () => buildPlayerView(o.encounter.getState()),
      mode: () => settings.mode,
      get aliases() {
        return aliases;
      },
      note: secretRollNote,
      onRoster: (players) => {
        const roster = forGm(players);
        set({ roster });
        syncAssignments(roster, false);
      },
      onQueue: (queue) => {
        set({ queue: [...queue] });
        writeQueue(o.rooms, roomKey, queue);
      },
      menuFor: (player, creatureId) => {
        const s = o.encounter.getState();
        const got = playerMenuWhy(
          { session: s.session, roster: host?.roster ?? [], revision: host?.publishedRev ?? 0, aliases },
          player,
          creatureId,
          o.offersOf(s.encounter.system),
        );
        return { actions: got.actions, why: got.why ? wireRefusal(s.encounter.system, got.why) : null };
      },
      restoreQueue: readQueue(o.rooms, roomKey),
      ...(o.chat
        ? {
            chat: hostChat({
              chat: o.chat,
              encounter: o.encounter,
              aliases: () => aliases,
              check: (req) => host?.desk.check(req) ?? null,
              mode: () => settings.mode,
            }),
          }
        : {}),
      ...(o.schedule ? { schedule: o.schedule } : {}),
    });
    // Set once a refused retake was answered by creating a new room (so a refusal cannot loop).
    let retaken = false;
    offs = [
      c.on('state', (s) => {
        if (s.state === 'open') {
          everOpen = true;
          retaken = false;
          set({ phase: 'open', closedBy: null });
          refreshLink();
          if (cameraLast && view.getState().sharing.view) c.send({ t: 'camera', ...cameraLast });
          // The room may hold an older overlay (this tab reloaded): send the one of now.
          overlaySent = '';
          sendOverlay();
        } else if (s.state === 'connecting') {
          const now = view.getState().phase;
          if (now !== 'noServer' && now !== 'full') set({ phase: 'connecting' });
        } else if (s.state === 'retrying') {
          // The server answered "full" (4005: no room or connection free, or too many new rooms from here): say so,
          // and keep trying. Never welcomed since start and no answer: the server is not running.
          set({ phase: s.code === CLOSE.full ? 'full' : everOpen ? 'retrying' : 'noServer' });
        } else if (s.state === 'closed') {
          if (s.code === CLOSE.refused && c.credentials && !retaken) {
            // The server no longer knows the room (its store was lost, the room expired): a new room, a new link — said.
            writeCredentials(o.rooms, roomKey, null);
            newRoomKey();
            c.forgetRoom();
            retaken = true;
            set({ renewed: true });
            c.connect();
            return;
          }
          const closedBy =
            s.code === CLOSE.replaced
              ? 'replaced'
              : s.code === CLOSE.roomClosed
                ? 'roomClosed'
                : s.code === CLOSE.refused
                  ? 'refused'
                  : s.code === 1000
                    ? null
                    : 'other';
          set({ phase: closedBy === null ? 'off' : 'closed', closedBy });
        }
      }),
      c.on('message', (m) => {
        // The welcome comes after the state turned 'open' (src/net/client.ts): the link needs its room and key.
        if (m.t === 'hosted') refreshLink();
        else if (m.t === 'picture') {
          if (pictureQueue.length < 64) pictureQueue.push({ to: m.playerId, reqId: m.reqId, id: m.id });
          void pumpPictures();
        } else if (m.t === 'pointer') {
          const key = markKey(m.from);
          const rest = view.getState().pointers.filter((p) => p.key !== key);
          set({ pointers: m.at ? [...rest, { key, from: m.from, at: m.at, t: Date.now() }] : rest });
        } else if (m.t === 'ping') {
          const now = Date.now();
          set({
            pings: [
              ...view.getState().pings.filter((p) => now - p.t < PING_MS),
              { key: `${markKey(m.from)}:${now}`, from: m.from, at: m.at, t: now },
            ],
          });
        }
      }),
    ];
    set({ phase: 'connecting', closedBy: null, renewed: false });
    loadInfo();
    c.connect();
  }

  function stopClient(): void {
    for (const off of offs) off();
    offs = [];
    host?.stop();
    client?.close();
    host = null;
    client = null;
  }

  const api: SessionHost = {
    view,
    start,
    end() {
      client?.send({ t: 'closeRoom' });
      writeCredentials(o.rooms, roomKey, null);
      writeAliasKey(o.rooms, roomKey, null);
      writeQueue(o.rooms, roomKey, []);
      stopClient();
      set({
        phase: 'off',
        closedBy: null,
        renewed: false,
        room: null,
        link: null,
        roster: [],
        queue: [],
        pointers: [],
        pings: [],
      });
    },
    setMode(mode) {
      saveSettings({ ...settings, mode });
      set({ mode });
    },
    assign(playerId, creatureIds) {
      const ids = [...new Set(creatureIds)];
      saveSettings({ ...settings, assign: { ...settings.assign, [playerId]: ids } });
      host?.assign(playerId, ids);
    },
    kick(playerId) {
      const { [playerId]: _gone, ...rest } = settings.assign;
      saveSettings({ ...settings, assign: rest });
      host?.kick(playerId);
    },
    approve(playerId, reqId) {
      host?.approve(playerId, reqId);
    },
    decline(playerId, reqId) {
      host?.decline(playerId, reqId);
    },
    setLinkHost(h) {
      if (!view.getState().linkHosts.includes(h)) return;
      set({ linkHost: h });
      refreshLink();
    },
    camera(cam, width, height) {
      cameraLast = { x: cam.x, y: cam.y, scale: cam.scale, width, height };
      if (cameraTimer || !client || client.state !== 'open' || !view.getState().sharing.view) return;
      cameraTimer = setTimeout(() => {
        cameraTimer = null;
        if (cameraLast && client?.state === 'open' && view.getState().sharing.view)
          client.send({ t: 'camera', ...cameraLast });
      }, CAMERA_MS);
    },
    pointer(at) {
      if (client?.state === 'open' && view.getState().sharing.pointer) client.pointer(at);
    },
    share(p) {
      const before = view.getState().sharing;
      const next = { ...before, ...p };
      set({ sharing: next });
      // Stopping: the players' pages drop the GM's pointer; starting the view: they get the camera of now.
      if (before.pointer && !next.pointer && client?.state === 'open') client.pointer(null);
      if (!before.view && next.view && cameraLast && client?.state === 'open')
        client.send({ t: 'camera', ...cameraLast });
    },
    ping(at) {
      client?.send({ t: 'ping', at: { x: at.x, y: at.y } });
    },
    preview(q) {
      const s = o.encounter.getState();
      const r = s.session.dryRun(q.command);
      const system = s.encounter.system;
      if (!r.ok) {
        const reason = r.kind === 'refused' ? { reason: r.reason, ...(r.ruleId ? { ruleId: r.ruleId } : {}) } : null;
        const text = (lang: 'en' | 'ja') =>
          reason ? describeRefusal(system, reason, lang) : r.kind === 'bug' ? r.error : '';
        return { ok: false, text: { en: text('en'), ja: text('ja') } };
      }
      const lines = (lang: 'en' | 'ja') =>
        r.events
          .map((e) => describeEvent(system, e, lang))
          .filter((l) => l.length > 0)
          .join(' ');
      return { ok: true, text: { en: lines('en'), ja: lines('ja') } };
    },
    get client() {
      return client;
    },
    dispose() {
      offSwitch();
      for (const off of offOverlay) off();
      if (overlayTimer) clearTimeout(overlayTimer);
      for (const off of offs) off();
      offs = [];
      host?.stop();
      if (cameraTimer) clearTimeout(cameraTimer);
    },
  };
  // The open encounter has a room (a reload, or the encounter reopened later): retake it at once (players keep
  // their links and stay connected).
  if (readCredentials(o.rooms, roomKey)) start();
  return api;
}
