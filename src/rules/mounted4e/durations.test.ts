/**
 * B-14, B-15, B-3, B-16 (MC-TURN-1, MC-PASS-1, MC-R17, MC-R18): each 4e duration ends at exactly the right
 * moment across rounds, for a rider, its mount (which shares the adventurer's turn) and a passenger (its own
 * turn), a delayed turn included.
 */
import { describe, expect, it } from 'vitest';
import { log, say } from '../../i18n/systems/mounted4e/testing';
import { creatureOf } from '../core/creatures';
import type { AddEffectCommand, EffectDuration, EffectWhat, M4Command, M4Encounter } from './index';
import { conditionsOf, effectsOf, effectsOnCreature, mounted4e, turnEffects } from './index';
import { Session } from '../core';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';

const dazed: EffectWhat = { kind: 'condition', condition: 'dazed' };
const add = (
  targetId: string,
  sourceId: string | null,
  duration: EffectDuration,
  what: EffectWhat = dazed,
  label = '',
): AddEffectCommand => ({
  type: 'addEffect',
  targetId,
  sourceId,
  what,
  duration,
  ...(label ? { label } : {}),
});

/**
 * Knight (adventurer, c2) on a warhorse (c1, linked: shares the knight's turn), a squire passenger (c3, its own
 * turn) and an orc (c4). Order: knight 15 (horse folded into it), squire 12, orc 10. Round 1, the knight's turn.
 */
function scene() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire' }))
    .passengerOn('horse')
    .with('orc', orc({ pos: { x: 9, y: 9 } }))
    .fight({ knight: 15, squire: 12, orc: 10 })
    .build();
}

/** The creature whose turn it is. */
const turnOf = (s: M4Encounter): string | undefined => s.turns.order[s.turns.current];
/** Ids of the effects on a creature. */
const on = (s: M4Encounter, id: string): string[] => effectsOnCreature(s, id).map((e) => e.id);

/** End the turn; answer every saving throw it asks with the given dice, in order (B-3). */
function endTurn(s: M4Encounter, ...dice: number[]): { s: M4Encounter; text: string } {
  let r = runAll(s, { type: 'nextTurn' });
  const events = [...r.events];
  while (r.s.pending?.kind === 'mc.effectSave') {
    const die = dice.shift();
    if (die === undefined) throw new Error('a save was asked that the test did not expect');
    r = runAll(r.s, { type: 'decide', optionId: 'roll', dice: [die] });
    events.push(...r.events);
  }
  if (dice.length) throw new Error(`saves not asked: ${dice.join(', ')}`);
  return { s: r.s, text: log(events) };
}

function play(s: M4Encounter, ...cmds: M4Command[]): M4Encounter {
  return runAll(s, ...cmds).s;
}

