/**
 * What the players may see and ask for (issue 26): part of each rule system's contract, in the spirit of
 * boardgame.io's `Game.playerView`. The shared code (the players' view builder, the request check, the player
 * menu) applies a system's policy without naming the system; a system that states nothing sends the players
 * nothing of its own parts, lets them ask for nothing and shows them none of its events (GM-only by default).
 *
 * Three things are stated per system:
 * - **parts**: what players see of a creature's system part (their own creatures', and a visible creature of
 *   another side's) and of the encounter's part — built by allow-list, with creature ids given as the players
 *   know them (`scope.alias`), never copied wholesale;
 * - **permissions**: per command type, who among the players may ask for it (a creature of theirs as the actor,
 *   their own decision, their own turn); every command not listed is the GM's;
 * - **events**: per event type, what players may read of it (`'public'`, or a function returning a redacted copy,
 *   or null); every event not listed is the GM's. The players' log is described from these copies.
 *
 * Who the players cannot see (`unseenByPlayers`): creatures marked hidden, creatures outside the party whose whole
 * space is under the fog of war, and whatever they carry. Every answer a player gets is computed as if those did
 * not exist (the request check's "players' world"), so no answer differs between a hidden creature and nothing.
 */
import type { CoreEvent } from './events';
import type { EventBase, Msg, Ref } from './message';
import { underFog } from './fog';
import { HIDDEN, type CreatureId, type Encounter, type PendingDecision } from './model';

/** What a policy's functions are told about the players' view being built. */
export interface PlayerScope<E extends Encounter = Encounter> {
  /** The GM's encounter (read only what the players may see of it). */
  readonly enc: E;
  /** A creature the players see. */
  visible(id: CreatureId): boolean;
  /** A creature on the players' side (the party's, and a system's own: Sudukuri's PC side). */
  party(id: CreatureId): boolean;
  /** The id the players know a visible creature by (a per-room alias; the GM's own windows use the id itself). */
  alias(id: CreatureId): string;
  /** A creature as the players may name it: aliased when visible, else the unseen placeholder {@link UNSEEN_REF}. */
  ref(r: Ref): Ref;
}

/** How an event names a creature the players cannot see (the i18n layer words it: "someone" / "何者か"). */
export const UNSEEN_NAME = '\u2063unseen\u2063';
/** The placeholder for a creature the players cannot see. */
export const UNSEEN_REF: Ref = Object.freeze({ id: '', name: UNSEEN_NAME });

/** The creatures a player commands: `owned` (given by the GM, visible) and `controlled` (those, and mounts they ride as rider). */
export interface Control {
  readonly owned: ReadonlySet<CreatureId>;
  readonly controlled: ReadonlySet<CreatureId>;
}

/** What a permission reads. */
export interface PermissionFacts<E extends Encounter = Encounter> {
  readonly enc: E;
  readonly control: Control;
}

/** May a player ask for this command? null if so, else the refusal (a kernel or system message). */
export type Permission<E extends Encounter = Encounter> = (
  command: Readonly<Record<string, unknown>>,
  facts: PermissionFacts<E>,
) => Msg | null;

/**
 * What players may read of one event: all of it (`'public'`: dropped only when the creature it is about is unseen),
 * or what a function makes of it — a redacted copy, another event (a secret roll becomes "rolled secretly"), or null.
 */
export type EventView<E extends Encounter = Encounter, Ev = unknown> =
  | 'public'
  // Method syntax: parameters compare both ways, so the kernel's views serve a system that widens a kernel event.
  | { view(e: Ev, scope: PlayerScope<E>): EventBase | null }['view'];

/** Per event type (the kernel's and the system's own), what players may read of it. */
export type EventViews<E extends Encounter, Ev extends { type: string }> = {
  readonly [K in (Ev | CoreEvent)['type']]?: EventView<E, Extract<Ev | CoreEvent, { type: K }>>;
};

/** A rule system's players' policy (every part optional: what is not stated is the GM's). */
export interface PlayerPolicy<
  E extends Encounter = Encounter,
  CType extends string = string,
  Ev extends { type: string } = { type: string },
