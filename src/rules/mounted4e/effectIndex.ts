/**
 * The index of the effects that last (issue 33): effects live on their target's record (`M4Creature.effects`), so
 * a creature's own effects are one read and a change copies one record; what needs the whole encounter — an
 * effect by id (a save, "remove effect"), the effects whose duration is counted in a creature's turns (the start
 * and the end of that turn, B-14) — asks this index. It is derived from one creature container and kept by the
 * kernel's rules for such indexes (`derivedIndex`: told of every creature a transaction, an undo or a redo
 * touched, brought up to date at its next query), so its cost follows what changed, not the encounter.
 */
import {
  closedCount,
  creatureOf,
  derivedIndex,
  isWorking,
  type CreatureId,
  type DerivedIndex,
  type Encounter,
} from '../core';
import type { Effect } from './effectModel';
import type { M4Creature } from './model';

const NONE: readonly Effect[] = Object.freeze([]);
const NO_IDS: readonly string[] = Object.freeze([]);

/** The creature whose turn a duration names ("your next turn": the source; "the target's"; "X's"), or null. */
export function durationOwner(e: Effect): CreatureId | null {
  switch (e.duration.kind) {
    case 'endOfSourceNext':
      return e.source;
    case 'endOfTargetNext':
      return e.target;
    case 'startOfNext':
      return e.duration.of;
    default:
      return null;
  }
}

/** The order effects began in: their ids are numbered ("e12"). */
export function effectNumber(e: Pick<Effect, 'id'>): number {
  return idNumber(e.id);
}
const idNumber = (id: string): number => Number(id.slice(1));
const byNumber = (a: Effect, b: Effect) => effectNumber(a) - effectNumber(b);

/** The creature that marked with this effect (B-18: a "marked" effect names its marker as source), or null. */
function markerOf(e: Effect): CreatureId | null {
  return e.what.kind === 'condition' && e.what.condition === 'marked' && e.source ? e.source : null;
}

const add = <K, V>(m: Map<K, Set<V>>, k: K, v: V) => {
  const s = m.get(k);
  if (s) s.add(v);
  else m.set(k, new Set([v]));
};
const drop = <K, V>(m: Map<K, Set<V>>, k: K, v: V) => {
  const s = m.get(k);
  s?.delete(v);
  if (s && s.size === 0) m.delete(k);
};

type Holder = Pick<Encounter, 'creatures' | 'creatureOrder'>;

/** The effects of a creature record (none when its part has no list). */
export function listOf(c: { readonly sys: unknown } | undefined): readonly Effect[] {
  return (c?.sys as Partial<M4Creature> | undefined)?.effects ?? NONE;
}

/** The index of one creature container (see the module comment). Exported for tests. */
export class EffectIndex implements DerivedIndex {
  /** Every effect by id. */
  readonly byId = new Map<string, Effect>();
  /** Effects whose duration is counted in a creature's turns, by that creature. */
  readonly byOwner = new Map<CreatureId, Set<string>>();
  /** "Marked" effects by the creature that marked (B-18: checked after every command, so never a scan of all). */
  readonly marksBy = new Map<CreatureId, Set<string>>();
  /** The list each creature had when it was last indexed. */
  private readonly lists = new Map<CreatureId, readonly Effect[]>();
  /**
   * Creatures touched since they were last indexed, each once: a list, and per id the generation it was put in at
   * (an id is in the list while that is `gen`; issue 33: a set's add and delete per touched creature made and shrank
   * its table at every command).
   */
  private readonly dirty: CreatureId[] = [];
  /**
   * How many of `dirty` are in use: the list keeps its storage (issue 33: cutting its length gave the storage back
   * and the next touch grew it again, an allocation per command).
   */
  private dirtyN = 0;
  private readonly dirtyAt = new Map<CreatureId, number>();
  private gen = 1;
  /**
   * What the last pass over `dirty` left (issue 33, round 10: a command asks this index many times, and each pass
   * looked every working copy up again): the first `checkedN` ids, each with the record it had then (a working copy)
   * and the list indexed for it (null when a pass would index it again anyway). While none of those ids was touched
   * again (`retouched`: a record is replaced only with a touch) and no suspect was let go, each still has that
   * record, so a pass only compares its list — and, once a transaction has ended, whether it is still a working
   * copy.
   */
  private readonly checkedC: ({ readonly sys: unknown } | undefined)[] = [];
  private readonly checkedL: (readonly Effect[] | null)[] = [];
  private checkedN = 0;
  private retouched = false;
  private cuts = 0;
  private seenCloses = -1;
  private seenCuts = -1;
  /**
   * Creatures that may be a marker down or gone (B-18): each one touched since the last check, and each marker of
   * a mark indexed since. A marker leaves when it is up or marks no one, so the check after every command looks
   * at what changed, not at every marker (issue 33).
   */
  private readonly suspects = new Set<CreatureId>();
  private built = false;
  private all: readonly Effect[] | null = null;
  /** Creatures (re)indexed since construction (tests). */
  indexed = 0;

  touch(id: CreatureId): void {
    if (this.dirtyAt.get(id) === this.gen) {
      this.retouched = true;
      return;
    }
    this.dirtyAt.set(id, this.gen);
    this.dirty[this.dirtyN++] = id;
  }

