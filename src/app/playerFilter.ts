/**
 * What the players may see (pure). The GM window filters before anything is posted, so GM-only data never
 * reaches the player view. It is an ALLOW-LIST: a field is sent only if it is named here, so a field added to
 * the model later stays in the GM's tab until someone decides the players may see it.
 *
 * - The encounter: id, name, system, grid (terrain and ground height under the fog blanked), the scene (map,
 *   grid lines, fog), the visible creatures and their order, the turn order without hidden
 *   creatures, a player-facing decision (prompt and options only). Never `rng` (the next rolls are predictable
 *   from it), the id counters, the GM's dice palettes, or anything not listed.
 * - A creature: hidden ones (and whatever rides them) are left out. The party's are sent as they are; for
 *   everyone else, HP become a coarse state (unhurt / hurt / bloodied / down), notes are blank, speeds and
 *   bonuses zero, and the rule system's part `sys` is its defaults plus the few fields that are visible at the
 *   table (per system below: 4e's hover, Tenkai's band and statuses …) — no Tenkai statistics, no Sudukuri
 *   attack, defence or skills.
 * - Events (the player board's animations): type and ids only, none naming a hidden creature, no secret rolls.
 * - Log lines: described from events redacted first (exact HP of creatures outside the party replaced), lines
 *   naming a hidden creature dropped, a secret roll as "The GM rolled secretly", then a text check for HP figures.
 */
import {
  creatureOf,
  isFogged,
  systemFor,
  TERRAIN_NORMAL,
  underFog,
  type AnyEncounter,
  type Creature,
  type CreatureId,
  type Encounter,
  type EventBase,
  type SystemId,
} from '../rules';
import { describeEvent, type Text } from '../i18n';
import { describeSecretRoll } from '../i18n/dice';

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
const hasOwn = Object.prototype.hasOwnProperty;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Creatures hidden from players: those marked hidden, those outside the party whose whole space is under the fog
 * of war (issue 17), and anything carried by them.
 */
export function hiddenFromPlayers(enc: Encounter): Set<CreatureId> {
  const out = new Set<CreatureId>();
  for (const id of enc.creatureOrder) {
    const c = creatureOf(enc, id);
    if (c && (c.conditions.includes('hidden') || (c.side !== 'party' && !c.mountId && underFog(enc, c)))) out.add(id);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const id of enc.creatureOrder) {
      const c = creatureOf(enc, id);
      if (c?.mountId && out.has(c.mountId) && !out.has(id)) {
        out.add(id);
        grew = true;
      }
    }
  }
  return out;
}

/** What the players may see of one rule system's parts. */
interface PublicParts {
  /** Fields of a non-party creature's part the players may see (the rest: the system's defaults). */
  readonly creature: readonly string[];
  /** Values put over the defaults of a non-party creature's part (nothing that reads as a statistic). */
  readonly creatureBlank?: (defaults: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Fields of every visible creature's part, the party's included, as the players may see them (4e: the effects
   * on it, without what names a creature they do not see).
   */
  readonly creatureSeen?: (sys: Record<string, unknown>, visible: (id: string) => boolean) => Record<string, unknown>;
  /** The encounter part the players may see, from the GM's (`visible`: a creature the players see; `party`: one of theirs). */
  readonly encounter: (
    sys: Record<string, unknown>,
    defaults: Record<string, unknown>,
    visible: (id: string) => boolean,
    party: (id: string) => boolean,
  ) => Record<string, unknown>;
  /** Ids counted as the players' own besides the party's creatures (Sudukuri: the battle's PC side). */
  readonly partyIds?: (enc: AnyEncounter) => readonly string[];
}

/** A record keyed by creature id with only the visible keys. */
function visibleKeys(
  v: unknown,
  visible: (id: string) => boolean,
  value: (x: unknown) => unknown = (x) => x,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isObj(v)) for (const k of Object.keys(v)) if (visible(k)) out[k] = value(v[k]);
  return out;
}

/** A 4e effect as the players may see it, or nothing (its target, or a creature it depends on, is not seen). */
function publicEffect(e: unknown, visible: (id: string) => boolean): unknown[] {
  if (!isObj(e) || typeof e.target !== 'string' || !visible(e.target)) return [];
  const dur = e.duration;
  if (isObj(dur) && dur.kind === 'startOfNext' && !(typeof dur.of === 'string' && visible(dur.of))) return [];
  const wr = e.whileRiding;
  if (isObj(wr) && !(typeof wr.with === 'string' && visible(wr.with))) return [];
  const source = typeof e.source === 'string' && visible(e.source) ? e.source : null;
  return [{ ...e, source }];
}

