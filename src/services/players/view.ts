/**
 * What the players see of the GM's encounter (issue 26): built field by field (an allow-list) from the GM's state,
 * the kernel's fields here and each rule system's parts by its own policy (`players` in its definition,
 * `src/rules/core/players.ts`), with creatures named by the ids the players know them by (`aliases.ts`). A field
 * added to the model later stays in the GM's tab until someone decides the players may see it.
 *
 * - Creatures: those the players cannot see (hidden, under the fog outside the party, or carried by one) are left
 *   out. Every creature's notes are the GM's. The party's creatures keep their figures; everyone else's HP become a
 *   coarse state (unhurt / hurt / bloodied / down), speeds and bonuses zero, initiative unknown (players see the
 *   order), and its system part is what its system shows the table.
 * - The turn order without unseen creatures; a pending decision only when it is the players' to make (its chooser
 *   on the players' side) and names nobody unseen; the palettes of the party's creatures; no dice state, no counters.
 * - The grid: the terrain and ground height under the fog are blanked.
 *
 * Every view this builds is one the players' pages accept (they check it like a file): a property test over random
 * sessions of every rule system holds it (`view.property.*.test.ts`).
 */
import {
  creatureOf,
  sameData,
  systemFor,
  UNSEEN_REF,
  unseenByPlayers,
  VIEW_DICE,
  type AnyEncounter,
  type Creature,
  type CreatureId,
  type Encounter,
  type PlayerScope,
  type Ref,
} from '../../rules';
import { SAME_IDS, type Aliases } from './aliases';
import { changeFeed } from './changes';
import { partyIds, partySight, sameSightAs, sightMark, type SightMark } from './vision';
import { fogGrid } from './fogGrid';
import { wallsInSight } from './walls';

/** Coarse HP state shown to players for creatures not on the party's side. */
export type HpState = 'unhurt' | 'hurt' | 'bloodied' | 'down';

/** Coarse HP state of a creature. */
export function hpState(c: Pick<Creature, 'hp' | 'hpMax'>): HpState {
  if (c.hp <= 0) return 'down';
  if (c.hp * 2 <= c.hpMax) return 'bloodied';
  if (c.hp < c.hpMax) return 'hurt';
  return 'unhurt';
}

const COARSE: Record<HpState, number> = { unhurt: 4, hurt: 3, bloodied: 2, down: 0 };
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A scope over one encounter, with what the players cannot see worked out once. */
export interface Scope extends PlayerScope<AnyEncounter> {
  /** The creatures the players cannot see. */
  readonly unseen: ReadonlySet<CreatureId>;
  /** The players' side (`party`): the same set object while the players' sight is the same (issue 33). */
  readonly partySet: ReadonlySet<CreatureId>;
}

// One scope per encounter state and aliases (issue 33): the GM window's view and its overlay filter ask for the
// same state after every change, and working out who is unseen walks every creature. A state never changes (a new
// root object after every change), so its scope never does.
const scopes = new WeakMap<AnyEncounter, WeakMap<Aliases, Scope>>();
// The last scope per aliases, with the state it was built for: a state that gives the players the same sight
// (`sameSight`: no creature of the party moved, nobody hid or came out, no wall or fog changed) keeps its unseen and
// party sets, the same objects — so the view's kept records stay valid without a walk over every creature.
// Kept per creature table (a session's) and aliases.
const lastScopes = new WeakMap<object, WeakMap<Aliases, { mark: SightMark; scope: Scope }>>();

/** The scope of the players' view of `enc`, naming creatures by `aliases` (worked out once per state). */
export function playerScope(gm: AnyEncounter, aliases: Aliases = SAME_IDS): Scope {
  let byAliases = scopes.get(gm);
  if (!byAliases) scopes.set(gm, (byAliases = new WeakMap()));
  let s = byAliases.get(aliases);
  if (!s) {
    let mine = lastScopes.get(gm.creatures);
    if (!mine) lastScopes.set(gm.creatures, (mine = new WeakMap()));
    const last = mine.get(aliases);
    if (last && sameSightAs(last.mark, gm)) {
      s = buildScope(gm, aliases, last.scope);
      last.scope = s;
    } else {
      s = buildScope(gm, aliases);
      mine.set(aliases, { mark: sightMark(gm, aliases), scope: s });
    }
    byAliases.set(aliases, s);
  }
  return s;
}

