/** The dice line (issues 18, 30): rolls as commands — seeded, typed in, secret, undone, replayed identically. */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../i18n';
import type { CoreEvent } from './events';
import { rollDiceCommand } from './commands';
import { Session } from './session';
import { kapply, kernelEncounter, kernelSession, kernelSystem, krun } from './testing';

const base = () =>
  krun(kernelEncounter({ seed: 3 }), { type: 'addCreature', creature: { name: 'Knight', pos: { x: 1, y: 1 } } });
const rolled = (events: readonly unknown[]) =>
  (events as CoreEvent[]).find((e) => e.type === 'diceRolled') as Extract<CoreEvent, { type: 'diceRolled' }>;

describe('rollDice', () => {
  it('rolls 2d6>=7 with the seeded dice: one event with the faces, the total and the outcome, in both languages', () => {
    const r = kapply(base(), rollDiceCommand('2d6>=7 登攀', null));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const e = rolled(r.events);
    expect(r.events.filter((x) => x.type === 'dieRolled')).toHaveLength(0); // one line, not one per die
    const o = e.result.outcomes[0];
    expect(o?.kind).toBe('sum');
    if (o?.kind !== 'sum') return;
    expect(o.terms[0]?.faces).toHaveLength(2);
    expect(o.total).toBe((o.terms[0]?.faces ?? []).reduce((a, b) => a + b, 0));
    expect(describeEvent('kernel', e, 'en')).toMatch(
      /^The GM rolls: 登攀: 2D6>=7 → \[\d,\d\] → \d+ [≥<] 7: (success|failure)$/,
    );
    // Japanese: BCDice's format by default, the project's own on request.
    expect(describeEvent('kernel', e, 'ja')).toMatch(
      /^ゲームマスターのダイス：登攀 \(2D6>=7\) ＞ \d+\[\d,\d\] ＞ \d+ ＞ (成功|失敗)$/,
    );
    expect(describeEvent('kernel', e, 'ja', { diceStyle: 'saddlegrid' })).toMatch(
      /^ゲームマスターのダイス：登攀：2D6>=7 → \[\d,\d\] → \d+ [≥<] 7：(成功|失敗)$/,
    );
    expect(describeEvent('kernel', e, 'en', { diceStyle: 'bcdice' })).toMatch(/^The GM rolls: 登攀 \(2D6>=7\) ＞ /);
    expect(r.state.rng).not.toEqual(base().rng); // the dice state moved on
  });

  it('D66 is two d6 (tens and units), typed in as two faces; a 66-sided face is refused', () => {
    const s = base();
    const r = kapply(s, rollDiceCommand('D66', null, [3, 5]));
    expect(r.ok && describeEvent('kernel', rolled(r.events), 'ja')).toBe(
      'ゲームマスターのダイス（手入力）：(D66) ＞ 35',
    );
    const wrong = kapply(s, rollDiceCommand('D66', null, [49]));
    expect(!wrong.ok && wrong.kind === 'refused' && describeMsg('kernel', wrong.reason, 'en')).toMatch(
      /rolls 2 dice; 1 typed in/,
    );
    const bad = kapply(s, rollDiceCommand('D66', null, [4, 9]));
    expect(!bad.ok && bad.kind === 'refused' && describeMsg('kernel', bad.reason, 'en')).toMatch(/d6 cannot show 9/);
  });

  it('a line without dice is refused (C(…) calculates); C(1+2) is logged with no dice', () => {
    const s = base();
    const r = kapply(s, rollDiceCommand('1+2', null));
    expect(!r.ok && r.kind === 'refused' && describeMsg('kernel', r.reason, 'ja')).toMatch(/C\(1\+2\)/);
    const c = kapply(s, rollDiceCommand('C(1+2)', null));
    expect(c.ok && describeEvent('kernel', rolled(c.events), 'ja')).toBe('ゲームマスターのダイス：c(1+2) ＞ 3');
    expect(c.ok && c.state.rng).toEqual(s.rng); // no die rolled
  });

  it('typed-in faces of dice rolled again: as many as the faces call for, "at least" when too few', () => {
    const s = base();
    const r = kapply(s, rollDiceCommand('2R6>=5', null, [5, 1, 2]));
    expect(r.ok && describeEvent('kernel', rolled(r.events), 'ja')).toBe(
      'ゲームマスターのダイス（手入力）：(2R6[5]>=5) ＞ 5,1 + 2 ＞ 成功数1',
    );
    const few = kapply(s, rollDiceCommand('2R6>=5', null, [5, 6]));
    expect(!few.ok && few.kind === 'refused' && describeMsg('kernel', few.reason, 'ja')).toBe(
      '出目が足りません。振り足しを含めて3個以上必要です（入力は2個）。',
    );
    const many = kapply(s, rollDiceCommand('2R6>=5', null, [1, 2, 3]));
    expect(!many.ok && many.kind === 'refused' && describeMsg('kernel', many.reason, 'en')).toBe(
      'This line rolls 2 dice; 3 typed in.',
    );
  });

  it('a command written before issue 30 (no syntax) replays as it did: 1D66 is one 66-sided die, 1+2 rolls none', () => {
    const s = base();
    const old = kapply(s, { type: 'rollDice', expr: 'D66', dice: [49] });
    expect(old.ok && describeEvent('kernel', rolled(old.events), 'en')).toBe(
      'The GM rolls (typed in): 1D66 → [49] → 49',
    );
    const seeded = kapply(s, { type: 'rollDice', expr: '1d66' });
    expect(seeded.ok && rolled(seeded.events).result.diceRolled).toBe(1);
    expect(kapply(s, { type: 'rollDice', expr: '1+2' }).ok).toBe(true);
    expect(kapply(s, { type: 'rollDice', expr: 'D66', syntax: 'bcdice', dice: [49] }).ok).toBe(false);
  });

  it('"I rolled…": typed-in faces, exactly one per die; a wrong count or an impossible face is refused', () => {
    const s = base();
    const r = kapply(s, { type: 'rollDice', expr: '2D6+1', dice: [6, 5] });
    expect(r.ok && describeEvent('kernel', rolled(r.events), 'en')).toBe(
      'The GM rolls (typed in): 2D6+1 → [6,5]+1 → 12',
    );
    const few = kapply(s, { type: 'rollDice', expr: '2D6', dice: [6] });
    expect(!few.ok && few.kind === 'refused' && describeMsg('kernel', few.reason, 'en')).toMatch(
      /rolls 2 dice; 1 typed in/,
    );
    const bad = kapply(s, { type: 'rollDice', expr: '1d6', dice: [7] });
    expect(!bad.ok && bad.kind === 'refused' && describeMsg('kernel', bad.reason, 'en')).toMatch(/d6 cannot show 7/);
  });

  it('a syntax error is refused with the position and changes nothing; full-width input is accepted', () => {
    const s = base();
    const r = kapply(s, { type: 'rollDice', expr: '2d6>=' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.kind === 'refused' && describeMsg('kernel', r.reason, 'ja')).toMatch(/文字目/);
    expect(kapply(s, { type: 'rollDice', expr: '２Ｄ６＞＝７' }).ok).toBe(true);
  });

  it('a secret roll is marked secret; the roll of a creature names it', () => {
    const r = kapply(base(), { type: 'rollDice', expr: 'S1d20', by: 'c1' });
    expect(r.ok && rolled(r.events).secret).toBe(true);
    expect(r.ok && rolled(r.events).by?.name).toBe('Knight');
    expect(r.ok && rolled(r.events).ids).toEqual(['c1']);
  });

  it('is undone, redone without re-rolling, and replayed identically', () => {
    const s = kernelSession(base());
    const first = s.apply({ type: 'rollDice', expr: '4d6kh3' });
    const text = first.ok ? describeEvent('kernel', rolled(first.events), 'en') : '';
    s.undo();
    expect(s.cursor).toBe(0);
    const again = s.redo();
    expect(again && describeEvent('kernel', rolled(again.entry.events), 'en')).toBe(text);
    const replayed = Session.replay(kernelSystem, base(), s.commands(), 1);
    expect(describeEvent('kernel', rolled(replayed.session.log().map((l) => l.event)), 'en')).toBe(text);
  });
});

describe('setPalette', () => {
  it('saves a creature’s and the GM’s lines with the encounter; an empty list clears it; limits are refused', () => {
    let s = krun(
      base(),
      { type: 'setPalette', owner: 'c1', lines: ['1d20+7 Athletics (jump on)', '  ', '2d6'] },
      { type: 'setPalette', owner: null, lines: ['choice[右,左]'] },
    );
    expect(s.palettes).toEqual({ c1: ['1d20+7 Athletics (jump on)', '2d6'], gm: ['choice[右,左]'] });
    s = krun(s, { type: 'setPalette', owner: 'c1', lines: [] });
    expect(s.palettes).toEqual({ gm: ['choice[右,左]'] });
    expect(kapply(s, { type: 'setPalette', owner: null, lines: ['x'.repeat(201)] }).ok).toBe(false);
    expect(kapply(s, { type: 'setPalette', owner: 'nobody', lines: ['1d6'] }).ok).toBe(false);
  });
});
