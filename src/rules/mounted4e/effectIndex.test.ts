/**
 * The effect index inside one command (issue 33, round 10): a handler may ask it many times while it changes its
 * working copies, so a query after a change must see it, whether the change is in place (a working copy's list
 * replaced without a new touch), a record put back, a new record touched, or the end of the command (B-14 durations,
 * B-18 marks).
 */
import { describe, expect, it } from 'vitest';
import { Work, tableCopy, type CreatureId } from '../core';
import { effectIndex } from './effectIndex';
import type { Effect } from './effectModel';
import type { M4Encounter } from './index';
import { anEncounter, knight, orc } from './testing';

/** A live copy of a fresh encounter (its own creature container, so its index is its own). */
function live(): { s: M4Encounter; a: CreatureId; b: CreatureId } {
  const { s, id } = anEncounter()
    .with('a', knight({ pos: { x: 1, y: 1 } }))
    .with('b', orc({ pos: { x: 5, y: 5 } }))
    .build();
  return { s: { ...s, creatures: tableCopy(s.creatures) }, a: id('a'), b: id('b') };
}

/** An effect on `target` lasting until the end of `owner`'s next turn (B-14), marked by `owner` (B-18). */
function mark(n: number, target: CreatureId, owner: CreatureId): Effect {
  return {
    target,
    source: owner,
    what: { kind: 'condition', condition: 'marked' },
    duration: { kind: 'endOfSourceNext' },
    label: '',
    id: `e${n}`,
    armed: false,
    savedIn: null,
  } as unknown as Effect;
}

/** An effect on `target` until it saves (B-3): no owner, no marker. */
function dazed(n: number, target: CreatureId): Effect {
  return {
    target,
    source: null,
    what: { kind: 'condition', condition: 'dazed' },
    duration: { kind: 'saveEnds' },
    label: '',
    id: `e${n}`,
    armed: false,
    savedIn: null,
  } as unknown as Effect;
}

const ids = (list: readonly Effect[]): string[] => list.map((e) => e.id);

describe('effect index between the queries of one command (issue 33)', () => {
  it('sees every change to a working copy, in place or by a new record, and after the command ends', () => {
    const { s, a, b } = live();
    const w = new Work(s);
    expect(ids(effectIndex(s).ownedBy([b]))).toEqual([]);
    // A working copy: asked twice with nothing changed, then its list replaced in place (no new touch).
    w.patchSys(a).effects = [mark(1, a, b)];
    expect(ids(effectIndex(s).ownedBy([b]))).toEqual(['e1']);
    expect(ids(effectIndex(s).ownedBy([b]))).toEqual(['e1']);
    w.patchSys(a).effects = [mark(1, a, b), mark(2, a, b)];
    expect(ids(effectIndex(s).ownedBy([b]))).toEqual(['e1', 'e2']);
    expect(effectIndex(s).byId.has('e2')).toBe(true);
    // Another creature touched: the first one's list is still read when it changes again.
    w.patchSys(b).effects = [mark(3, b, a)];
    w.patchSys(a).effects = [mark(2, a, b)];
    expect(ids(effectIndex(s).ownedBy([b]))).toEqual(['e2']);
    expect(ids(effectIndex(s).ownedBy([a]))).toEqual(['e3']);
    // A record put in place of a working copy (no edit of it afterwards) is read.
    const cur = s.creatures[a] as M4Encounter['creatures'][string];
    w.put({ ...cur, sys: { ...cur.sys, effects: [mark(4, a, b)] } });
    expect(ids(effectIndex(s).ownedBy([b]))).toEqual(['e4']);
    // After the command the committed records are what the index holds; a rollback puts the old ones back.
    w.commit();
    expect(ids(effectIndex(s).everything())).toEqual(['e3', 'e4']);
    const w2 = new Work(s);
    w2.patchSys(a).effects = [];
    expect(ids(effectIndex(s).everything())).toEqual(['e3']);
    w2.rollback();
    expect(ids(effectIndex(s).everything())).toEqual(['e3', 'e4']);
  });

  it('B-18: a marker brought down in place after the marks were checked is still found', () => {
    const { s, a, b } = live();
    const w = new Work(s);
    w.patchSys(a).effects = [mark(1, a, b)];
    w.patchSys(b).effects = [dazed(2, b)];
    w.edit(b).hp = 10;
    expect(ids(effectIndex(s).ownedBy([b]))).toEqual(['e1']);
    expect(effectIndex(s).orphanedMarks(s)).toEqual([]);
    // The check let the marker go (up); the same working copy then falls to 0 without a new touch.
    w.edit(b).hp = 0;
    expect(effectIndex(s).orphanedMarks(s)).toEqual(['e1']);
  });
});