function buildScope(gm: AnyEncounter, aliases: Aliases, same?: Scope): Scope {
  // Issue 32: with the vision fog on, what the party cannot see is fogged like the GM's fog.
  const enc = partySight(gm);
  const unseen = same?.unseen ?? unseenByPlayers(enc);
  const party = same?.partySet ?? partyIds(enc);
  const visible = (id: CreatureId) => typeof id === 'string' && creatureOf(enc, id) !== undefined && !unseen.has(id);
  return {
    enc,
    unseen,
    partySet: party,
    visible,
    party: (id) => party.has(id),
    alias: aliases,
    ref: (r: Ref) => (r && visible(r.id) ? { id: aliases(r.id), name: r.name } : UNSEEN_REF),
  };
}

/** Does a value name an unseen creature (a Ref or an id)? */
export function namesUnseen(v: unknown, s: Scope, depth = 0): boolean {
  if (depth > 16 || s.unseen.size === 0) return false;
  if (typeof v === 'string') return s.unseen.has(v);
  if (Array.isArray(v)) return v.some((x) => namesUnseen(x, s, depth + 1));
  if (isObj(v)) return Object.values(v).some((x) => namesUnseen(x, s, depth + 1));
  return false;
}

/**
 * A copy of a message (a prompt, an option's label, a refusal) with every creature it names as the players know it:
 * a Ref `{ id, name }` by its alias (an unseen one as "someone"), a bare creature id by its alias (an unseen one as '').
 */
export function aliasRefs<T>(v: T, s: Scope, depth = 0): T {
  if (depth > 16) return v;
  if (typeof v === 'string')
    return (Object.prototype.hasOwnProperty.call(s.enc.creatures, v) ? (s.visible(v) ? s.alias(v) : '') : v) as T;
  if (Array.isArray(v)) return v.map((x) => aliasRefs(x, s, depth + 1)) as T;
  if (!isObj(v)) return v;
  const keys = Object.keys(v);
  if (keys.length === 2 && typeof v.id === 'string' && typeof v.name === 'string') return s.ref(v as never) as T;
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = aliasRefs(v[k], s, depth + 1);
  return out as T;
}

/** The system part of a creature as the players see it (its system's policy; defaults when it states nothing). */
function partOf(enc: AnyEncounter, c: Creature, own: boolean, s: Scope): unknown {
  const system = systemFor(enc);
  const p = system.players;
  const f = own ? p?.ownPart : p?.otherPart;
  if (f) return f(c.sys, c.id, s as PlayerScope);
  const d = system.creaturePart(undefined, undefined);
  return d.ok ? d.part : {};
}

/** The encounter as the players may see it (see the module comment). */
export function playerEncounter<E extends AnyEncounter>(enc: E, aliases: Aliases = SAME_IDS): E {
  return viewOf(enc, playerScope(enc, aliases)) as E;
}

/**
 * Filtered creature records and grid kept between views of one audience (issue 33: the player window gets a view
 * after every command, and sends on only the records that changed): a record is filtered again only when it is a
 * new record or when what the players may see of the others changed (who is unseen, who is the party: `key`).
 * With `last`, the next view starts from the last one: when the scope's sets are the same objects (the same sight,
 * `sameSight`) and the creature order is, only the records the GM's state replaced are looked at.
 */
export interface ViewMemo {
  key: string;
  records: WeakMap<object, Creature>;
  grid: { from: Encounter['grid']; fog: unknown; out: Encounter['grid'] } | null;
  last: LastView | null;
  /** Creature records filtered (built) and GM records looked at, over the memo's life (tests and bench counts). */
  readonly counts: { built: number; walked: number };
}

/** The last view of a memo, with what it was built from. */
interface LastView {
  readonly gm: AnyEncounter;
  /** The GM's records the view was made of (the session's creature table changes in place: model.ts). */
  readonly records: Map<CreatureId, Creature>;
  readonly unseen: ReadonlySet<CreatureId>;
  readonly party: ReadonlySet<CreatureId>;
  readonly alias: Aliases;
  readonly out: Encounter;
}

/** A memo for {@link viewOf} (one per audience: its aliases are part of the records). */
export function viewMemo(): ViewMemo {
  return { key: '', records: new WeakMap(), grid: null, last: null, counts: { built: 0, walked: 0 } };
}

