/** The chat palette (issue 30): variables, definition and comment lines, status commands as each system's commands. */
import { describe, expect, it } from 'vitest';
import { apply, newEncounter, systemFor, testDice, type AnyEncounter, type SystemId } from '..';
import { PaletteVars, prepareLine, readLine, lineForInput } from '.';

/** An encounter of `system` with one creature (id of the first creature) and its palette. */
function table(system: SystemId, sys: unknown, palette: string[], hp = 30) {
  let s: AnyEncounter = newEncounter({ system, dice: testDice(4) });
  const add = apply(s, { type: 'addCreature', creature: { name: '志体', pos: { x: 1, y: 1 }, hp, hpMax: 40, sys } });
  if (!add.ok) throw new Error(JSON.stringify(add));
  s = add.state;
  const id = s.creatureOrder[0]!;
  const set = apply(s, { type: 'setPalette', owner: id, lines: palette });
  if (!set.ok) throw new Error(JSON.stringify(set));
  return { s: set.state, id };
}

const run = (s: AnyEncounter, id: string, line: string) => {
  const p = prepareLine(systemFor(s), s, id, line);
  if (!p.ok) return { p, after: s };
  const r = apply(s, p.command);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return { p, after: r.state, events: r.events };
};

describe('palette lines (ココフォリア / ユドナリウム conventions)', () => {
  it('reads a definition line, comments (// without =, #), a status command and a dice line', () => {
    expect(readLine('//命中=5')).toEqual({ kind: 'define', name: '命中', value: '5' });
    expect(readLine('  //ダメージ = 2D6+{筋力} ')).toEqual({ kind: 'define', name: 'ダメージ', value: '2D6+{筋力}' });
    expect(readLine('// 戦闘用').kind).toBe('comment');
    expect(readLine('# 戦闘').kind).toBe('comment');
    expect(readLine('＃ 判定').kind).toBe('comment');
    expect(readLine(':HP-5').kind).toBe('status');
    expect(readLine('2D6+{命中} 命中判定').kind).toBe('line');
  });

  it('expands variables naming variables; the sheet wins over a definition of the same name', () => {
    const v = new PaletteVars(
      ['//基本=3', '//命中={基本}+2', '//攻撃=2D6+{命中}'],
      [{ names: ['回避', 'Evasion'], value: 7 }],
    );
    expect(v.expand('{攻撃} 攻撃')).toEqual({ ok: true, text: '2D6+3+2 攻撃' });
    expect(v.expand('1D20+{Evasion}')).toEqual({ ok: true, text: '1D20+7' });
    const shadow = new PaletteVars(['//回避=99'], [{ names: ['回避'], value: 7 }]);
    expect(shadow.expand('{回避}')).toEqual({ ok: true, text: '7' });
    expect(shadow.shadowed('回避')).toBe(true);
  });

  it('refuses a cycle with its chain, an unknown variable, too deep a chain and too long a text', () => {
    const v = new PaletteVars(['//A={B}', '//B={C}', '//C={A}'], []);
    expect(v.expand('1D6+{A}')).toEqual({ ok: false, error: { e: 'cycle', chain: ['A', 'B', 'C', 'A'] } });
    expect(new PaletteVars([], []).expand('{なし}')).toEqual({ ok: false, error: { e: 'unknownVar', name: 'なし' } });
    const deep = new PaletteVars(Array.from({ length: 12 }, (_, i) => `//v${i}={v${i + 1}}`).concat('//v12=1'), []);
    expect(deep.expand('{v0}')).toEqual({ ok: false, error: { e: 'tooDeep', name: 'v8', depth: 8 } });
    const big = new PaletteVars(['//x=1D6+1D6+1D6+1D6+1D6+1D6+1D6+1D6+1D6+1D6', '//y={x}{x}{x}{x}{x}{x}{x}{x}'], []);
    expect(big.expand('{y}{y}')).toEqual({ ok: false, error: { e: 'tooLong', max: 400 } });
  });
});