  /** Bring the index to the container's present records. */
  sync(enc: Holder): this {
    if (!this.built) {
      this.built = true;
      this.gen++;
      this.dirtyN = 0;
      this.checkedN = 0;
      for (const id of enc.creatureOrder) {
        const c = creatureOf(enc, id);
        this.reindex(id, listOf(c));
        if (c && isWorking(c)) this.touch(id);
      }
      return this;
    }
    const dirty = this.dirty;
    const n = this.dirtyN;
    if (n === 0) return this;
    const closes = closedCount();
    // The ids the last pass kept whose record can only be the same (see `checkedC`); after a transaction ended,
    // each is still checked for being a working copy.
    const same = !this.retouched && this.cuts === this.seenCuts ? this.checkedN : 0;
    const ended = closes !== this.seenCloses;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const id = dirty[i] as CreatureId;
      if (i < same) {
        const list = this.checkedL[i] as readonly Effect[] | null;
        const had = this.checkedC[i];
        // The same record with the list indexed for it: indexed, and a suspect if it marks (B-18).
        if (list !== null && listOf(had) === list) {
          if (!ended || isWorking(had as object)) {
            this.checkedC[kept] = had;
            this.checkedL[kept] = list;
            dirty[kept++] = id;
          } else this.dirtyAt.set(id, 0);
          continue;
        }
      }
      // One read of the record for both steps (issue 33: this runs at every query and after every command).
      const c = creatureOf(enc, id);
      const list = listOf(c);
      this.reindex(id, list);
      // B-18: only a creature that marks can be an orphaned marker; one that marks later becomes a suspect when
      // its mark is indexed (reindex), so the set and the check after every command skip everyone else.
      if (this.marksBy.has(id)) this.suspects.add(id);
      // A command's working copy may change again without a new touch: re-checked until it is committed.
      if (c && isWorking(c)) {
        this.checkedC[kept] = c;
        this.checkedL[kept] = list === (this.lists.get(id) ?? NONE) ? list : null;
        dirty[kept++] = id;
      } else this.dirtyAt.set(id, 0); // out of the list (0 is never a generation)
    }
    // The ids past the kept ones are let go (the storage stays).
    for (let i = kept; i < n; i++) {
      dirty[i] = '';
      this.checkedC[i] = undefined;
      this.checkedL[i] = null;
    }
    this.dirtyN = kept;
    this.checkedN = kept;
    this.retouched = false;
    this.seenCloses = closes;
    this.seenCuts = this.cuts;
    return this;
  }

  private reindex(id: CreatureId, list: readonly Effect[]): void {
    const old = this.lists.get(id) ?? NONE;
    if (list === old) return;
    this.indexed++;
    this.all = null;
    // Index loops: the lists are frozen or shared (for-of allocated per step there, issue 33).
    for (let i = 0; i < old.length; i++) {
      const e = old[i] as Effect;
      if (this.byId.get(e.id) === e) this.byId.delete(e.id);
      const owner = durationOwner(e);
      if (owner !== null) drop(this.byOwner, owner, e.id);
      const marker = markerOf(e);
      if (marker !== null) drop(this.marksBy, marker, e.id);
    }
    for (let i = 0; i < list.length; i++) {
      const e = list[i] as Effect;
      this.byId.set(e.id, e);
      const owner = durationOwner(e);
      if (owner !== null) add(this.byOwner, owner, e.id);
      const marker = markerOf(e);
      if (marker !== null) {
        add(this.marksBy, marker, e.id);
        this.suspects.add(marker);
      }
    }
    if (list.length) this.lists.set(id, list);
    else this.lists.delete(id);
  }

  /** Every effect, in the order they began (kept until the next change). */
  everything(): readonly Effect[] {
    if (!this.all) this.all = Object.freeze([...this.byId.values()].sort(byNumber));
    return this.all;
  }

  /**
   * The ids of the "marked" effects whose marker is down (0 hit points or fewer) or gone (B-18), in the order they
   * began: one look per creature that marks, not a scan of every effect.
   */
  orphanedMarks(enc: Holder): readonly string[] {
    // Run after every command: allocates nothing unless a mark ends; looks only at the suspects.
    let out: string[] | null = null;
    for (const by of this.suspects) {
      const marks = this.marksBy.get(by);
      const c = marks ? creatureOf(enc, by) : undefined;
      if (marks && (!c || c.hp <= 0)) for (const id of marks) (out ??= []).push(id);
      else {
        this.suspects.delete(by);
        this.cuts++;
      }
    }
    if (!out) return NO_IDS;
    return out.length > 1 ? out.sort((a, b) => idNumber(a) - idNumber(b)) : out;
  }

  /** The effects whose duration is counted in the turns of any of `ids`, in the order they began. */
  ownedBy(ids: readonly CreatureId[]): readonly Effect[] {
    let out: Effect[] | null = null;
    for (let i = 0; i < ids.length; i++) {
      const owned = this.byOwner.get(ids[i] as CreatureId);
      if (owned === undefined) continue; // most creatures own no effect: nothing to allocate (issue 33)
      for (const eid of owned) {
        const e = this.byId.get(eid);
        if (e && !(out ??= []).includes(e)) out.push(e);
      }
    }
    if (out === null) return NONE;
    return out.length > 1 ? out.sort(byNumber) : out;
  }
}

const KEY = Symbol('mounted4e effects');

/**
 * The last container asked about and its index: a session asks about one container many times per command, so
 * the kernel's lookup (a WeakMap, then a map by key) is done once per container, not per query (issue 33). The
 * kernel never drops an index it made, so the remembered one stays the container's.
 */
let lastCreatures: object | null = null;
let lastIndex: EffectIndex | null = null;

/** The effect index of an encounter's creatures, up to date. */
export function effectIndex(enc: Holder): EffectIndex {
  let idx = lastIndex;
  if (enc.creatures !== lastCreatures || idx === null) {
    idx = derivedIndex(enc.creatures, KEY, () => new EffectIndex());
    lastCreatures = enc.creatures;
    lastIndex = idx;
  }
  return idx.sync(enc);
}