const PUBLIC: { readonly [K in SystemId]: PublicParts } = {
  mounted4e: {
    creature: ['hover'],
    // Effects (B-14..B-18) on creatures the players see are seen at the table (the ogre is dazed); they are on
    // their target's part (issue 33): a source or a creature named by the duration that is not seen is not named.
    creatureSeen: (sys, visible) =>
      Array.isArray(sys.effects) ? { effects: sys.effects.flatMap((e) => publicEffect(e, visible)) } : {},
    // `nextLink` and `nextEffect` are counters the party's MC-INIT-1 links and the effects are numbered by (the
    // view must stay a valid encounter).
    encounter: (sys, d) => ({
      ...d,
      options: sys.options,
      ...(typeof sys.nextLink === 'number' ? { nextLink: sys.nextLink } : {}),
      ...(typeof sys.nextEffect === 'number' ? { nextEffect: sys.nextEffect } : {}),
    }),
  },
  tenkai: {
    // What the table sees: its kind, altitude band, how it moves, shield, glider and armour modes, statuses.
    creature: [
      'role',
      'band',
      'canFly',
      'canSwim',
      'shield',
      'ridable',
      'glider',
      'armour',
      'statuses',
      'fleeing',
      'dead',
    ],
    // No pools (no 練力 gauge), no AP (no pips): those are statistics.
    creatureBlank: (d) => ({
      ki: 0,
      kiMax: 0,
      will: 0,
      willMax: 0,
      stats: { ...(d.stats as object), ap: 0 },
      baseStats: null,
    }),
    encounter: (sys, d, visible, party) => ({
      ...d,
      options: sys.options,
      started: Array.isArray(sys.started) ? sys.started.filter((id) => typeof id === 'string' && visible(id)) : [],
      roundMembers: visibleKeys(sys.roundMembers, visible, (l) =>
        Array.isArray(l) ? l.filter((id) => typeof id === 'string' && visible(id)) : [],
      ),
      initiative: visibleKeys(sys.initiative, visible),
      effects: Array.isArray(sys.effects)
        ? sys.effects.filter((e) => isObj(e) && typeof e.ownerId === 'string' && party(e.ownerId))
        : [],
      activities: Array.isArray(sys.activities)
        ? sys.activities.filter(
            (a) =>
              isObj(a) &&
              typeof a.id === 'string' &&
              party(a.id) &&
              typeof a.targetId === 'string' &&
              visible(a.targetId),
          )
        : [],
    }),
  },
  sudukuri: {
    creature: [],
    creatureBlank: () => ({ atk: 0, def: 0, skills: {} }),
    // The battle (both sides' statistics and skills) stays with the GM.
    encounter: (_sys, d) => d,
    partyIds: (enc) => {
      const b = enc.system === 'sudukuri' ? enc.sys.battle : null;
      return b ? b.pc.map((c) => c.id) : [];
    },
  },
};

function publicOf(system: string): PublicParts | null {
  return hasOwn.call(PUBLIC, system) ? PUBLIC[system as SystemId] : null;
}

/** Who the players are: the party's creatures (and the system's own, e.g. Sudukuri's PC side). */
export function partyOf(enc: AnyEncounter): (id: string) => boolean {
  const ids = new Set<string>();
  for (const id of enc.creatureOrder) if (creatureOf(enc, id)?.side === 'party') ids.add(id);
  for (const id of publicOf(enc.system)?.partyIds?.(enc) ?? []) ids.add(id);
  return (id) => ids.has(id);
}

/** A creature's part as the players may see it: the party's whole, another's defaults and the visible fields. */
function publicPart(enc: AnyEncounter, sys: unknown, own: boolean, visible: (id: string) => boolean): unknown {
  const p = publicOf(enc.system);
  const seen = p?.creatureSeen && isObj(sys) ? p.creatureSeen(sys, visible) : null;
  if (own) return seen && isObj(sys) ? { ...sys, ...seen } : sys;
  const system = systemFor(enc);
  const base = system.creaturePart(undefined, undefined);
  const defaults = (base.ok && isObj(base.part) ? base.part : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...defaults, ...(p?.creatureBlank?.(defaults) ?? {}) };
  if (p && isObj(sys)) for (const k of p.creature) if (hasOwn.call(sys, k)) out[k] = sys[k];
  return seen ? { ...out, ...seen } : out;
}

/**
 * Filtered creature records kept between views (issue 33: the player window gets a view after every command): a
 * record is filtered again only when it is a new record or what the players cannot see changed (`key`).
 */
export interface PlayerViewMemo {
  key: string;
  out: WeakMap<object, Creature>;
}

