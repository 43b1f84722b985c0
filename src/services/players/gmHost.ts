/**
 * The GM's tab as the host of a session: publishes the filtered view on every change, answers the players'
 * requests through a {@link RequestDesk}, keeps the roster. The app gives it its encounter store, the view
 * builder (today's `gmLive.ts` builds the same state for the local player window) and the encounter's approval
 * setting; nothing here reads GM-only data except through the desk's check, which answers with refusals only.
 *
 * Revisions: the view's `rev` is the store's revision plus an offset fixed at the first welcome of this page
 * load, so revisions keep growing across a GM reload (the room remembers the last one it relayed) and a
 * player's `basedOnRevision` never matches a revision of an earlier page load by accident.
 */
import type { AnyEncounter, Command, CreatureId, Encounter, EventBase, Outcome, Session } from '../../rules';
import type { GmClient } from '../../net/client';
import type { Text } from '../../i18n';
import type { PlayerAction, RequestResult, RosterEntry, View, WireRefusal } from '../../net/protocol';
import type { Aliases } from './aliases';
import { RequestDesk, type ApprovalMode, type QueuedRequest } from './desk';
import type { RosterPlayer } from './check';
import type { JsonObject } from '../../net/schema';

/** What the host needs of the encounter store. */
export interface HostStore {
  getState(): {
    readonly session: Session<AnyEncounter, Command>;
    readonly revision: number;
    dispatch(c: Command): Outcome<AnyEncounter>;
  };
  subscribe(fn: (s: { readonly revision: number }, prev: { readonly revision: number }) => void): () => void;
}

/** The players' view as the app builds it (the filtered encounter, log lines, events of the last change). */
export interface HostView {
  readonly encounter: Encounter;
  readonly log: readonly Text[];
  readonly events: readonly EventBase[];
  readonly change: View['change'];
}

export interface GmHostOptions {
  readonly client: GmClient;
  readonly store: HostStore;
  /** The filtered view now (the allow-list filter: nothing GM-only). */
  buildView(): HostView;
  /** The encounter's setting: apply players' requests at once, or wait for the GM's OK. */
  mode(): ApprovalMode;
  /** The ids the players know creatures by (issue 26): views, menus and assignments use them, requests are read back. */
  readonly aliases: Aliases;
  /** What only the asking player reads of their own applied command (their secret roll's result), or null. */
  note?(command: Command, outcome: Outcome<AnyEncounter>): Text | null;
  onRoster?(players: readonly RosterEntry[]): void;
  onQueue?(queue: readonly QueuedRequest[]): void;
  /**
   * "What can I do": the menu a player may use for a creature now (only what would pass the request check; the
   * app builds it with its engine), asked with the id the player knows the creature by. Without it, every
   * question gets an empty menu.
   */
  menuFor?(
    player: RosterPlayer,
    creatureId: string,
  ): readonly PlayerAction[] | { readonly actions: readonly PlayerAction[]; readonly why: WireRefusal | null };
  /** Requests that were waiting for the GM's OK before a reload (they are checked again as they arrive). */
  restoreQueue?: readonly QueuedRequest[];
  /** Coalesce publishing (default: once per task). */
  schedule?(fn: () => void): void;
  /** The table's chat (issue 30): what the players read of it, and a player's `chat` request. */
  readonly chat?: HostChat;
}

/** The chat as the host publishes it and answers the players' messages (issue 30). */
export interface HostChat {
  /** The players' chat now (nothing GM-only). */
  view(): JsonObject;
  /** Grows with every change of the chat (the view's revision counts it). */
  revision(): number;
  subscribe(fn: () => void): () => void;
  /** A player's `chat` request, checked in the GM's tab (refused or posted). */
  receive(player: RosterPlayer | undefined, command: JsonObject, basedOnRevision: number): RequestResult;
}

export interface GmHost {
  readonly desk: RequestDesk;
  readonly roster: readonly RosterEntry[];
  /** The revision of the view published last (null before the first). */
  readonly publishedRev: number | null;
  /** Give a player their creatures. */
  assign(playerId: string, creatureIds: readonly CreatureId[]): boolean;
  kick(playerId: string): boolean;
  approve(playerId: string, reqId: string): RequestResult | null;
  decline(playerId: string, reqId: string): boolean;
  /** Publish now (e.g. after a change the store's revision does not show). */
  publish(): void;
  stop(): void;
}

