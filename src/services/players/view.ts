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
  isFogged,
  systemFor,
  TERRAIN_NORMAL,
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
import { partyIds, partySight } from './vision';
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
}

// One scope per encounter state and aliases (issue 33): the GM window's view and its overlay filter ask for the
// same state after every change, and working out who is unseen walks every creature. A state never changes (a new
// root object after every change), so its scope never does.
const scopes = new WeakMap<AnyEncounter, WeakMap<Aliases, Scope>>();

/** The scope of the players' view of `enc`, naming creatures by `aliases` (worked out once per state). */
export function playerScope(gm: AnyEncounter, aliases: Aliases = SAME_IDS): Scope {
  let byAliases = scopes.get(gm);
  if (!byAliases) scopes.set(gm, (byAliases = new WeakMap()));
  let s = byAliases.get(aliases);
  if (!s) byAliases.set(aliases, (s = buildScope(gm, aliases)));
  return s;
}

function buildScope(gm: AnyEncounter, aliases: Aliases): Scope {
  // Issue 32: with the vision fog on, what the party cannot see is fogged like the GM's fog.
  const enc = partySight(gm);
  const unseen = unseenByPlayers(enc);
  const party = partyIds(enc);
  const visible = (id: CreatureId) => typeof id === 'string' && creatureOf(enc, id) !== undefined && !unseen.has(id);
  return {
    enc,
    unseen,
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
 */
export interface ViewMemo {
  key: string;
  records: WeakMap<object, Creature>;
  grid: { from: Encounter['grid']; fog: unknown; out: Encounter['grid'] } | null;
}

/** A memo for {@link viewOf} (one per audience: its aliases are part of the records). */
export function viewMemo(): ViewMemo {
  return { key: '', records: new WeakMap(), grid: null };
}

/** The encounter as the players may see it, in a scope already built (`memo`: records kept from the last view). */
export function viewOf(gm: AnyEncounter, s: Scope, memo?: ViewMemo): AnyEncounter {
  const enc = partySight(gm);
  const a = s.alias;
  const creatures: Record<CreatureId, Creature> = {};
  const order: CreatureId[] = [];
  if (memo) {
    const key = `${[...s.unseen].join(' ')}|${enc.creatureOrder.filter((id) => s.party(id)).join(' ')}`;
    if (key !== memo.key) {
      memo.key = key;
      memo.records = new WeakMap();
    }
  }
  for (const id of enc.creatureOrder) {
    const c = creatureOf(enc, id);
    if (!c || s.unseen.has(id)) continue;
    const own = s.party(id);
    const alias = a(id);
    order.push(alias);
    const kept = memo?.records.get(c);
    if (kept) {
      creatures[alias] = kept;
      continue;
    }
    const view: Creature = {
      id: alias,
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
    memo?.records.set(c, view);
    creatures[alias] = view;
  }
  const turnOrder = enc.turns.order.filter((id) => !s.unseen.has(id));
  const currentId = enc.turns.current >= 0 ? enc.turns.order[enc.turns.current] : undefined;
  const current = currentId && !s.unseen.has(currentId) ? turnOrder.indexOf(currentId) : -1;
  const palettes: Record<string, readonly string[]> = {};
  for (const [owner, lines] of Object.entries(enc.palettes))
    if (owner !== 'gm' && s.visible(owner) && s.party(owner)) palettes[a(owner)] = [...lines];
  const system = systemFor(enc);
  const sys = system.players?.encounterPart
    ? system.players.encounterPart(enc.sys as never, s as PlayerScope)
    : system.newSys();
  const out: Encounter = {
    id: enc.id,
    name: enc.name,
    system: enc.system,
    grid: memoGrid(enc, memo),
    // Walls and doors are part of the map the players see (issue 32) where they touch a square they see; the vision
    // option tells their board to dim the squares it remembers.
    scene: {
      map: enc.scene.map,
      gridLines: enc.scene.gridLines,
      fog: enc.scene.fog,
      walls: wallsInSight(enc),
      vision: enc.scene.vision,
    },
    creatures,
    creatureOrder: order,
    turns: { order: turnOrder.map(a), current, round: enc.turns.round },
    rng: VIEW_DICE,
    nextId: 1,
    seq: 0,
    pending: playerPending(enc, s),
    palettes,
    sys,
  };
  return out as AnyEncounter;
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

/** The fogged grid, the same object while the grid and the fog are (a delta then leaves it out). */
function memoGrid(enc: AnyEncounter, memo: ViewMemo | undefined): Encounter['grid'] {
  const m = memo?.grid;
  if (m && m.from === enc.grid && m.fog === enc.scene.fog) return m.out;
  const out = fogGrid(enc);
  if (memo) memo.grid = { from: enc.grid, fog: enc.scene.fog, out };
  return out;
}

/** The grid as the players may see it: under the fog, normal ground at height 0 (no hint of pits or walls). */
export function fogGrid(enc: Pick<Encounter, 'grid' | 'scene'>): Encounter['grid'] {
  const g = enc.grid;
  if (!enc.scene.fog) return g;
  const terrain = g.terrain.slice();
  const elevation = g.elevation.slice();
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++)
      if (isFogged(enc, { x, y })) {
        terrain[y * g.width + x] = TERRAIN_NORMAL;
        elevation[y * g.width + x] = 0;
      }
  return { ...g, terrain, elevation };
}
