/**
 * Issue 19, the board's side (B-14): a token's chips carry the marks of the effects on it, each with its
 * duration, for the label layout to place; the effect list is the state that makes the board redo its tokens.
 */
// The systems' board parts are registered with their UI (issue 31: the UI list, src/ui/systems.tsx).
import '../ui/systems';
import { describe, expect, it } from 'vitest';
import { apply, creatureOf, type AnyEncounter, type Command } from '../rules';
import { sampleEncounter } from '../app/sample';
import { boardSystemOf } from './systems';
import { sceneLabelTokens } from './tokenFacts';

function run(s: AnyEncounter, c: Command): AnyEncounter {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.kind === 'refused' ? r.reason.m : r.error);
  return r.state;
}

describe('effect marks on tokens (B-14)', () => {
  const start: AnyEncounter = sampleEncounter('en');
  // Sir Aldric (c2) rides Blaze (c1): dazed (save ends) and ongoing 5 fire (save ends) on the rider only.
  let s = run(start, {
    type: 'addEffect',
    targetId: 'c2',
    sourceId: 'c10',
    what: { kind: 'condition', condition: 'dazed' },
    duration: { kind: 'saveEnds' },
  } as Command);
  s = run(s, {
    type: 'addEffect',
    targetId: 'c2',
    sourceId: 'c10',
    what: { kind: 'ongoing', amount: 5, damageType: 'fire' },
    duration: { kind: 'saveEnds' },
  } as Command);
  const chips = (e: AnyEncounter, id: string, lang: 'en' | 'ja' = 'en') =>
    sceneLabelTokens(e, { lang, selectedId: null, mode: 'gm' }).find((t) => t.id === id)?.chips;

  it('B-14: the rider shows each effect with its duration, its mount none', () => {
    expect(chips(s, 'c2')).toBe('Dz/SE 5fire/SE');
    expect(chips(s, 'c2', 'ja')).toBe('幻/セ 継5火/セ');
    expect(chips(s, 'c1')).toBe('');
    expect(chips(start, 'c2')).toBe('');
  });

  it('B-14: a toggled condition chip and an effect mark sit side by side', () => {
    const t = run(s, { type: 'setCondition', id: 'c2', condition: 'restrained', on: true } as Command);
    expect(chips(t, 'c2')).toBe('Rs Dz/SE 5fire/SE');
  });

  it('issue 33: effects are on their targets’ records — a token redraws when its record changes, no board-wide state', () => {
    expect(boardSystemOf('mounted4e').tokenState).toBeUndefined();
    expect(creatureOf(s, 'c2')).not.toBe(creatureOf(start, 'c2'));
    const other = run(s, { type: 'setCondition', id: 'c10', condition: 'slowed', on: true } as Command);
    expect(creatureOf(other, 'c2')).toBe(creatureOf(s, 'c2'));
    expect(chips(other, 'c2')).toBe(chips(s, 'c2'));
  });
});