/** Start hosting over a GM client (connect the client before or after). */
export function startGmHost(o: GmHostOptions): GmHost {
  let roster: readonly RosterEntry[] = [];
  let offset: number | null = null;
  let publishedRev: number | null = null;
  let scheduled = false;
  // Requests that waited for the GM's OK before a reload: received again (and so checked again) once the roster is known.
  let restore: readonly QueuedRequest[] = o.restoreQueue ?? [];
  const schedule = o.schedule ?? ((fn: () => void) => setTimeout(fn, 0));
  // The chat's changes count too (issue 30): a new line is a new view for the players.
  const own = () => o.store.getState().revision + (o.chat?.revision() ?? 0);
  const rev = () => (offset ?? 0) + own();

  const desk = new RequestDesk({
    session: () => o.store.getState().session,
    revision: rev,
    roster: () => roster,
    mode: o.mode,
    apply: (c) => o.store.getState().dispatch(c),
    answer: (to, reqId, result) => {
      o.client.send({ t: 'answer', to, reqId, result });
    },
    aliases: () => o.aliases,
    ...(o.note ? { note: o.note } : {}),
  });

  function publish(): void {
    scheduled = false;
    if (offset === null || o.client.state !== 'open') return;
    const v = o.buildView();
    const r = rev();
    const view: View = {
      encounter: v.encounter as unknown as JsonObject,
      log: v.log,
      events: v.events as unknown as readonly JsonObject[],
      change: v.change,
      ...(o.chat ? { chat: o.chat.view() } : {}),
    };
    if (o.client.send({ t: 'view', rev: r, view })) {
      publishedRev = r;
      // The question players may answer is remembered as the GM's state has it (a stale answer is checked against it).
      desk.published(r, o.store.getState().session.state);
    }
  }

  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(publish);
  };

  const offs = [
    o.client.on('message', (m) => {
      if (m.t === 'hosted') {
        if (offset === null) offset = (m.lastRev ?? -1) + 1 - own();
        publish();
      } else if (m.t === 'roster') {
        const gone = roster.filter((p) => !m.players.some((q) => q.id === p.id));
        roster = m.players;
        for (const p of gone) desk.dropPlayer(p.id);
        o.onRoster?.(roster);
        const again = restore;
        restore = [];
        for (const q of again)
          desk.receive({
            t: 'request',
            reqId: q.reqId,
            playerId: q.playerId,
            command: q.asked as JsonObject,
            basedOnRevision: q.basedOnRevision,
          });
      } else if (m.t === 'request' && o.chat && m.command.type === 'chat') {
        const got = o.chat.receive(
          roster.find((p) => p.id === m.playerId),
          m.command,
          m.basedOnRevision,
        );
        // An applied chat line is shown by the view of now (the chat's change counts in the revision).
        const result: RequestResult = got.status === 'applied' ? { ...got, rev: rev() } : got;
        o.client.send({ t: 'answer', to: m.playerId, reqId: m.reqId, result });
      } else if (m.t === 'request') {
        desk.receive(m);
      } else if (m.t === 'options') {
        const player = roster.find((p) => p.id === m.playerId);
        let actions: readonly PlayerAction[] = [];
        let why: WireRefusal | null = null;
        try {
          const got = player && o.menuFor ? o.menuFor(player, m.creatureId) : [];
          if (Array.isArray(got)) actions = got as readonly PlayerAction[];
          else ({ actions, why } = got as { actions: readonly PlayerAction[]; why: WireRefusal | null });
        } catch (e) {
          console.error('Saddlegrid: building a player menu hit a programming error', e);
        }
        o.client.send({
          t: 'menu',
          to: m.playerId,
          reqId: m.reqId,
          rev: rev(),
          creatureId: m.creatureId,
          actions: [...actions],
          ...(why && actions.length === 0 ? { why } : {}),
        });
      }
    }),
    o.store.subscribe((s, prev) => {
      if (s.revision !== prev.revision) later();
    }),
    desk.subscribe((q) => o.onQueue?.(q)),
    ...(o.chat ? [o.chat.subscribe(later)] : []),
  ];

  return {
    desk,
    get roster() {
      return roster;
    },
    get publishedRev() {
      return publishedRev;
    },
    // The room (and so every player) knows a creature by its alias only.
    assign: (playerId, creatureIds) =>
      o.client.send({ t: 'assign', playerId, creatureIds: creatureIds.map((id) => o.aliases(id)) }),
    kick: (playerId) => o.client.send({ t: 'kick', playerId }),
    approve: (playerId, reqId) => desk.approve(playerId, reqId),
    decline: (playerId, reqId) => desk.decline(playerId, reqId),
    publish,
    stop() {
      for (const off of offs) off();
    },
  };
}