> {
  /** A party creature's system part as its players see it (ids through `scope.alias`). Default: the system's defaults. */
  ownPart?(part: unknown, id: CreatureId, scope: PlayerScope<E>): unknown;
  /** A visible creature of another side: its system part as the table sees it. Default: the system's defaults. */
  otherPart?(part: unknown, id: CreatureId, scope: PlayerScope<E>): unknown;
  /** The encounter's system part as the players see it. Default: the system's `newSys()`. */
  encounterPart?(sys: E['sys'], scope: PlayerScope<E>): unknown;
  /** Ids on the players' side besides the party's creatures (Sudukuri: the battle's PC side). */
  partyIds?(enc: E): readonly CreatureId[];
  /**
   * The encounter's system part with every reference to the creatures in `gone` dropped (the players' world that
   * requests are judged in, see the module comment). Default: unchanged.
   */
  withoutCreatures?(sys: E['sys'], gone: ReadonlySet<CreatureId>): E['sys'];
  /**
   * A creature's system part with every reference to the creatures in `gone` dropped (the players' world; e.g. 4e
   * effects, kept on their targets since issue 33). The same object when it names none of them. Default: unchanged.
   */
  partWithout?(part: unknown, gone: ReadonlySet<CreatureId>): unknown;
  /**
   * A pending decision of the players' (its chooser theirs) as they are shown it: its messages without what they may
   * not know (a figure of a creature not theirs), or null to keep it from them. Default: as it is. The builder names
   * its creatures as the players know them afterwards.
   */
  decision?(p: PendingDecision, scope: PlayerScope<E>): PendingDecision | null;
  /** Commands a player may ask for, by type (every other command is the GM's). */
  readonly permissions?: { readonly [K in CType]?: Permission<E> };
  /** Events a player may read, by type (every other event is the GM's). */
  readonly events?: EventViews<E, Ev>;
  /**
   * Commands that move a creature along a path the engine plans when none is given (`moveCreature`, a charge):
   * the request check pins the path planned in the players' world, and the ruling {@link PlayerPolicy.unseenRule}
   * applies when it runs into what the players could not see.
   */
  readonly pathCommands?: readonly CType[];
  /** The table ruling applied when a player's move runs into a creature or ground the players could not see. */
  readonly unseenRule?: string;
  /** The command a player's drag of a creature sends, `{ type, id, to }` (Tenkai: `tkMove`). Default: `moveCreature`. */
  readonly dragMove?: CType;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** The creatures the players cannot see (see the module comment). */
export function unseenByPlayers(enc: Encounter): Set<CreatureId> {
  const out = new Set<CreatureId>();
  for (const id of enc.creatureOrder) {
    const c = enc.creatures[id];
    if (c && (c.conditions.includes(HIDDEN) || (c.side !== 'party' && !c.mountId && underFog(enc, c)))) out.add(id);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const id of enc.creatureOrder) {
      const c = enc.creatures[id];
      if (c?.mountId && out.has(c.mountId) && !out.has(id)) {
        out.add(id);
        grew = true;
      }
    }
  }
  return out;
}

/** What a player commands in this state (`given`: the creatures the GM gave them; `unseen`: never theirs to act for). */
export function controlOf(enc: Encounter, given: readonly CreatureId[], unseen: ReadonlySet<CreatureId>): Control {
  const owned = new Set<CreatureId>();
  for (const id of given) if (hasOwn.call(enc.creatures, id) && !unseen.has(id)) owned.add(id);
  const controlled = new Set(owned);
  for (const id of owned) {
    const c = enc.creatures[id];
    // A rider directs its mount (moves it, spends its actions); a passenger does not.
    if (c?.mountId && c.isRider && hasOwn.call(enc.creatures, c.mountId) && !unseen.has(c.mountId))
      controlled.add(c.mountId);
  }
  return { owned, controlled };
}

/**
 * The creature a refusal names back, if any. The request check reads a player's ids back so that only creatures
 * the players see reach a permission (anything else names no creature), so naming it tells nothing new.
 */
const refOf = (f: PermissionFacts, id: unknown): Ref | null => {
  const c = typeof id === 'string' && hasOwn.call(f.enc.creatures, id) ? f.enc.creatures[id] : undefined;
  return c ? { id: c.id, name: c.name } : null;
};

/** The creature in `field` is the player's (`owned`) or one they direct (`controlled`: also the mount a rider of theirs rides). */
export function actor(field: string, set: keyof Control): Permission {
  return (c, f) => {
    const id = hasOwn.call(c, field) ? c[field] : undefined;
    if (typeof id === 'string' && f.control[set].has(id)) return null;
    return { m: 'notYours', creature: refOf(f, id) } as Msg;
  };
}

/** `decide`: the pending decision is the players' (player-facing) and its chooser one the player directs. */
export const ownDecision: Permission = (_c, f) => {
  const p = f.enc.pending;
  if (!p) return { m: 'noDecision' };
  if (!p.playerFacing || p.chooserId === null || !f.control.controlled.has(p.chooserId))
    return { m: 'notYourDecision' };
  return null;
};

/** Only while the creature whose turn it is is one the player directs. */
export const onOwnTurn: Permission = (_c, f) => {
  const id = f.enc.turns.current >= 0 ? f.enc.turns.order[f.enc.turns.current] : undefined;
  return id !== undefined && f.control.controlled.has(id) ? null : { m: 'onlyOnOwnTurn' };
};

/** The kernel commands a rule system may let players ask for (spread into its `permissions`). */
export const KERNEL_PERMISSIONS = {
  moveCreature: actor('id', 'controlled'),
  decide: ownDecision,
  rollDice: actor('by', 'controlled'),
  setPalette: actor('owner', 'owned'),
} as const;

