import { describe, expect, it } from 'vitest';
import { log, say } from '../../i18n/systems/mounted4e/testing';
import { actionSetOf } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';
import { creatureOf } from '../core/creatures';

const spec = { bonus: 5, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 3 } };

/** Knight (adventurer) on a warhorse, an orc beside them; knight's turn first. */
function mountedKnight() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 }, initBonus: 9 }))
    .with('knight', knight({ pos: { x: 0, y: 0 } }))
    .ridingOn('horse')
    .with('orc', orc({ pos: { x: 9, y: 9 } }))
    .fight({ knight: 15, orc: 10 });
}

describe('turns and actions', () => {
  it('MC-INIT-1: the mount acts on the rider’s initiative, even with a higher bonus, right after the rider', () => {
    const { s, id } = mountedKnight().build();
    expect(creatureOf(s, id('horse'))?.initiative).toBe(15);
    expect(s.turns.order).toEqual([id('knight'), id('horse'), id('orc')]);
    const rolled = runAll(s, { type: 'rollInitiative', all: true, dice: [3, 12] });
    expect(creatureOf(rolled.s, id('horse'))?.initiative).toBe(creatureOf(rolled.s, id('knight'))?.initiative);
    expect(log(rolled.events)).toMatch(/Warhorse acts on Sir Aldric's initiative.*MC-INIT-1/);
    expect(rejected(s, { type: 'setInitiative', id: id('horse'), value: 20 }).ruleId).toBe('MC-INIT-1');
  });

  it('MC-INIT-1: they keep the shared initiative after a dismount', () => {
    const { s, id } = mountedKnight().build();
    const off = runAll(
      s,
      { type: 'dismount', id: id('knight'), to: { x: 2, y: 2 } },
      { type: 'rollInitiative', all: true, dice: [4, 9] },
    );
    expect(creatureOf(off.s, id('horse'))?.initiative).toBe(creatureOf(off.s, id('knight'))?.initiative);
  });

  it('MC-TURN-1: one shared set: the mount moves, the rider attacks, nothing is left for a second standard', () => {
    const { s, id } = mountedKnight().build();
    const r = runAll(
      s,
      { type: 'moveCreature', id: id('horse'), to: { x: 7, y: 7 } },
      { type: 'attack', attackerId: id('knight'), targetId: id('orc'), kind: 'melee', attack: spec, dice: [15, 4] },
    );
    const set = actionSetOf(r.s, id('horse'));
    expect(set.members).toEqual([id('knight'), id('horse')]);
    expect(set.left).toEqual({ standard: 0, move: 0, minor: 1 });
    expect(set.spent.map((x) => [x.by, x.action])).toEqual([
      [id('horse'), 'move'],
      [id('knight'), 'standard'],
    ]);
    const no = rejected(r.s, {
      type: 'attack',
      attackerId: id('horse'),
      targetId: id('orc'),
      kind: 'melee',
      attack: spec,
    });
    expect(no.ruleId).toBe('MC-TURN-1');
    expect(say(no.reason)).toMatch(/Sir Aldric & Warhorse: no standard action left/);
  });

  it('MC-TURN-1: the mount has no turn of its own; nextTurn folds it into the rider’s', () => {
    const { s, id } = mountedKnight().build();
    const r = runAll(s, { type: 'nextTurn' });
    expect(r.s.turns.order[r.s.turns.current]).toBe(id('orc'));
    expect(log(r.events)).toMatch(/Warhorse has no turn of its own.*MC-TURN-1/);
  });

  it('MC-TURN-1: if one cannot act the other may use the whole set', () => {
    const { s, id } = mountedKnight().run({ type: 'setCondition', id: 'c1', condition: 'stunned', on: true }).build();
    expect(say(rejected(s, { type: 'takeAction', id: id('horse'), action: 'move' }).reason)).toMatch(/stunned/);
    const r = runAll(
      s,
      { type: 'takeAction', id: id('knight'), action: 'standard' },
      { type: 'takeAction', id: id('knight'), action: 'move' },
      { type: 'takeAction', id: id('knight'), action: 'minor' },
    );
    expect(actionSetOf(r.s, id('knight')).left).toEqual({ standard: 0, move: 0, minor: 0 });
  });

  it('MC-TURN-1: a dazed mount takes only one action of the set; the rider may use the rest', () => {
    const { s, id } = mountedKnight().run({ type: 'setCondition', id: 'c1', condition: 'dazed', on: true }).build();
    const r = runAll(s, { type: 'moveCreature', id: id('horse'), to: { x: 5, y: 2 } });
    expect(rejected(r.s, { type: 'takeAction', id: id('horse'), action: 'minor' }).ruleId).toBe('MC-TURN-1');
    const rest = runAll(
      r.s,
      { type: 'takeAction', id: id('knight'), action: 'standard' },
      { type: 'takeAction', id: id('knight'), action: 'minor' },
    );
    expect(actionSetOf(rest.s, id('knight')).left).toEqual({ standard: 0, move: 0, minor: 0 });
  });

  it('MC-TURN-1: rider and mount share one opportunity action per turn and one immediate per round', () => {
    const { s, id } = mountedKnight().run({ type: 'nextTurn' }).build(); // the orc's turn
    const r = runAll(s, { type: 'takeAction', id: id('horse'), action: 'opportunity' });
    expect(rejected(r.s, { type: 'takeAction', id: id('knight'), action: 'opportunity' }).ruleId).toBe('MC-TURN-1');
    const i = runAll(s, { type: 'takeAction', id: id('knight'), action: 'immediate' });
    expect(rejected(i.s, { type: 'takeAction', id: id('horse'), action: 'immediate' }).ruleId).toBe('MC-TURN-1');
  });

  it('MC-TURN-2: after a dismount they still share that turn’s set; from the next turn each has its own', () => {
    const { s, id } = mountedKnight().build();
    const r = runAll(
      s,
      { type: 'dismount', id: id('knight'), to: { x: 2, y: 2 } },
      { type: 'moveCreature', id: id('horse'), to: { x: 6, y: 2 } },
    );
    expect(actionSetOf(r.s, id('horse')).spent.map((x) => x.as)).toEqual(['move', 'standard']);
    expect(rejected(r.s, { type: 'takeAction', id: id('knight'), action: 'standard' }).ruleId).toBe('MC-TURN-1');
    const next = runAll(r.s, { type: 'nextTurn' });
    expect(next.s.turns.order[next.s.turns.current]).toBe(id('orc')); // the horse already acted this round
    const round2 = runAll(next.s, { type: 'nextTurn' }, { type: 'takeAction', id: id('knight'), action: 'standard' });
    expect(actionSetOf(round2.s, id('knight')).members).toEqual([id('knight')]);
    const horseTurn = runAll(round2.s, { type: 'nextTurn' });
    expect(horseTurn.s.turns.order[horseTurn.s.turns.current]).toBe(id('horse'));
    expect(actionSetOf(horseTurn.s, id('horse')).left).toEqual({ standard: 1, move: 1, minor: 1 });
  });

  it('MC-TURN-3: a monster rider and its mount have separate turns on the rider’s initiative', () => {
    const { s, id } = anEncounter()
      .with('wolf', warhorse({ name: 'Dire wolf', side: 'enemy', pos: { x: 3, y: 2 } }))
      .with('goblin', orc({ name: 'Goblin', kind: 'monster', size: 'small', pos: { x: 0, y: 0 } }))
      .ridingOn('wolf')
      .with('knight', knight({ pos: { x: 10, y: 10 } }))
      .fight({ goblin: 18, knight: 12 })
      .build();
    expect(s.turns.order).toEqual([id('goblin'), id('wolf'), id('knight')]);
    const no = rejected(s, { type: 'moveCreature', id: id('wolf'), to: { x: 6, y: 2 } });
    expect(no.ruleId).toBe('MC-SEP-1');
    const next = runAll(s, { type: 'nextTurn' });
    expect(next.s.turns.order[next.s.turns.current]).toBe(id('wolf'));
    expect(
      creatureOf(runAll(next.s, { type: 'moveCreature', id: id('wolf'), to: { x: 6, y: 2 } }).s, id('goblin'))?.pos,
    ).toEqual({ x: 6, y: 2 });
  });

  it('MC-SEP-1: the monster rider spends a move action so its mount takes a move action as a free action', () => {
    const { s, id } = anEncounter()
      .with('wolf', warhorse({ name: 'Dire wolf', side: 'enemy', pos: { x: 3, y: 2 } }))
      .with('goblin', orc({ name: 'Goblin', size: 'small', pos: { x: 0, y: 0 } }))
      .ridingOn('wolf')
      .with('knight', knight({ pos: { x: 10, y: 10 } }))
      .fight({ goblin: 18, knight: 12 })
      .build();
    const r = runAll(
      s,
      { type: 'commandMount', id: id('goblin') },
      { type: 'moveCreature', id: id('wolf'), to: { x: 6, y: 2 } },
    );
    expect(log(r.events)).toMatch(/may take a move action as a free action \(MC-SEP-1\)/);
    expect(
      actionSetOf(r.s, id('goblin')).spent.map((x) => ({ ...x, what: say({ m: 'spentOn', what: x.what }) })),
    ).toEqual([{ by: id('goblin'), action: 'move', as: 'move', what: 'command Dire wolf' }]);
    expect(rejected(r.s, { type: 'moveCreature', id: id('wolf'), to: { x: 8, y: 2 } }).ruleId).toBe('MC-SEP-1');
    const adv = mountedKnight().build();
    expect(rejected(adv.s, { type: 'commandMount', id: adv.id('knight') }).ruleId).toBe('MC-TURN-1');
  });

  it('MC-PASS-1 / MC-PASS-2: a passenger keeps its own initiative and turn and cannot spend the rider’s set', () => {
    const { s, id } = mountedKnight()
      .with('squire', knight({ name: 'Squire', pos: { x: 12, y: 12 } }))
      .passengerOn('horse')
      .run({ type: 'setInitiative', id: 'c4', value: 8 })
      .build();
    expect(s.turns.order).toEqual([id('knight'), id('horse'), id('orc'), id('squire')]);
    expect(creatureOf(s, id('squire'))?.initiative).toBe(8);
    expect(rejected(s, { type: 'takeAction', id: id('squire'), action: 'standard' }).ruleId).toBe('MC-PASS-2');
    const t = runAll(
      s,
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'takeAction', id: id('squire'), action: 'standard' },
    );
    expect(actionSetOf(t.s, id('squire')).members).toEqual([id('squire')]);
  });

  it('B-7: substitutions, no immediate action on one’s own turn, a dazed creature takes one action', () => {
    const { s, id } = anEncounter()
      .with('orc', orc({ pos: { x: 1, y: 1 } }))
      .with('k', knight({ pos: { x: 5, y: 5 } }))
      .fight({ orc: 12, k: 10 })
      .build();
    const r = runAll(
      s,
      { type: 'takeAction', id: id('orc'), action: 'minor' },
      { type: 'takeAction', id: id('orc'), action: 'minor' },
      { type: 'takeAction', id: id('orc'), action: 'minor' },
    );
    expect(actionSetOf(r.s, id('orc')).spent.map((x) => x.as)).toEqual(['minor', 'move', 'standard']);
    expect(rejected(r.s, { type: 'takeAction', id: id('orc'), action: 'minor' }).ruleId).toBe('B-7');
    expect(rejected(s, { type: 'takeAction', id: id('orc'), action: 'immediate' }).ruleId).toBe('B-7');
    expect(say(rejected(s, { type: 'takeAction', id: id('k'), action: 'move' }).reason)).toMatch(
      /not Sir Aldric's turn/,
    );
    const dazed = runAll(
      s,
      { type: 'setCondition', id: id('orc'), condition: 'dazed', on: true },
      { type: 'takeAction', id: id('orc'), action: 'move' },
    );
    expect(rejected(dazed.s, { type: 'takeAction', id: id('orc'), action: 'minor' }).ruleId).toBe('B-7');
    const dazedK = runAll(s, { type: 'setCondition', id: id('k'), condition: 'dazed', on: true });
    expect(say(rejected(dazedK.s, { type: 'takeAction', id: id('k'), action: 'immediate' }).reason)).toMatch(/dazed/);
    const imm = runAll(s, { type: 'takeAction', id: id('k'), action: 'immediate' });
    expect(rejected(imm.s, { type: 'takeAction', id: id('k'), action: 'immediate' }).ruleId).toBe('B-7');
  });

  it('previousTurn (a GM correction) restarts the turn with a fresh shared set; the mount stays folded (MC-TURN-1)', () => {
    const { s, id } = mountedKnight().build();
    const r = runAll(
      s,
      { type: 'takeAction', id: id('knight'), action: 'standard' },
      { type: 'nextTurn' },
      { type: 'previousTurn' },
    );
    expect(r.s.turns.order[r.s.turns.current]).toBe(id('knight'));
    expect(actionSetOf(r.s, id('horse')).left).toEqual({ standard: 1, move: 1, minor: 1 });
    expect(say(rejected(r.s, { type: 'previousTurn' }).reason)).toMatch(/first turn/);
  });

  it('MC-INIT-1: a mount that already acted this round and is then mounted moves behind its rider without a second turn', () => {
    const { s, id } = anEncounter()
      .with('wolf', warhorse({ name: 'Dire wolf', side: 'enemy', pos: { x: 3, y: 2 } }))
      .with('goblin', orc({ name: 'Goblin', size: 'small', pos: { x: 2, y: 2 } }))
      .with('knight', knight({ pos: { x: 10, y: 10 } }))
      .fight({ wolf: 20, goblin: 15, knight: 5 })
      .run({ type: 'nextTurn' })
      .build();
    const r = runAll(s, { type: 'mount', id: id('goblin'), mountId: id('wolf') });
    expect(r.s.turns.order).toEqual([id('goblin'), id('wolf'), id('knight')]);
    const next = runAll(r.s, { type: 'nextTurn' });
    expect(next.s.turns.order[next.s.turns.current]).toBe(id('knight'));
    expect(log(next.events)).toMatch(/Dire wolf already had its turn this round.*MC-INIT-1/);
    const round2 = runAll(next.s, { type: 'nextTurn' }, { type: 'nextTurn' });
    expect(round2.s.turns.order[round2.s.turns.current]).toBe(id('wolf')); // MC-TURN-3: its own turn next round
  });
});