describe('durations (B-14)', () => {
  it('B-14: "until the end of your next turn" set before the source acts ends at the end of its turn this round; set during it, at the end of its next', () => {
    const { s, id } = scene();
    // Knight's turn: the orc (not yet acted this round) dazes the squire until the end of the orc's next turn.
    let st = play(s, add(id('squire'), id('orc'), { kind: 'endOfSourceNext' }));
    st = endTurn(st).s; // knight → squire
    expect(conditionsOf(st, id('squire'))).toContain('dazed');
    st = endTurn(st).s; // squire → orc: the orc's turn begins (the effect is armed)
    expect(turnOf(st)).toBe(id('orc'));
    // During the orc's own turn it puts −2 AC on the knight "until the end of its next turn": not this one.
    st = play(
      st,
      add(id('knight'), id('orc'), { kind: 'endOfSourceNext' }, { kind: 'defence', defence: 'ac', value: -2 }),
    );
    const end1 = endTurn(st); // orc's turn ends: only the first effect ends
    expect(end1.text).toMatch(
      /Squire's effect ends: dazed \(until the end of Orc's next turn, from Orc\); its duration is over \(B-14\)/,
    );
    expect(conditionsOf(end1.s, id('squire'))).not.toContain('dazed');
    expect(on(end1.s, id('knight'))).toHaveLength(1);
    // Round 2: knight, squire, orc; the AC penalty ends at the end of the orc's round-2 turn, not before.
    let r2 = endTurn(endTurn(end1.s).s).s;
    expect(turnOf(r2)).toBe(id('orc'));
    expect(on(r2, id('knight'))).toHaveLength(1);
    r2 = endTurn(r2).s;
    expect(on(r2, id('knight'))).toEqual([]);
  });

  it('B-14 / MC-TURN-1: "until the end of the target\'s next turn" on the mount ends with the shared turn of rider and mount', () => {
    const { s, id } = scene();
    // Put on the horse during the knight's (shared) turn: it lasts through the next shared turn.
    let st = play(s, add(id('horse'), id('orc'), { kind: 'endOfTargetNext' }));
    st = endTurn(endTurn(endTurn(st).s).s).s; // → squire → orc → round 2: knight (and horse)
    expect(turnOf(st)).toBe(id('knight'));
    expect(conditionsOf(st, id('horse'))).toContain('dazed');
    // A dazed mount takes one action of the shared set; the rider may use the rest (MC-TURN-1).
    st = play(st, { type: 'moveCreature', id: id('horse'), to: { x: 4, y: 2 } });
    expect(rejected(st, { type: 'takeAction', id: id('horse'), action: 'minor' }).ruleId).toBe('MC-TURN-1');
    const ended = endTurn(st);
    expect(ended.text).toMatch(/Sir Aldric's turn ends \(shared with Warhorse\)/);
    expect(ended.text).toMatch(/Warhorse's effect ends: dazed \(until the end of Warhorse's next turn/);
    expect(conditionsOf(ended.s, id('horse'))).toEqual([]);
  });

  it("B-14 / MC-PASS-1: \"until the start of X's next turn\" on a passenger ends when X's turn starts; the passenger's own turn does not end it", () => {
    const { s, id } = scene();
    let st = play(
      s,
      add(id('squire'), id('knight'), { kind: 'startOfNext', of: id('orc') }, { kind: 'attack', value: -2 }),
    );
    st = endTurn(st).s; // the squire's own turn (MC-PASS-1) begins: still there
    expect(turnOf(st)).toBe(id('squire'));
    expect(on(st, id('squire'))).toHaveLength(1);
    const orcTurn = endTurn(st); // the orc's turn begins: it ends
    expect(orcTurn.text).toMatch(/Squire's effect ends: −2 to attack rolls \(until the start of Orc's next turn/);
    expect(on(orcTurn.s, id('squire'))).toEqual([]);
    // "until the start of your next turn" defaults to the source.
    const mine = play(s, {
      type: 'addEffect',
      targetId: id('orc'),
      sourceId: id('squire'),
      what: dazed,
      duration: { kind: 'startOfNext' } as EffectDuration,
    });
    expect(effectsOf(mine)[0]?.duration).toEqual({ kind: 'startOfNext', of: id('squire') });
    expect(on(endTurn(mine).s, id('orc'))).toEqual([]); // the squire's turn starts next
  });

  it("B-3: a save-ends effect is saved against at the end of each of its creature's turns (d20, 10+, no saddle bonus); the mount saves at the end of the shared turn", () => {
    const { s, id } = scene();
    let st = play(
      s,
      add(id('horse'), id('orc'), { kind: 'saveEnds' }, { kind: 'condition', condition: 'immobilised' }, '蜘蛛の糸'),
    );
    const asked = runAll(st, { type: 'nextTurn' });
    expect(asked.s.pending).toMatchObject({ kind: 'mc.effectSave', chooserId: id('horse'), ruleId: 'B-3' });
    expect(asked.s.turns.current).toBe(0); // the turn moves on once the save is made
    expect(say(asked.s.pending?.prompt ?? { m: 'x' })).toMatch(
      /Warhorse: saving throw against 蜘蛛の糸: immobilised \(save ends, from Orc\)/,
    );
    expect(rejected(asked.s, { type: 'decide', optionId: 'typed' }).ruleId).toBe('B-3'); // "I rolled…" needs the die
    const fail = runAll(asked.s, { type: 'decide', optionId: 'typed', dice: [9] });
    // The military saddle's +5 is for MC-FM-2 / MC-PRONE-3 only (RULING MC-R17): 9 fails.
    expect(log(fail.events)).toMatch(
      /Warhorse saves against 蜘蛛の糸: immobilised \(save ends, from Orc\): 9 < 10: it goes on \(B-3\)/,
    );
    expect(turnOf(fail.s)).toBe(id('squire'));
    st = endTurn(endTurn(fail.s).s).s; // squire, orc: no save for the horse
    const success = endTurn(st, 10);
    expect(success.text).toMatch(/10 ≥ 10: it ends/);
    expect(effectsOf(success.s)).toEqual([]);
  });

  it('B-14: "until the end of the encounter" lasts through every turn until the encounter ends', () => {
    const { s, id } = scene();
    let st = play(
      s,
      add(id('knight'), id('orc'), { kind: 'encounter' }, { kind: 'defence', defence: 'all', value: -1 }),
    );
    for (let i = 0; i < 6; i++) st = endTurn(st).s;
    expect(on(st, id('knight'))).toHaveLength(1);
    const over = runAll(st, { type: 'endEncounter' });
    expect(log(over.events)).toMatch(/the encounter is over/);
    expect(effectsOf(over.s)).toEqual([]);
  });

  it("B-15: ongoing damage at the start of the creature's turn: the highest of each type, every type adding", () => {
    const { s, id } = scene();
    const st = play(
      s,
      add(id('squire'), id('orc'), { kind: 'saveEnds' }, { kind: 'ongoing', amount: 5, damageType: 'fire' }),
      add(id('squire'), id('knight'), { kind: 'saveEnds' }, { kind: 'ongoing', amount: 3, damageType: 'fire' }),
      add(id('squire'), id('orc'), { kind: 'encounter' }, { kind: 'ongoing', amount: 2, damageType: 'poison' }),
    );
    expect(turnEffects(st, id('squire')).ongoing).toMatchObject([{ who: id('squire'), total: 7 }]);
    const r = endTurn(st);
    expect(creatureOf(r.s, id('squire'))?.hp).toBe(40 - 7);
    expect(r.text).toMatch(
      /Squire takes ongoing 5 fire damage from Orc \(not the lower 3\) \+ ongoing 2 poison damage from Orc at the start of its turn: 7 damage \(HP 33\/40\) \(B-15\)/,
    );
    // Not again on the rider's or the orc's turn.
    expect(creatureOf(endTurn(r.s, 5, 5).s, id('squire'))?.hp).toBe(33);
  });
});