/** The creature record as the players see it (see the module comment). */
function creatureView(enc: AnyEncounter, id: CreatureId, c: Creature, s: Scope): Creature {
  const own = s.party(id);
  const a = s.alias;
  return {
    id: a(id),
    name: c.name,
    side: c.side,
    kind: c.kind,
    size: c.size,
    pos: { x: c.pos.x, y: c.pos.y },
    elevation: c.elevation,
    flying: c.flying,
    flySpeed: own ? c.flySpeed : 0,
    speed: own ? c.speed : 0,
    reach: own ? c.reach : 1,
    hp: own ? c.hp : COARSE[hpState(c)],
    hpMax: own ? c.hpMax : 4,
    tempHp: own ? c.tempHp : 0,
    conditions: c.conditions.filter((k) => k !== 'hidden'),
    initBonus: own ? c.initBonus : 0,
    initiative: own ? c.initiative : null,
    notes: '',
    color: c.color,
    glyph: c.glyph,
    mountId: c.mountId ? a(c.mountId) : null,
    isRider: c.isRider,
    sys: partOf(enc, c, own, s),
    ...(c.image !== undefined ? { image: c.image } : {}),
    ...(c.token !== undefined ? { token: c.token } : {}),
  };
}

/** The encounter as the players may see it, in a scope already built (`memo`: records kept from the last view). */
export function viewOf(gm: AnyEncounter, s: Scope, memo?: ViewMemo): AnyEncounter {
  const enc = partySight(gm);
  const a = s.alias;
  const prev = memo?.last ?? null;
  let last = prev;
  if (memo && !(last && last.unseen === s.unseen && last.party === s.partySet)) {
    // Another sight: the records stay valid only while who is unseen and who is the party are the same by value.
    const key = `${[...s.unseen].join(' ')}|${enc.creatureOrder.filter((id) => s.party(id)).join(' ')}`;
    if (key !== memo.key) {
      memo.key = key;
      memo.records = new WeakMap();
    }
    last = null;
  }
  if (last && (last.alias !== a || last.gm.creatures !== enc.creatures || last.gm.creatureOrder !== enc.creatureOrder))
    last = null;
  // The ids the table's transactions touched since the last view (changes.ts); without a last view, all of them.
  const touched = memo ? changeFeed(enc.creatures, memo).take() : null;
  // A record filtered again that equals the last view's by value (a change only the GM sees: exact HP inside a
  // band, notes, another side's statistics) is that record, the same object: nothing downstream (the live channel's
  // deltas) can tell that a change happened.
  const lastOut = prev?.out.creatures;
  const record = (id: CreatureId, c: Creature): Creature => {
    const kept = memo?.records.get(c);
    if (kept) return kept;
    let view = creatureView(enc, id, c, s);
    const before = lastOut?.[a(id)];
    if (before !== undefined && sameData(before, view)) view = before;
    if (memo) {
      memo.records.set(c, view);
      memo.counts.built++;
    }
    return view;
  };
  let creatures: Record<CreatureId, Creature> | null = null;
  let order: readonly CreatureId[] = [];
  let records = new Map<CreatureId, Creature>();
  if (last) {
    // The same creatures are seen, in the same order: the last view's, with the records the state replaced.
    creatures = last.out.creatures;
    order = last.out.creatureOrder;
    records = last.records;
    let copied = false;
    for (const id of touched ?? []) {
      const c = creatureOf(enc, id);
      const was = records.get(id);
      if (was === c || (!was && s.unseen.has(id))) continue;
      if (!c || !was) {
        // Not a record replaced: the same order cannot gain or lose a creature. Built from scratch instead.
        creatures = null;
        break;
      }
      if (memo) memo.counts.walked++;
      records.set(id, c);
      const next = record(id, c);
      if (creatures[a(id)] === next) continue;
      if (!copied) {
        creatures = { ...creatures };
        copied = true;
      }
      creatures[a(id)] = next;
    }
  }
  if (!creatures) {
    creatures = {};
    records = new Map();
    const seen: CreatureId[] = [];
    for (const id of enc.creatureOrder) {
      const c = creatureOf(enc, id);
      if (!c || s.unseen.has(id)) continue;
      if (memo) memo.counts.walked++;
      const alias = a(id);
      seen.push(alias);
      records.set(id, c);
      creatures[alias] = record(id, c);
    }
    order = seen;
    last = null;
  }
  const out: Encounter = {
    id: enc.id,
    name: enc.name,
    system: enc.system,
    grid: memoGrid(enc, memo),
    // Walls and doors are part of the map the players see (issue 32) where they touch a square they see; the vision
    // option tells their board to dim the squares it remembers.
    scene: sceneView(enc, prev?.out.scene),
    creatures,
    creatureOrder: order,
    // With the same sight, aliases and creatures as the last view (`last`), a part made of the same GM part is the
    // same as that view's (issue 33: kept, the live channel sends only the parts that changed).
    turns: last && last.gm.turns === enc.turns ? last.out.turns : playerTurns(enc, s),
    rng: VIEW_DICE,
    nextId: 1,
    seq: 0,
    pending: last && last.gm.pending === enc.pending ? last.out.pending : playerPending(enc, s),
    palettes: last && last.gm.palettes === enc.palettes ? last.out.palettes : playerPalettes(enc, s),
    sys: last && last.gm.sys === enc.sys ? last.out.sys : playerSys(enc, s),
  };
  if (memo) memo.last = { gm: enc, records, unseen: s.unseen, party: s.partySet, alias: a, out };
  return out as AnyEncounter;
}