describe('previousTurn then nextTurn (issue 15)', () => {
  it('gives the creature whose turn was taken back its turn again, not "already had its turn" (no rider involved)', () => {
    const { s, id } = anEncounter()
      .with('a', knight({ name: 'Aeris', pos: { x: 1, y: 1 } }))
      .with('b', orc({ name: 'Brute', pos: { x: 8, y: 8 } }))
      .with('c', orc({ name: 'Cutter', pos: { x: 10, y: 10 } }))
      .fight({ a: 20, b: 15, c: 10 })
      .build();
    const r = runAll(s, { type: 'nextTurn' }, { type: 'previousTurn' }, { type: 'nextTurn' });
    expect(r.s.turns.order[r.s.turns.current]).toBe(id('b'));
    expect(log(r.events)).not.toMatch(/already had its turn/);
    expect(actionSetOf(r.s, id('b')).left).toEqual({ standard: 1, move: 1, minor: 1 });
    // Taking back two turns across the round boundary and stepping forward again visits everyone in order.
    const round2 = runAll(
      s,
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'previousTurn' },
      { type: 'previousTurn' },
    );
    expect(round2.s.turns).toMatchObject({ current: 1, round: 1 });
    const again = runAll(round2.s, { type: 'nextTurn' }, { type: 'nextTurn' });
    expect(again.s.turns).toMatchObject({ current: 0, round: 2 });
    expect(log(again.events)).not.toMatch(/already had its turn/);
  });

  it('a correction back onto a mount passed over by MC-INIT-1 gives it that turn; the order then goes on', () => {
    const { s, id } = anEncounter()
      .with('wolf', warhorse({ name: 'Dire wolf', side: 'enemy', pos: { x: 3, y: 2 } }))
      .with('goblin', orc({ name: 'Goblin', size: 'small', pos: { x: 2, y: 2 } }))
      .with('knight', knight({ pos: { x: 10, y: 10 } }))
      .fight({ wolf: 20, goblin: 15, knight: 5 })
      .run({ type: 'nextTurn' })
      .build();
    const back = runAll(
      s,
      { type: 'mount', id: id('goblin'), mountId: id('wolf') },
      { type: 'nextTurn' },
      { type: 'previousTurn' },
    );
    expect(back.s.turns.order[back.s.turns.current]).toBe(id('wolf'));
    const r = runAll(back.s, { type: 'nextTurn' });
    expect(r.s.turns.order[r.s.turns.current]).toBe(id('knight'));
    expect(log(r.events)).not.toMatch(/already had its turn/);
  });
});
