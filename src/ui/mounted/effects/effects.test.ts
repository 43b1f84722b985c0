/**
 * Issue 19, the effects UI's own logic: the form's draft becomes the `addEffect` command the rules expect (B-14,
 * B-15, B-3, MC-KEY-1) or says what is missing; the board marks (B-14) and the initiative note (B-15, B-14, B-3)
 * read the rules' turn view at the right moment of the turn.
 */
import { describe, expect, it } from 'vitest';
import { effectMark } from '../../../i18n/systems/mounted4e/effectMarks';
import type { M4Command, M4Encounter } from '../../../rules/mounted4e';
import { effectsOf, effectsOn } from '../../../rules/mounted4e';
import { anEncounter, knight, orc, runAll, warhorse } from '../../../rules/mounted4e/testing';
import { draftCommand, EFFECT_CONDITIONS, intOf, newDraft } from './effectDraft';
import { turnNoteLines } from './TurnNote';

/** Knight c2 on a warhorse c1 (shared turn, MC-TURN-1) and an orc c3; the knight's turn in round 1. */
function scene(): M4Encounter {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('orc', orc({ pos: { x: 9, y: 9 } }))
    .fight({ knight: 15, orc: 10 })
    .build().s;
}
const play = (s: M4Encounter, ...cmds: M4Command[]): M4Encounter => runAll(s, ...cmds).s;

describe('the add-effect form (B-14)', () => {
  it('B-14: a condition with "save ends" becomes addEffect with its source', () => {
    const r = draftCommand({ ...newDraft('c3', 'c2'), condition: 'dazed', duration: 'saveEnds' });
    expect(r).toEqual({
      ok: true,
      command: {
        type: 'addEffect',
        targetId: 'c3',
        sourceId: 'c2',
        what: { kind: 'condition', condition: 'dazed' },
        duration: { kind: 'saveEnds' },
      },
    });
  });

  it('B-15: ongoing damage of a type, the amount typed as text', () => {
    const r = draftCommand({ ...newDraft('c3'), kind: 'ongoing', amount: ' 5 ', damageType: 'fire' });
    expect(r.ok && r.command.what).toEqual({ kind: 'ongoing', amount: 5, damageType: 'fire' });
    expect(r.ok && r.command.sourceId).toBeNull();
    expect(draftCommand({ ...newDraft('c3'), kind: 'ongoing', amount: '0' })).toEqual({
      ok: false,
      problem: 'fx.badNumber',
    });
    expect(draftCommand({ ...newDraft('c3'), kind: 'ongoing', amount: 'five' })).toEqual({
      ok: false,
      problem: 'fx.badNumber',
    });
  });

  it('B-14: attack and defence modifiers take a signed whole number, never 0 (a Japanese minus sign too)', () => {
    expect(intOf('−2')).toBe(-2);
    expect(intOf('ー2')).toBe(-2);
    expect(intOf('+1')).toBe(1);
    expect(intOf('2.5')).toBeNull();
    const atk = draftCommand({ ...newDraft('c3', 'c2'), kind: 'attack', value: '-2', duration: 'endOfSourceNext' });
    expect(atk.ok && atk.command.what).toEqual({ kind: 'attack', value: -2 });
    expect(atk.ok && atk.command.duration).toEqual({ kind: 'endOfSourceNext' });
    const def = draftCommand({ ...newDraft('c3'), kind: 'defence', value: '-2', defence: 'all' });
    expect(def.ok && def.command.what).toEqual({ kind: 'defence', defence: 'all', value: -2 });
    expect(draftCommand({ ...newDraft('c3'), kind: 'attack', value: '0' }).ok).toBe(false);
  });

  it('B-14: "end of your next turn" and "start of your next turn" need whose turn it is', () => {
    expect(draftCommand({ ...newDraft('c3'), duration: 'endOfSourceNext' })).toEqual({
      ok: false,
      problem: 'fx.needSource',
    });
    expect(draftCommand({ ...newDraft('c3'), duration: 'startOfNext' })).toEqual({
      ok: false,
      problem: 'fx.needSource',
    });
    const own = draftCommand({ ...newDraft('c3', 'c2'), duration: 'startOfNext' });
    expect(own.ok && own.command.duration).toEqual({ kind: 'startOfNext', of: 'c2' });
    const other = draftCommand({ ...newDraft('c3', 'c2'), duration: 'startOfNext', startOf: 'c1' });
    expect(other.ok && other.command.duration).toEqual({ kind: 'startOfNext', of: 'c1' });
    const tgt = draftCommand({ ...newDraft('c3'), duration: 'endOfTargetNext' });
    expect(tgt.ok && tgt.command.duration).toEqual({ kind: 'endOfTargetNext' });
  });

  it('MC-KEY-1: "only while riding" names the partner and the [Mount] keyword; the power name is trimmed', () => {
    const r = draftCommand({
      ...newDraft('c2'),
      kind: 'defence',
      value: '1',
      whileRidingWith: 'c1',
      mountKeyword: true,
      label: '  Mounted Guard ',
    });
    expect(r.ok && r.command.whileRiding).toEqual({ with: 'c1', mountKeyword: true });
    expect(r.ok && r.command.label).toBe('Mounted Guard');
  });

  it('B-4: the form offers no prone and no hidden (they have no duration); the engine accepts every one it offers', () => {
    expect(EFFECT_CONDITIONS).not.toContain('prone');
    expect(EFFECT_CONDITIONS).not.toContain('hidden');
    for (const condition of EFFECT_CONDITIONS) {
      const r = draftCommand({ ...newDraft('c3', 'c2'), condition });
      if (!r.ok) throw new Error(r.problem);
      expect(effectsOf(runAll(scene(), r.command).s).length, condition).toBe(1);
    }
  });
});

