import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { apply, asCommand, cmd, newEncounter, testDice, withSquare, type CommandAwaiting } from '.';

describe('typed command builders (issue 31)', () => {
  it('cmd builds the command with its type first and the fields given', () => {
    const c = cmd('dismount', { id: 'c2', to: { x: 2, y: 6 } });
    expect(c).toEqual({ type: 'dismount', id: 'c2', to: { x: 2, y: 6 } });
    expect(Object.keys(c)[0]).toBe('type');
    expect(cmd('tkStartTurn')).toEqual({ type: 'tkStartTurn' });
  });

  it('cmd: the compiler checks the type name, each field and its type against the command union', () => {
    // Each line is a compile error tsc reports (the suite's `tsc --noEmit` fails if one is accepted).
    // @ts-expect-error no such command
    expect(cmd('dismountt', { id: 'c2' })).toBeTruthy();
    // @ts-expect-error a misspelt field
    expect(cmd('dismount', { id: 'c2', too: { x: 1, y: 1 } })).toBeTruthy();
    // @ts-expect-error a field of the wrong type
    expect(cmd('changeHp', { id: 'c2', amount: '5' })).toBeTruthy();
    // @ts-expect-error a required field missing
    expect(cmd('decide')).toBeTruthy();
  });

  it('a type in the fields cannot override the type name', () => {
    const sneaky = { id: 'c1', amount: -1, type: 'removeCreature' } as const; // not a fresh literal: no excess check
    expect(cmd('changeHp', sneaky).type).toBe('changeHp');
  });

  it('withSquare fills the square field of a square pick, and the engine applies it', () => {
    const pick: CommandAwaiting<'to'> = { type: 'moveCreature', id: 'c1' };
    expect(withSquare(pick, 'to', { x: 3, y: 1 })).toEqual({ type: 'moveCreature', id: 'c1', to: { x: 3, y: 1 } });
    // @ts-expect-error changeHp has no square field to fill
    const bad: CommandAwaiting<'to'> = { type: 'changeHp', id: 'c1', amount: 1 };
    expect(bad.type).toBe('changeHp');
    let s = newEncounter({ name: 't', width: 8, height: 8, dice: testDice(1) });
    const added = apply(s, cmd('addCreature', { creature: { name: 'A', pos: { x: 1, y: 1 } } }));
    if (!added.ok) throw new Error('addCreature refused');
    s = added.state;
    const moved = apply(s, withSquare(pick, 'to', { x: 3, y: 1 }));
    expect(moved.ok && moved.state.creatures.c1?.pos).toEqual({ x: 3, y: 1 });
  });

  it('asCommand checks nothing itself: the engine refuses a malformed command from outside and changes nothing', () => {
    const s = newEncounter({ name: 't', width: 8, height: 8, dice: testDice(1) });
    const r = apply(s, asCommand({ type: 'renameEncounter', name: 42 }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.kind).toBe('refused');
  });

  it('ESLint refuses a cast to Command outside src/rules (and not the builders)', async () => {
    const eslint = new ESLint();
    const code = [
      "import { cmd, type Command, type CommandBase } from '../rules';",
      "export const a = { type: 'nextTurn' } as Command;",
      "export const b = { type: 'nextTurn' } as unknown as Command;",
      "export const c = [{ type: 'nextTurn' }] as Command[];",
      "export const d = { type: 'nextTurn' } as CommandBase;",
      "export const e = cmd('nextTurn');",
    ].join('\n');
    const [res] = await eslint.lintText(code, { filePath: 'src/ui/castProbe.ts' });
    const lines = (res?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
    expect(lines).toEqual([2, 3, 4, 5]);
  }, 60_000);
});