describe('delayed turns (B-16, MC-R18)', () => {
  it("B-16: a rider who delays keeps its mount's end-of-turn effect and its saves for the turn it takes later; a bonus to the end of the turn ends at once", () => {
    const { s, id } = scene();
    // Round 1: during the orc's turn the horse is dazed until the end of its next turn; the knight gets a save-ends effect.
    let st = endTurn(endTurn(s).s).s;
    expect(turnOf(st)).toBe(id('orc'));
    st = play(
      st,
      add(id('horse'), id('orc'), { kind: 'endOfTargetNext' }),
      add(id('knight'), id('orc'), { kind: 'saveEnds' }, { kind: 'ongoing', amount: 4, damageType: 'untyped' }),
      add(id('knight'), id('knight'), { kind: 'endOfSourceNext' }, { kind: 'attack', value: 2 }),
    );
    st = endTurn(st).s; // round 2: knight's turn begins (ongoing 4, effects armed)
    expect(creatureOf(st, id('knight'))?.hp).toBe(36);
    const delayed = runAll(st, { type: 'delayTurn', id: id('knight') });
    expect(log(delayed.events)).toMatch(/Sir Aldric delays its turn/);
    expect(log(delayed.events)).toMatch(/\+2 to attack rolls .*it ends at the delay \(B-16\)/);
    expect(delayed.s.pending).toBeNull(); // no save at the delay
    expect(turnOf(delayed.s)).toBe(id('squire'));
    expect(conditionsOf(delayed.s, id('horse'))).toContain('dazed');
    // The knight takes its turn after the squire: the squire's turn ends, the knight acts, with a fresh set.
    const back = runAll(delayed.s, { type: 'resumeTurn', id: id('knight') });
    expect(turnOf(back.s)).toBe(id('knight'));
    expect(back.s.turns.order).toEqual([id('squire'), id('knight'), id('horse'), id('orc')]);
    expect(log(back.events)).toMatch(
      /Sir Aldric takes its delayed turn after Squire; its initiative is now 12 \(B-16\)/,
    );
    expect(creatureOf(back.s, id('knight'))?.hp).toBe(36); // no second start of turn
    expect(conditionsOf(back.s, id('horse'))).toContain('dazed');
    const done = endTurn(back.s, 3); // end of the taken turn: the horse's effect ends, the knight saves
    expect(done.text).toMatch(/Warhorse's effect ends: dazed/);
    expect(done.text).toMatch(/Sir Aldric saves against ongoing 4 damage .*3 < 10/);
    expect(turnOf(done.s)).toBe(id('orc'));
    // From now on the knight acts after the squire (its new place), also after a re-sort.
    const r3 = endTurn(done.s).s;
    expect(turnOf(r3)).toBe(id('squire'));
  });

  it("B-16: a delayed turn not taken before the creature's place comes round is lost: its end-of-turn effects then, then its new turn", () => {
    const { s, id } = scene();
    let st = play(s, add(id('knight'), id('orc'), { kind: 'saveEnds' }));
    st = runAll(st, { type: 'delayTurn', id: id('knight') }).s;
    st = endTurn(st).s; // squire → orc
    const lost = runAll(st, { type: 'nextTurn' }); // round 2: the knight's place comes round
    expect(log(lost.events)).toMatch(/Sir Aldric did not take its delayed turn before its place came round \(B-16\)/);
    expect(log(lost.events)).toMatch(/Sir Aldric's delayed turn is lost: it ends unused \(B-16\)/);
    expect(lost.s.pending).toMatchObject({ kind: 'mc.effectSave', chooserId: id('knight') });
    const next = runAll(lost.s, { type: 'decide', optionId: 'roll', dice: [4] });
    expect(log(next.events)).toMatch(/Round 2: Sir Aldric's turn\./);
    expect(turnOf(next.s)).toBe(id('knight'));
    expect(next.s.turns.round).toBe(2);
    // Its new turn's end asks the save again (one save per turn).
    expect(endTurn(next.s, 15).text).toMatch(/15 ≥ 10: it ends/);
  });

  it("B-16 (PHB / RC Delay): what helps the delayer's side ends when it delays — its own bonus and its stun on an enemy — what harms it waits", () => {
    const { s, id } = scene();
    // Round 1, the orc's turn: the knight's earlier power stuns the orc and gives the squire +2 AC until the end of
    // the knight's next turn; the orc weakens the knight until the end of the knight's next turn.
    let st = endTurn(endTurn(s).s).s;
    expect(turnOf(st)).toBe(id('orc'));
    st = play(
      st,
      add(id('orc'), id('knight'), { kind: 'endOfSourceNext' }, { kind: 'condition', condition: 'stunned' }, 'Stun'),
      add(id('squire'), id('knight'), { kind: 'endOfSourceNext' }, { kind: 'defence', defence: 'ac', value: 2 }),
      add(id('knight'), id('orc'), { kind: 'endOfTargetNext' }, { kind: 'condition', condition: 'weakened' }),
    );
    st = endTurn(st).s; // round 2: the knight's turn begins
    const delayed = runAll(st, { type: 'delayTurn', id: id('knight') });
    expect(conditionsOf(delayed.s, id('orc'))).not.toContain('stunned');
    expect(on(delayed.s, id('squire'))).toHaveLength(0);
    expect(log(delayed.events)).toMatch(/Stun: stunned .*\(B-16\)/);
    // The harm on the delayer waits for the end of the turn it takes.
    expect(conditionsOf(delayed.s, id('knight'))).toContain('weakened');
    const back = runAll(delayed.s, { type: 'resumeTurn', id: id('knight') });
    expect(conditionsOf(back.s, id('knight'))).toContain('weakened');
    expect(conditionsOf(endTurn(back.s).s, id('knight'))).not.toContain('weakened');
  });

  it('B-16: a creature that cannot take actions (stunned, or at 0 hit points) cannot delay', () => {
    const { s, id } = scene();
    const stunned = play(
      s,
      add(id('knight'), id('orc'), { kind: 'saveEnds' }, { kind: 'condition', condition: 'stunned' }),
    );
    expect(rejected(stunned, { type: 'delayTurn', id: id('knight') })).toMatchObject({
      ruleId: 'B-16',
      reason: { m: 'cannotActToDelay' },
    });
    const down = play(s, { type: 'changeHp', id: id('knight'), amount: -40 });
    expect(rejected(down, { type: 'delayTurn', id: id('knight') }).reason.m).toBe('cannotActToDelay');
  });

  it('B-16: only the creature whose turn it is delays, before acting; only a delayed creature resumes', () => {
    const { s, id } = scene();
    expect(rejected(s, { type: 'delayTurn', id: id('orc') }).ruleId).toBe('B-16');
    const acted = play(s, { type: 'takeAction', id: id('knight'), action: 'minor' });
    expect(rejected(acted, { type: 'delayTurn', id: id('knight') }).ruleId).toBe('B-16');
    expect(rejected(s, { type: 'resumeTurn', id: id('squire') }).ruleId).toBe('B-16');
    const ok = runAll(s, { type: 'delayTurn', id: id('knight') });
    expect(ok.s.sys.delayed).toEqual([{ id: id('knight'), members: [id('knight'), id('horse')], round: 1 }]);
  });
});

describe('marks (B-18)', () => {
  it('B-18 (issue 29): a mark ends at once when the creature that marked falls unconscious, and when it leaves', () => {
    const { s, id } = scene();
    const marked = play(
      s,
      add(id('orc'), id('knight'), { kind: 'encounter' }, { kind: 'condition', condition: 'marked' }, 'Challenge'),
    );
    expect(conditionsOf(marked, id('orc'))).toContain('marked');
    // The knight drops to 0 hit points: the orc is no longer marked, in the same command.
    const down = runAll(marked, { type: 'changeHp', id: id('knight'), amount: -40 });
    expect(conditionsOf(down.s, id('orc'))).not.toContain('marked');
    expect(log(down.events)).toMatch(/the creature that marked fell unconscious or left \(B-18\)/);
    const gone = runAll(marked, { type: 'removeCreature', id: id('knight') });
    expect(conditionsOf(gone.s, id('orc'))).not.toContain('marked');
    // A mark by someone still standing stays.
    const hurt = runAll(marked, { type: 'changeHp', id: id('knight'), amount: -39 });
    expect(conditionsOf(hurt.s, id('orc'))).toContain('marked');
  });

  it('B-18 (issue 33: marks indexed by their marker): every mark of a fallen marker ends, in the order they began; undo brings them back and a later fall ends them again', () => {
    const { s, id } = scene();
    const marked = play(
      s,
      add(id('squire'), id('orc'), { kind: 'encounter' }, { kind: 'condition', condition: 'marked' }),
      add(id('orc'), id('knight'), { kind: 'encounter' }, { kind: 'condition', condition: 'marked' }),
      add(id('knight'), id('orc'), { kind: 'encounter' }, { kind: 'condition', condition: 'marked' }),
    );
    const h = new Session<M4Encounter, M4Command>(mounted4e, marked);
    expect(h.apply({ type: 'changeHp', id: id('orc'), amount: -99 }).ok).toBe(true);
    const ended = h.state.seq;
    expect(conditionsOf(h.state, id('squire'))).not.toContain('marked');
    expect(conditionsOf(h.state, id('knight'))).not.toContain('marked');
    // The knight's mark on the orc stays (its marker stands).
    expect(conditionsOf(h.state, id('orc'))).toContain('marked');
    const endedIds = (h.entry(h.cursor - 1)?.events ?? [])
      .filter((e) => e.type === 'effectEnded')
      .map((e) => (e as { effect?: { id: string } }).effect?.id);
    expect(endedIds).toEqual(
      effectsOf(marked)
        .filter((e) => e.source === id('orc'))
        .map((e) => e.id),
    );
    h.undo();
    expect(conditionsOf(h.state, id('squire'))).toContain('marked');
    expect(h.apply({ type: 'changeHp', id: id('orc'), amount: -99 }).ok).toBe(true);
    expect(h.state.seq).toBe(ended);
    expect(conditionsOf(h.state, id('knight'))).not.toContain('marked');
  });

  it('B-18 (issue 33: only markers that changed are looked at): a mark set by a marker already down ends in the same command; a marker that stood up and falls again ends its new marks', () => {
    const { s, id } = scene();
    const h = new Session<M4Encounter, M4Command>(mounted4e, s);
    const mark = (target: string, by: string) =>
      add(id(target), id(by), { kind: 'encounter' }, { kind: 'condition', condition: 'marked' });
    expect(h.apply({ type: 'changeHp', id: id('orc'), amount: -99 }).ok).toBe(true);
    // Commands that do not touch the fallen orc: it is no longer looked at.
    expect(h.apply({ type: 'changeHp', id: id('squire'), amount: -1 }).ok).toBe(true);
    const late = h.apply(mark('knight', 'orc'));
    expect(late.ok).toBe(true);
    expect(conditionsOf(h.state, id('knight'))).not.toContain('marked');
    expect(log(late.ok ? late.events : [])).toMatch(/B-18/);
    // The orc stands up, marks the squire, and falls again.
    expect(h.apply({ type: 'changeHp', id: id('orc'), amount: 120 }).ok).toBe(true);
    expect(h.apply(mark('squire', 'orc')).ok).toBe(true);
    expect(h.apply({ type: 'changeHp', id: id('knight'), amount: -1 }).ok).toBe(true);
    expect(conditionsOf(h.state, id('squire'))).toContain('marked');
    expect(h.apply({ type: 'changeHp', id: id('orc'), amount: -200 }).ok).toBe(true);
    expect(conditionsOf(h.state, id('squire'))).not.toContain('marked');
  });
});