type Core<K extends CoreEvent['type']> = Extract<CoreEvent, { type: K }>;

/** A creature of the players' side that they see (a hidden party creature's figures are the GM's too). */
const ours = (s: PlayerScope, id: string): boolean => s.visible(id) && s.party(id);

/** For event views: the creature a Ref names is one the players see. */
export const seenRef = (s: PlayerScope, r: Ref | null | undefined): boolean => !!r && s.visible(r.id);
/** For event views: the creature a Ref names is of the players' side and seen — its figures are theirs. */
export const oursRef = (s: PlayerScope, r: Ref | null | undefined): boolean => !!r && ours(s, r.id);

/** Public if the creature the event is about is one of the players' side (else the GM's: initiative values). */
const partyOnly = (e: { readonly who: Ref } & EventBase, s: PlayerScope): EventBase | null =>
  ours(s, e.who.id) ? e : null;

/**
 * Exact HP of creatures outside the players' side are the GM's: the amount is seen, the figures after it are not.
 * Damage or healing of a creature the players cannot see is not read.
 */
const hpOfParty = (e: Core<'damaged'> | Core<'healed'>, s: PlayerScope): EventBase | null => {
  if (!s.visible(e.who.id)) return null;
  if (ours(s, e.who.id)) return e;
  const redacted: Core<'damaged'> | Core<'healed'> = { ...e, hp: null, hpMax: null };
  return redacted;
};

/**
 * Does a value (a prompt, an option) name only creatures the players see? A decision that names an unseen creature
 * is not shown to them (the GM resolves it), so neither is what is said of it.
 */
export function namesOnlySeen(v: unknown, s: PlayerScope, depth = 0): boolean {
  if (depth > 12 || v === null || typeof v !== 'object') return true;
  if (Array.isArray(v)) return v.every((x) => namesOnlySeen(x, s, depth + 1));
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 2 && typeof o.id === 'string' && typeof o.name === 'string') return s.visible(o.id);
  return keys.every((k) => namesOnlySeen(o[k], s, depth + 1));
}

/** A decision (answered or cancelled) is read by the players when it was theirs to make (and shown to them). */
const theirDecision = (e: Core<'decided'> | Core<'decisionCancelled'>, s: PlayerScope): EventBase | null =>
  e.chooser && ours(s, e.chooser.id) && namesOnlySeen(e.prompt, s) ? e : null;

/** A dice line: a secret roll becomes "… rolled secretly" (the roller's own player reads it in their answer). */
const diceLine = (e: Core<'diceRolled'>, s: PlayerScope): EventBase | null => {
  if (!e.secret) return e.by === null || ours(s, e.by.id) ? e : null;
  const secretly: Core<'diceRolledSecretly'> = {
    type: 'diceRolledSecretly',
    by: e.by && ours(s, e.by.id) ? e.by : null,
    player: e.player ?? null,
    rules: [],
    ...(e.by && ours(s, e.by.id) ? { ids: [e.by.id] } : {}),
  };
  return secretly;
};

/** The kernel's events as players read them (a system spreads this into its `events`, or states its own). */
export const KERNEL_EVENT_VIEWS: EventViews<Encounter, CoreEvent> = {
  // `dieRolled` (each die) is the GM's: the event that used the die says what the players may know of the roll.
  creatureAdded: 'public',
  creatureMoved: 'public',
  creaturePlaced: 'public',
  // Initiative values of creatures outside the party stay with the GM (players see the order).
  initiativeRolled: partyOnly,
  initiativeSet: partyOnly,
  turnStarted: 'public',
  conditionGained: 'public',
  conditionLost: 'public',
  damaged: hpOfParty,
  healed: hpOfParty,
  encounterRenamed: 'public',
  decided: theirDecision,
  decisionCancelled: theirDecision,
  diceRolled: diceLine,
  paletteChanged: (e, s) => (e.owner && ours(s, e.owner.id) ? e : null),
  sceneChanged: 'public',
  fogChanged: 'public',
  wallsAdded: 'public',
  wallsRemoved: 'public',
  doorChanged: 'public',
  visionChanged: 'public',
  unseenBlocked: 'public',
};

/** The permission of a command type in a policy (own properties only), or undefined: the GM's. */
export function permissionOf(policy: PlayerPolicy | undefined, type: string): Permission | undefined {
  const p = policy?.permissions as Readonly<Record<string, Permission | undefined>> | undefined;
  return p && hasOwn.call(p, type) ? p[type] : undefined;
}

/** The view of an event type in a policy (own properties only), or undefined: the GM's. */
export function eventViewOf(policy: PlayerPolicy | undefined, type: string): EventView | undefined {
  const v = policy?.events as Readonly<Record<string, EventView | undefined>> | undefined;
  return v && hasOwn.call(v, type) ? v[type] : undefined;
}