/** A memo for {@link playerEncounter}. */
export function playerViewMemo(): PlayerViewMemo {
  return { key: '', out: new WeakMap() };
}

/** The encounter as the players may see it (see the module comment). */
export function playerEncounter<E extends AnyEncounter>(enc: E, memo?: PlayerViewMemo): E {
  const hidden = hiddenFromPlayers(enc);
  const party = partyOf(enc);
  const visible = (id: string) => creatureOf(enc, id) !== undefined && !hidden.has(id);
  // A record's view depends on the record and on which creatures are hidden (effects name only the seen ones).
  if (memo) {
    const key = [...hidden].join(' ');
    if (key !== memo.key) {
      memo.key = key;
      memo.out = new WeakMap();
    }
  }
  const creatures: Record<CreatureId, Creature> = {};
  for (const id of enc.creatureOrder) {
    const c = creatureOf(enc, id);
    if (!c || hidden.has(id)) continue;
    const kept = memo?.out.get(c);
    if (kept) {
      creatures[id] = kept;
      continue;
    }
    const own = c.side === 'party';
    creatures[id] = {
      id: c.id,
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
      initiative: c.initiative,
      notes: '',
      color: c.color,
      glyph: c.glyph,
      mountId: c.mountId,
      isRider: c.isRider,
      sys: publicPart(enc, c.sys, own, visible),
      ...(c.image !== undefined ? { image: c.image } : {}),
      ...(c.token !== undefined ? { token: c.token } : {}),
    };
    memo?.out.set(c, creatures[id] as Creature);
  }
  const order = enc.creatureOrder.filter((id) => !hidden.has(id));
  const turnOrder = enc.turns.order.filter((id) => !hidden.has(id));
  const currentId = enc.turns.current >= 0 ? enc.turns.order[enc.turns.current] : undefined;
  const current = currentId && !hidden.has(currentId) ? turnOrder.indexOf(currentId) : -1;
  const p = enc.pending;
  const pending =
    p && p.playerFacing && !namesHidden(p.prompt, enc, hidden) && !p.options.some((o) => namesHidden(o, enc, hidden))
      ? {
          kind: p.kind,
          chooserId: p.chooserId !== null && visible(p.chooserId) ? p.chooserId : null,
          prompt: p.prompt,
          options: p.options.map((o) => ({
            id: o.id,
            label: o.label,
            ...(o.square ? { square: o.square } : {}),
            ...(o.disabledReason ? { disabledReason: o.disabledReason } : {}),
          })),
          ruleId: p.ruleId,
          playerFacing: true,
          context: {},
        }
      : null;
  const system = systemFor(enc);
  const defaults = (isObj(system.newSys()) ? system.newSys() : {}) as Record<string, unknown>;
  const pub = publicOf(enc.system);
  const sys = pub && isObj(enc.sys) ? pub.encounter(enc.sys, defaults, visible, party) : defaults;
  const out: AnyEncounter = {
    id: enc.id,
    name: enc.name,
    system: enc.system,
    grid: fogGrid(enc),
    scene: { map: enc.scene.map, gridLines: enc.scene.gridLines, fog: enc.scene.fog },
    creatures: creatures as never,
    creatureOrder: order,
    turns: { order: turnOrder, current, round: enc.turns.round },
    rng: 0,
    nextId: 1,
    seq: 0,
    pending: pending as never,
    palettes: {},
    sys: sys as never,
  } as AnyEncounter;
  return out as E;
}

/** The grid as the players may see it: under the fog, normal ground at height 0 (no hint of pits or walls). */
function fogGrid(enc: AnyEncounter): AnyEncounter['grid'] {
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

/** Does a value (an event, a message) name a hidden creature (a Ref, an id, or its name)? */
function namesHidden(v: unknown, enc: Encounter, hidden: ReadonlySet<string>): boolean {
  if (hidden.size === 0) return false;
  const names = new Set<string>();
  for (const id of hidden) {
    const n = creatureOf(enc, id)?.name;
    if (n) names.add(n);
  }
  const stack: unknown[] = [v];
  let guard = 0;
  while (stack.length && guard++ < 10000) {
    const x = stack.pop();
    if (typeof x === 'string') {
      if (hidden.has(x) || names.has(x)) return true;
    } else if (Array.isArray(x)) stack.push(...x);
    else if (isObj(x)) for (const k of Object.keys(x)) stack.push(x[k]);
  }
  return false;
}

/** The HP figures an event may carry. */
const HP_KEYS = new Set(['hp', 'hpMax', 'maxHp', 'hpBefore', 'before', 'tempHp']);
/** Fields that name the creature a part of an event is about. */
const SUBJECT_KEYS = ['who', 'target', 'subject', 'striker', 'saver'];
/** What a redacted figure reads as. */
const REDACTED = '—';

function subjectId(o: Record<string, unknown>): string | null {
  for (const k of SUBJECT_KEYS) {
    const r = o[k];
    if (isObj(r) && typeof r.id === 'string') return r.id;
  }
  return null;
}

/** A copy of an event with the exact HP of anyone outside the party replaced (see the module comment). */
export function redactEvent(e: EventBase, party: (id: string) => boolean): EventBase {
  const top = subjectId(e as unknown as Record<string, unknown>);
  const eventParty = top !== null ? party(top) : (e.ids ?? []).length > 0 && (e.ids ?? []).every(party);
  const walk = (v: unknown, inherited: boolean, depth: number): unknown => {
    if (depth > 12) return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, inherited, depth + 1));
    if (!isObj(v)) return v;
    const s = subjectId(v);
    const own = s !== null ? party(s) : inherited;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      const x = v[k];
      out[k] = !own && HP_KEYS.has(k) && typeof x === 'number' ? REDACTED : walk(x, own, depth + 1);
    }
    return out;
  };
  return walk(e, eventParty, 0) as EventBase;
}