/** The scene as the players see it: the last view's object while every field is the same (issue 33). */
function sceneView(enc: AnyEncounter, was: Encounter['scene'] | undefined): Encounter['scene'] {
  const walls = wallsInSight(enc);
  const sc = enc.scene;
  if (
    was &&
    was.map === sc.map &&
    was.gridLines === sc.gridLines &&
    was.fog === sc.fog &&
    was.walls === walls &&
    was.vision === sc.vision
  )
    return was;
  return { map: sc.map, gridLines: sc.gridLines, fog: sc.fog, walls, vision: sc.vision };
}

/** The turn order without unseen creatures, by the ids the players know. */
function playerTurns(enc: AnyEncounter, s: Scope): Encounter['turns'] {
  const turnOrder = enc.turns.order.filter((id) => !s.unseen.has(id));
  const currentId = enc.turns.current >= 0 ? enc.turns.order[enc.turns.current] : undefined;
  const current = currentId && !s.unseen.has(currentId) ? turnOrder.indexOf(currentId) : -1;
  return { order: turnOrder.map(s.alias), current, round: enc.turns.round };
}

/** The palettes of the party's visible creatures. */
function playerPalettes(enc: AnyEncounter, s: Scope): Encounter['palettes'] {
  const palettes: Record<string, readonly string[]> = {};
  for (const [owner, lines] of Object.entries(enc.palettes))
    if (owner !== 'gm' && s.visible(owner) && s.party(owner)) palettes[s.alias(owner)] = [...lines];
  return palettes;
}

/** The encounter's system part by its system's policy (its `newSys()` when it states none). */
function playerSys(enc: AnyEncounter, s: Scope): unknown {
  const system = systemFor(enc);
  return system.players?.encounterPart
    ? system.players.encounterPart(enc.sys as never, s as PlayerScope)
    : system.newSys();
}

/**
 * A pending decision as the players get it: only theirs to make, naming nobody unseen; prompt and options only, the
 * creatures they name (Refs, and option ids that are creature ids) as the players know them.
 */
function playerPending(enc: AnyEncounter, s: Scope): Encounter['pending'] {
  const asIs = enc.pending;
  if (!asIs || !asIs.playerFacing || asIs.chooserId === null || !s.visible(asIs.chooserId) || !s.party(asIs.chooserId))
    return null;
  if (namesUnseen(asIs.prompt, s) || asIs.options.some((o) => namesUnseen(o, s))) return null;
  // The system's word on what of it the players may read (Tenkai: no column that tells the attacker's 命中).
  const decision = systemFor(enc).players?.decision;
  const p = decision ? decision(asIs, s as PlayerScope) : asIs;
  if (!p) return null;
  return {
    kind: p.kind,
    chooserId: s.alias(asIs.chooserId),
    prompt: aliasRefs(p.prompt, s),
    options: p.options.map((o) => ({
      // An option may be a creature (4e's opportunity attack: its target): named by its alias, and read back from it
      // when the player answers (the request check reads every id back).
      id: Object.prototype.hasOwnProperty.call(enc.creatures, o.id) ? s.alias(o.id) : o.id,
      label: aliasRefs(o.label, s),
      ...(o.square ? { square: { x: o.square.x, y: o.square.y } } : {}),
      ...(o.disabledReason ? { disabledReason: aliasRefs(o.disabledReason, s) } : {}),
      ...(o.disabledRule ? { disabledRule: o.disabledRule } : {}),
    })),
    ruleId: p.ruleId,
    playerFacing: true,
    context: {},
  };
}

/** The fogged grid, the same object while the grid and fog are or while equal by value (a delta leaves it out). */
function memoGrid(enc: AnyEncounter, memo: ViewMemo | undefined): Encounter['grid'] {
  const m = memo?.grid;
  if (m && m.from === enc.grid && m.fog === enc.scene.fog) return m.out;
  const fresh = fogGrid(enc);
  const out = m && sameData(m.out, fresh) ? m.out : fresh;
  if (memo) memo.grid = { from: enc.grid, fog: enc.scene.fog, out };
  return out;
}
