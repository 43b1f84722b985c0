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
 *
 * What the GM's side shows and needs is `hostView.ts`; the overlay sent to the players `hostOverlay.ts`; the
 * pictures asked by their pages `hostPictures.ts` (issue 31: split by responsibility).
 */
import { createGmClient, type GmClient } from '../../net/client';
import { startGmHost, type GmHost } from '../../services/players/gmHost';
import { chatPictures, hostChat } from '../chat/hostChat';
import { sessionServerUrl } from '../../net/invite';
import { CLOSE, type Peer, type RosterEntry } from '../../net/protocol';
import { assetsUsed, creatureOf } from '../../rules';
import { wireRefusal } from '../../net/messages';
import { backFrom, newAliasKey, roomAliases, type Aliases } from '../../services/players/aliases';
import { playerMenuWhy } from '../../services/players/menu';
import { playerViewBuilder } from '../../services/players/playerView';
import { fetchInfo, inviteLinkFor, isLoopback, linkHostsOf } from './hostLinks';
import { overlaySender } from './hostOverlay';
import { picturePump } from './hostPictures';
import { previewRequest, secretRollNote } from './hostRequests';
import { closedByOf, createViewStore, type HostView, type SessionHost, type SessionHostOptions } from './hostView';
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

export { describeCommand } from './hostRequests';
export type { HostPhase, HostView, PeerMark, SessionHost, SessionHostOptions } from './hostView';

const PING_MS = 2500;
const CAMERA_MS = 150;

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
    localOnly: isLoopback(o.page.hostname),
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

  const overlay = overlaySender({
    ...(o.ui ? { ui: o.ui } : {}),
    encounter: o.encounter,
    client: () => client,
    aliases: () => aliases,
  });

  const refreshLink = () =>
    set({
      link: inviteLinkFor(o.page, o.url, client?.hosted ?? null, view.getState().linkHost),
      room: client?.hosted?.room ?? null,
    });

  const loadInfo = () => {
    void (o.info ?? fetchInfo)().then((info) => {
      if (!info) return;
      set(linkHostsOf(o.page, info, view.getState().linkHost));
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

  const pictures = picturePump({
    client: () => client,
    // Only a picture the players' own view uses (the filter left it in: a visible token's, the map's).
    allowed: () => {
      const allowed = assetsUsed(buildPlayerView(o.encounter.getState()).encounter);
      // The 立ち絵 the players' chat shows (issue 30) are theirs to see too.
      if (o.chat) for (const id of chatPictures(o.chat, o.encounter)) allowed.add(id);
      return allowed;
    },
    ...(o.pictures !== undefined ? { pictures: o.pictures } : {}),
  });

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
      note: (command, outcome) => secretRollNote(o.encounter.getState().encounter.system, command, outcome),
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
          overlay.resend();
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
          const closedBy = closedByOf(s.code);
          set({ phase: closedBy === null ? 'off' : 'closed', closedBy });
        }
      }),
      c.on('message', (m) => {
        // The welcome comes after the state turned 'open' (src/net/client.ts): the link needs its room and key.
        if (m.t === 'hosted') refreshLink();
        else if (m.t === 'picture') {
          pictures.ask({ to: m.playerId, reqId: m.reqId, id: m.id });
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
    preview: (q) => previewRequest(o.encounter.getState(), q),
    get client() {
      return client;
    },
    dispose() {
      offSwitch();
      overlay.dispose();
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