describe('board marks and the initiative note (B-14, B-15, B-3)', () => {
  /** The knight (c2) dazes the orc (c3), sets it on fire (save ends) and gives it −2 to attack until its next turn's end. */
  const threeOnTheOrc = () =>
    play(
      scene(),
      {
        type: 'addEffect',
        targetId: 'c3',
        sourceId: 'c2',
        what: { kind: 'condition', condition: 'dazed' },
        duration: { kind: 'saveEnds' },
      },
      {
        type: 'addEffect',
        targetId: 'c3',
        sourceId: 'c2',
        what: { kind: 'ongoing', amount: 5, damageType: 'fire' },
        duration: { kind: 'saveEnds' },
      },
      {
        type: 'addEffect',
        targetId: 'c3',
        sourceId: 'c2',
        what: { kind: 'attack', value: -2 },
        duration: { kind: 'endOfSourceNext' },
      },
    );

  it('B-14: each effect has a one-word mark with its duration, in both languages', () => {
    const s = threeOnTheOrc();
    const marks = (lang: 'en' | 'ja') => effectsOn(s, 'c3').map((v) => effectMark(v.facts, lang));
    expect(marks('en')).toEqual(['Dz/SE', '5fire/SE', 'Atk−2/EoNT']);
    expect(marks('ja')).toEqual(['幻/セ', '継5火/セ', '攻−2/次終']);
    for (const m of [...marks('en'), ...marks('ja')]) expect(m).not.toMatch(/\s/);
  });

  it("B-15, B-3, B-14: the orc's entry says what its turn will do; the knight's what the end of its own turn does", () => {
    let s = threeOnTheOrc();
    const orcNote = turnNoteLines(s, 'c3', 'en');
    expect(orcNote.start?.text).toContain('takes 5 ongoing damage');
    expect(orcNote.start?.rules).toEqual(['B-15']);
    expect(orcNote.end?.text).toContain('save: dazed [Dz/SE], ongoing 5 fire damage [5fire/SE]');
    expect(orcNote.end?.rules).toEqual(['B-3']);
    // Put on during the knight's own turn: "until the end of your next turn" is not over at the end of this one.
    expect(turnNoteLines(s, 'c2', 'en').end).toBeNull();
    // The knight's next turn: now it ends at its end (B-14).
    s = play(s, { type: 'nextTurn' });
    while (s.pending) s = play(s, { type: 'decide', optionId: 'roll', dice: [5] });
    s = play(s, { type: 'nextTurn' });
    while (s.pending) s = play(s, { type: 'decide', optionId: 'roll', dice: [5] });
    expect(s.turns.round).toBe(2);
    const knightNote = turnNoteLines(s, 'c2', 'ja');
    expect(knightNote.end?.text).toContain('終了：攻撃ロールに−2 [攻−2/次終]');
    expect(knightNote.end?.rules).toEqual(['B-14']);
    // The acting orc does not see its ongoing damage again (it was taken at the start of its turn).
    expect(turnNoteLines(scene(), 'c3', 'en')).toEqual({ start: null, end: null });
  });
});