/** Is this a dice-line roll the GM made secretly? */
function isSecretRoll(e: EventBase): boolean {
  const x = e as EventBase & { secret?: unknown; result?: { secret?: unknown } };
  return x.secret === true || (isObj(x.result) && x.result.secret === true);
}

/** The events of a change as the player board gets them: type and ids, nothing naming a hidden creature, no secret roll. */
export function playerEvents(events: readonly EventBase[], enc: AnyEncounter): EventBase[] {
  const hidden = hiddenFromPlayers(enc);
  const out: EventBase[] = [];
  for (const e of events) {
    if (isSecretRoll(e)) continue;
    if ((e.ids ?? []).some((id) => hidden.has(id)) || namesHidden(e, enc, hidden)) continue;
    out.push({
      type: e.type,
      rules: [],
      ...(e.ids ? { ids: e.ids.filter((id) => typeof id === 'string') } : {}),
    } as EventBase);
  }
  return out;
}

/** Exact HP figures left in a text ("HP 51/111", "生命 40/60", "体力 12 → 8/20"). */
const HP_TEXT = /(HP|生命|体力)\s*[-\d]+(\s*(\/|→)\s*[-\d]+)*/g;
const cleanRedacted = (s: string): string =>
  s.replace(/—(\s*(\/|→)\s*—)+/g, REDACTED).replace(/\(\s*—\s*\)|（\s*—\s*）/g, '');

/**
 * The log lines the players may read, newest last (at most `max`): from the events of the commands in effect,
 * redacted before they are described (see the module comment).
 */
export function playerLogLines(events: readonly EventBase[], enc: AnyEncounter, max: number): Text[] {
  const hidden = hiddenFromPlayers(enc);
  const party = partyOf(enc);
  const out: Text[] = [];
  for (let i = events.length - 1; i >= 0 && out.length < max; i--) {
    const e = events[i] as EventBase;
    if ((e.ids ?? []).some((id) => hidden.has(id)) || namesHidden(e, enc, hidden)) continue;
    if (isSecretRoll(e)) {
      out.unshift({ en: describeSecretRoll('en'), ja: describeSecretRoll('ja') });
      continue;
    }
    const r = redactEvent(e, party);
    const allParty = (e.ids ?? []).length > 0 && (e.ids ?? []).every(party);
    const text = (lang: 'en' | 'ja'): string => {
      const s = cleanRedacted(describeEvent(enc.system, r, lang));
      return allParty ? s : s.replace(HP_TEXT, '$1 —');
    };
    out.unshift({ en: text('en'), ja: text('ja') });
  }
  return out;
}

/**
 * Log lines (already described) the players may read, newest last: lines naming a hidden creature are dropped,
 * and exact HP figures in lines about creatures outside the party become "HP —".
 */
export function playerLog(
  lines: { text: Text; ids?: readonly string[] | undefined }[],
  hidden: Set<CreatureId>,
  max: number,
  enc?: AnyEncounter,
): Text[] {
  const party = enc ? partyOf(enc) : () => false;
  return lines
    .filter((l) => !(l.ids ?? []).some((id) => hidden.has(id)))
    .slice(-max)
    .map((l) => {
      const secret = !enc || (l.ids ?? []).length === 0 || (l.ids ?? []).some((id) => !party(id));
      return secret ? { en: l.text.en.replace(HP_TEXT, '$1 —'), ja: l.text.ja.replace(HP_TEXT, '$1 —') } : l.text;
    });
}
