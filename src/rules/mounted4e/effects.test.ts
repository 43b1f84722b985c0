/**
 * Effects as rules (B-14, MC-KEY-1, MC-R17): several at once and per source, seen by every rule that checks a
 * condition, in the attack helper with their sources, and kept on the right creature through dismounts,
 * falls and teleports.
 */
import { describe, expect, it } from 'vitest';
import { log, say } from '../../i18n/systems/mounted4e/testing';
import { loadEncounterFile, saveEncounterFile, Session } from '../core';
import { creatureOf } from '../core/creatures';
import type { AddEffectCommand, EffectDuration, EffectWhat, M4Command, M4Encounter } from './index';
import {
  actionProblem,
  attackModifiers,
  mounted4e,
  conditionsOf,
  effectsOf,
  effectsOn,
  effectsOnCreature,
  hasCondition,
  turnEffects,
} from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';

const sword = { bonus: 6, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 3 } };
const saveEnds: EffectDuration = { kind: 'saveEnds' };
const cond = (condition: string): EffectWhat => ({ kind: 'condition', condition });
const add = (
  targetId: string,
  sourceId: string | null,
  what: EffectWhat,
  duration: EffectDuration = saveEnds,
  extra: Partial<AddEffectCommand> = {},
): AddEffectCommand => ({
  type: 'addEffect',
  targetId,
  sourceId,
  what,
  duration,
  ...extra,
});

/** Knight on a warhorse at (3,2); an orc adjacent at (5,2); a goblin at (5,3). Knight's turn. */
function scene() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('orc', orc({ pos: { x: 5, y: 2 } }))
    .with('goblin', orc({ name: 'Goblin', size: 'small', pos: { x: 5, y: 3 } }))
    .fight({ knight: 15, orc: 10, goblin: 8 })
    .build();
}