describe('status commands on 4e (the kernel changeHp, temporary HP first)', () => {
  const m4 = () =>
    table('mounted4e', { defences: { ac: 18, fort: 15, ref: 14, will: 13 } }, ['//命中=5', '1D20+{命中}']);

  it(':HP-5 deals 5 damage, :HP+2 heals, :HP=10 sets 10; each logged as damage or healing', () => {
    const { s, id } = m4();
    const a = run(s, id, ':HP-5');
    expect(a.p).toMatchObject({ ok: true, kind: 'status', command: { type: 'changeHp', id, amount: -5 } });
    expect(a.after.creatures[id]?.hp).toBe(25);
    expect(a.events?.some((e) => e.type === 'damaged')).toBe(true);
    const b = run(a.after, id, ':HP+2');
    expect(b.after.creatures[id]?.hp).toBe(27);
    const c = run(b.after, id, '：ＨＰ＝10'.replace('ＨＰ', 'HP'));
    expect(c.after.creatures[id]?.hp).toBe(10);
  });

  it('reads the sheet (AC, 頑健) and the palette variables; a line rolls with them expanded', () => {
    const { s, id } = m4();
    const sys = systemFor(s);
    expect(prepareLine(sys, s, id, '1D20+{命中}>={AC}')).toMatchObject({ ok: true, kind: 'dice', text: '1D20+5>=18' });
    expect(lineForInput(sys, s, id, '1D20+{頑健} 頑健')).toBe('1D20+15 頑健');
    expect(lineForInput(sys, s, id, '//命中=5')).toBe('{命中}');
  });

  it('refuses an unknown status (naming the ones there are), no change, a comment, no creature', () => {
    const { s, id } = m4();
    const sys = systemFor(s);
    expect(prepareLine(sys, s, id, ':MP-2')).toEqual({
      ok: false,
      error: { e: 'unknownStatus', name: 'MP', known: ['HP'] },
    });
    expect(prepareLine(sys, s, id, ':HP=30')).toEqual({ ok: false, error: { e: 'noChange', name: 'HP', value: 30 } });
    expect(prepareLine(sys, s, id, ':HP-abc')).toMatchObject({ ok: false, error: { e: 'badStatus' } });
    expect(prepareLine(sys, s, id, '# 戦闘')).toEqual({ ok: false, error: { e: 'notSendable' } });
    expect(prepareLine(sys, s, null, ':HP-5')).toEqual({ ok: false, error: { e: 'noCreature' } });
  });
});

describe('status commands on 舵天照 (生命 changeHp, 練力/気力 tkEditData, a dead creature refused TK-MNT-7)', () => {
  const tk = (dead = false) =>
    table('tenkai', { stats: { accuracy: 120, evasion: 80 }, ki: 30, kiMax: 50, dead }, [
      '//補正=10',
      '2D20+{命中}+{補正}',
    ]);

  it(':生命-5 and :HP-5 change 生命; :練力-3 and :MP+2 change 練力 through the sheet; never above the maximum', () => {
    const { s, id } = tk();
    const a = run(s, id, ':生命-5');
    expect(a.after.creatures[id]?.hp).toBe(25);
    const b = run(a.after, id, ':練力-3');
    expect(b.p).toMatchObject({ ok: true, command: { type: 'tkEditData', id, patch: { ki: 27 } } });
    expect((b.after.creatures[id]?.sys as { ki: number }).ki).toBe(27);
    const c = run(b.after, id, ':MP+99');
    expect((c.after.creatures[id]?.sys as { ki: number }).ki).toBe(50);
  });

  it('gives 命中 and 回避 as read-only variables in the source terms', () => {
    const { s, id } = tk();
    expect(prepareLine(systemFor(s), s, id, '2D20+{命中}+{補正} 命中')).toMatchObject({
      ok: true,
      text: '2D20+120+10 命中',
    });
    expect(lineForInput(systemFor(s), s, id, '{回避}')).toBe('80');
  });

  it('refuses a status command on a dead creature with TK-MNT-7 and changes nothing', () => {
    const { s, id } = tk(true);
    const r = run(s, id, ':生命+5');
    expect(r.p).toEqual({ ok: false, error: { e: 'refused', name: '生命', why: 'dead', ruleId: 'TK-MNT-7' } });
    expect(r.after).toBe(s);
  });
});

describe('status commands on 巣作りドラゴン', () => {
  it(':HP-5 is changeHp; 攻撃力 is a read-only variable', () => {
    const { s, id } = table('sudukuri', { atk: 7, def: 3 }, []);
    expect(run(s, id, ':HP-5').after.creatures[id]?.hp).toBe(25);
    expect(lineForInput(systemFor(s), s, id, '2D6+{攻撃力}')).toBe('2D6+7');
  });
});