describe('effects (B-14)', () => {
  it('B-14: the same condition from two sources is two effects; ending one leaves the creature dazed', () => {
    const { s, id } = scene();
    const r = runAll(
      s,
      add(id('knight'), id('orc'), cond('dazed')),
      add(id('knight'), id('goblin'), cond('dazed'), { kind: 'endOfSourceNext' }),
    );
    expect(effectsOnCreature(r.s, id('knight')).map((e) => e.source)).toEqual([id('orc'), id('goblin')]);
    expect(conditionsOf(r.s, id('knight'))).toEqual(['dazed']);
    expect(creatureOf(r.s, id('knight'))?.conditions).toEqual([]); // toggles untouched
    expect(log(r.events)).toMatch(/Sir Aldric is under an effect: dazed \(save ends, from Orc\) \(B-14\)/);
    const one = runAll(r.s, { type: 'removeEffect', effectId: 'e1' });
    expect(log(one.events)).toMatch(/removed by the GM/);
    expect(conditionsOf(one.s, id('knight'))).toEqual(['dazed']);
    const none = runAll(one.s, { type: 'removeEffect', effectId: 'e2' });
    expect(conditionsOf(none.s, id('knight'))).toEqual([]);
    expect(rejected(none.s, { type: 'removeEffect', effectId: 'e2' }).ruleId).toBe('B-14');
    expect(effectsOn(r.s, id('knight'))[1]?.duration).toEqual({
      m: 'effectDuration',
      duration: { kind: 'endOfSourceNext', whose: { id: id('goblin'), name: 'Goblin' } },
    });
  });

  it("B-14 / B-4: prone has no duration (knock the creature prone instead); a duration counted in the source's turns needs a source", () => {
    const { s, id } = scene();
    const prone = rejected(s, add(id('orc'), id('knight'), cond('prone')));
    expect(prone.ruleId).toBe('B-4');
    expect(say(prone.reason)).toMatch(/prone has no duration in 4e/);
    expect(rejected(s, add(id('orc'), null, cond('dazed'), { kind: 'endOfSourceNext' })).ruleId).toBe('B-14');
    expect(rejected(s, add(id('orc'), null, { kind: 'attack', value: 0 })).ruleId).toBe('B-14');
    expect(
      rejected(s, add(id('orc'), null, { kind: 'ongoing', amount: 5, damageType: 'ice' } as unknown as EffectWhat))
        .ruleId,
    ).toBe('B-15');
    expect(
      runAll(s, add(id('orc'), null, { kind: 'ongoing', amount: 5, damageType: 'fire' }, { kind: 'encounter' })).s,
    ).toBeTruthy();
  });

  it('B-7 / MC-TURN-1: conditions from effects count like toggled ones: a stunned rider leaves the whole set to the mount; a dazed mount takes one action', () => {
    const { s, id } = scene();
    const stunned = runAll(s, add(id('knight'), id('orc'), cond('stunned'))).s;
    expect(hasCondition(stunned, creatureOf(stunned, id('knight'))!, 'stunned')).toBe(true);
    expect(actionProblem(stunned, id('knight'), 'standard')?.rule).toBe('B-7');
    expect(actionProblem(stunned, id('horse'), 'standard')).toBeNull();
    const dazed = runAll(s, add(id('horse'), id('orc'), cond('dazed')), {
      type: 'takeAction',
      id: id('horse'),
      action: 'move',
    }).s;
    expect(rejected(dazed, { type: 'takeAction', id: id('horse'), action: 'minor' }).ruleId).toBe('MC-TURN-1');
    expect(runAll(dazed, { type: 'takeAction', id: id('knight'), action: 'standard' }).s).toBeTruthy();
  });

  it('B-4 / B-7: an immobilised or restrained effect stops walking; with it gone the creature walks', () => {
    const { s, id } = scene();
    const held = runAll(s, add(id('horse'), id('orc'), cond('immobilised'))).s;
    expect(rejected(held, { type: 'moveCreature', id: id('horse'), to: { x: 3, y: 5 } }).ruleId).toBe('B-7');
    expect(
      runAll(
        held,
        { type: 'removeEffect', effectId: 'e1' },
        { type: 'moveCreature', id: id('horse'), to: { x: 3, y: 5 } },
      ).s,
    ).toBeTruthy();
  });

  it('B-14: the attack helper lists effect modifiers with their sources; a defence penalty lowers the defence', () => {
    const { s, id } = scene();
    const r = runAll(
      s,
      add(id('orc'), id('knight'), { kind: 'attack', value: -2 }, { kind: 'endOfSourceNext' }, { label: '威圧の一撃' }),
      add(id('knight'), id('goblin'), { kind: 'defence', defence: 'ac', value: -2 }),
      add(id('knight'), id('goblin'), { kind: 'defence', defence: 'will', value: -5 }),
    ).s;
    const q = attackModifiers(r, { attackerId: id('orc'), targetId: id('horse'), kind: 'melee', vs: 'ac' });
    expect(q.modifiers.map((m) => [m.ruleId, m.value, m.source, m.effect?.by?.name])).toEqual([
      ['B-14', -2, 'effect', 'Sir Aldric'],
    ]);
    const k = attackModifiers(r, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee', vs: 'ac' });
    expect(k.defence).toBe(18 - 2);
    expect(k.defenceModifiers.map((m) => [m.value, m.defence])).toEqual([[-2, 'ac']]);
    const hit = runAll(r, {
      type: 'attack',
      attackerId: id('orc'),
      targetId: id('knight'),
      kind: 'melee',
      attack: sword,
      action: 'none',
      dice: [11],
    });
    // 11 + 6 − 2 (威圧の一撃) − 2 (MC-TGT-2: the rider is higher) = 13 vs AC 18 − 2 = 16: a miss.
    expect(log(hit.events)).toMatch(
      /11 \+ 6 − 2 \(rider 1 square higher, out of easy reach, MC-TGT-2\) − 2 \(威圧の一撃 from Sir Aldric, B-14\) = 13 vs AC 18 − 2 \(effect from Goblin on AC, B-14\) = 16: miss/,
    );
  });

  it('MC-KEY-1: a [Mount] benefit works only if the rider has Mounted Combat, and ends on a dismount; other effects stay on their creature', () => {
    const { s, id } = scene();
    const r = runAll(
      s,
      add(
        id('knight'),
        id('horse'),
        { kind: 'defence', defence: 'ac', value: 1 },
        { kind: 'encounter' },
        { whileRiding: { with: id('horse'), mountKeyword: true } },
      ),
      add(id('knight'), id('orc'), cond('dazed')),
      add(id('horse'), id('orc'), cond('dazed')),
    ).s;
    expect(attackModifiers(r, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee', vs: 'ac' }).defence).toBe(
      19,
    );
    const nofeat = runAll(r, {
      type: 'editCreature',
      id: id('knight'),
      patch: { sys: { riding: { mountedCombatFeat: false } } },
    }).s;
    expect(
      attackModifiers(nofeat, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee', vs: 'ac' }).defence,
    ).toBe(18);
    expect(effectsOn(nofeat, id('knight'))[0]).toMatchObject({
      active: false,
      inactive: { m: 'mountKeywordInactive' },
    });
    const off = runAll(r, { type: 'dismount', id: id('knight'), to: { x: 2, y: 2 } });
    expect(log(off.events)).toMatch(/rider and mount parted \(MC-KEY-1, MC-MOUNT-2\)/);
    expect(effectsOnCreature(off.s, id('knight')).map((e) => e.what.kind)).toEqual(['condition']);
    expect(conditionsOf(off.s, id('knight'))).toEqual(['dazed']);
    expect(conditionsOf(off.s, id('horse'))).toEqual(['dazed']);
    expect(
      rejected(
        off.s,
        add(id('knight'), null, { kind: 'attack', value: 1 }, saveEnds, { whileRiding: { with: id('horse') } }),
      ).ruleId,
    ).toBe('MC-KEY-1');
  });

  it('MC-TP-1 / MC-PRONE-1 / MC-R17: a teleport or a fall parts rider and mount; each keeps its own effects, nothing is left on the other', () => {
    const { s, id } = scene();
    const start = runAll(
      s,
      add(id('knight'), id('orc'), cond('dazed')),
      add(id('horse'), id('orc'), { kind: 'ongoing', amount: 5, damageType: 'acid' }),
      add(
        id('knight'),
        id('horse'),
        { kind: 'attack', value: 1 },
        { kind: 'encounter' },
        { whileRiding: { with: id('horse') } },
      ),
    ).s;
    const tp = runAll(start, { type: 'teleport', id: id('knight'), to: { x: 9, y: 9 }, action: 'none' }).s;
    expect(effectsOnCreature(tp, id('knight')).map((e) => e.id)).toEqual(['e1']);
    expect(effectsOnCreature(tp, id('horse')).map((e) => e.id)).toEqual(['e2']);
    const thrown = runAll(start, { type: 'knockProne', id: id('horse') }, { type: 'decide', optionId: '2,2' }).s;
    expect(creatureOf(thrown, id('knight'))?.mountId).toBeNull();
    expect(effectsOf(thrown).map((e) => [e.id, e.target])).toEqual([
      ['e1', id('knight')],
      ['e2', id('horse')],
    ]);
  });

  it('B-12: a stunned effect on a flier aloft that cannot hover makes it fall; one that can hover stays up', () => {
    const { s, id } = anEncounter()
      .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 2, elevation: 4, pos: { x: 3, y: 2 } }))
      .with('wisp', orc({ name: 'Wisp', flying: true, flySpeed: 6, elevation: 3, pos: { x: 9, y: 9 }, hover: true }))
      .build();
    const fell = runAll(s, { ...add(id('griffon'), null, cond('stunned')), dice: [5] });
    expect(log(fell.events)).toMatch(/stunned and cannot hover/);
    expect(creatureOf(fell.s, id('griffon'))?.elevation).toBe(0);
    const hover = runAll(s, add(id('wisp'), null, cond('stunned')));
    expect(creatureOf(hover.s, id('wisp'))?.elevation).toBe(3);
  });

  it('B-14: removing a creature takes its effects along and ends those counted in its turns; the others forget it as their source', () => {
    const { s, id } = scene();
    const r = runAll(
      s,
      add(id('knight'), id('orc'), cond('dazed'), { kind: 'endOfSourceNext' }),
      add(id('knight'), id('orc'), cond('immobilised')),
      add(id('orc'), id('knight'), cond('dazed')),
      { type: 'removeCreature', id: id('orc') },
    );
    expect(log(r.events)).toMatch(
      /Sir Aldric's effect ends: dazed \(until the end of Orc's next turn, from Orc\); a creature it depends on left the encounter/,
    );
    expect(effectsOf(r.s).map((e) => [e.id, e.target, e.source])).toEqual([['e2', id('knight'), null]]);
  });

  it('B-18: a slowed mount moves 2 squares with its rider; a weakened attacker deals half damage; a marked one takes −2 unless it attacks its marker', () => {
    const { s, id } = scene();
    const slowed = runAll(s, add(id('horse'), id('orc'), cond('slowed'), { kind: 'endOfTargetNext' })).s;
    expect(rejected(slowed, { type: 'moveCreature', id: id('horse'), to: { x: 3, y: 5 } }).reason).toMatchObject({
      m: 'noPath',
      max: 2,
    });
    expect(
      creatureOf(runAll(slowed, { type: 'moveCreature', id: id('horse'), to: { x: 3, y: 4 } }).s, id('knight'))?.pos,
    ).toEqual({ x: 3, y: 4 });
    const weak = runAll(s, add(id('orc'), id('knight'), cond('weakened')), {
      type: 'attack',
      attackerId: id('orc'),
      targetId: id('horse'),
      kind: 'melee',
      attack: sword,
      action: 'none',
      dice: [15, 6],
    });
    expect(creatureOf(weak.s, id('horse'))?.hp).toBe(60 - Math.floor(9 / 2));
    expect(log(weak.events)).toMatch(/takes 4 damage \(1d8\+3; halved: Orc is weakened, B-18\)/);
    const marked = runAll(s, add(id('orc'), id('knight'), cond('marked'), { kind: 'endOfSourceNext' })).s;
    expect(
      attackModifiers(marked, { attackerId: id('orc'), targetId: id('horse'), kind: 'melee' }).modifiers.map((m) => [
        m.ruleId,
        m.value,
      ]),
    ).toEqual([['B-18', -2]]);
    expect(
      attackModifiers(marked, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee' }).modifiers.map(
        (m) => m.ruleId,
      ),
    ).not.toContain('B-18');
    // One mark at a time: the goblin's mark replaces the knight's.
    const again = runAll(marked, add(id('orc'), id('goblin'), cond('marked')));
    expect(log(again.events)).toMatch(/a new mark replaces it \(B-18\)/);
    expect(effectsOnCreature(again.s, id('orc')).map((e) => e.source)).toEqual([id('goblin')]);
  });

  it('B-14: the initiative entry lists what its turn will do: ongoing damage and what ends at its start, what ends and what is saved at its end', () => {
    const { s, id } = scene();
    const r = runAll(
      s,
      add(id('orc'), id('knight'), { kind: 'ongoing', amount: 3, damageType: 'cold' }),
      add(id('orc'), id('knight'), cond('dazed'), { kind: 'startOfNext', of: id('orc') }),
      add(id('horse'), id('orc'), cond('dazed'), { kind: 'endOfTargetNext' }),
    ).s;
    const orcTurn = turnEffects(r, id('orc'));
    expect(orcTurn.ongoing).toMatchObject([{ who: id('orc'), total: 3 }]);
    expect(orcTurn.endAtStart.map((v) => v.id)).toEqual(['e2']);
    expect(orcTurn.saves.map((v) => v.id)).toEqual(['e1']);
    // The knight is acting: its mount's effect, put on during this turn, lasts to the end of the next one.
    const knightTurn = turnEffects(r, id('knight'));
    expect(knightTurn.members).toEqual([id('knight'), id('horse')]);
    expect(knightTurn.endAtEnd).toEqual([]);
  });

  it('B-14 / B-16: effects, a delayed turn and a pending save are saved in the file and load back the same; a file naming a missing creature is refused', () => {
    const { s, id } = scene();
    const session = new Session<M4Encounter, M4Command>(mounted4e, s);
    for (const c of [
      add(id('knight'), id('orc'), cond('dazed')),
      add(id('goblin'), id('knight'), { kind: 'attack', value: -2 }, { kind: 'startOfNext', of: id('knight') }),
      { type: 'nextTurn' } as M4Command,
    ])
      expect(session.apply(c).ok).toBe(true);
    expect(session.state.pending?.kind).toBe('mc.effectSave');
    const text = saveEncounterFile(session);
    const back = loadEncounterFile<M4Encounter, M4Command>(text, (x) => (x === 'mounted4e' ? mounted4e : undefined));
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.session.state).toEqual(session.state);
    const o = JSON.parse(text);
    o.initial.sys.effects = [{ ...effectsOf(session.state)[0], target: 'c99' }];
    o.initial.sys.nextEffect = 5;
    const bad = loadEncounterFile(JSON.stringify(o), (x) => (x === 'mounted4e' ? mounted4e : undefined));
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.error).toMatchObject({ where: 'encounter.sys', detail: { m: 'badState', part: 'effects' } });
  });
});
