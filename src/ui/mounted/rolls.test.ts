import { describe, expect, it } from 'vitest';
import { apply, type Command, type Encounter } from '../../rules';
import { describeMsg } from '../../i18n';
import { sampleEncounter } from '../../app/sample';
import { rollCard, typedDie, withDie } from './rolls';

function run(s: Encounter, c: Command): { s: Encounter; events: ReturnType<typeof apply> } {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.kind === 'refused' ? describeMsg('mounted4e', r.reason, 'en') : r.error);
  return { s: r.state, events: r };
}

describe('roll card (MC-FM-2 save with a military saddle)', () => {
  const start = sampleEncounter('en');
  const pushed = run(start, {
    type: 'forceMove',
    targetId: 'c2',
    kind: 'push',
    sourceId: 'c10',
    distance: 1,
    path: [{ x: 2, y: 6 }],
  }).s;

  it('shows the typed natural die, +5 military saddle and a failed outcome with the rule id', () => {
    const r = apply(pushed, withDie({ type: 'decide', optionId: 'save' } as Command, 3));
    expect(r.ok).toBe(true);
    const card = r.ok ? rollCard(r.events) : null;
    expect(card).toMatchObject({ natural: 3, sides: 20, total: 8, success: false, manual: true });
    expect(card?.parts).toEqual([{ value: 5, label: { en: 'military saddle', ja: '軍用鞍' }, ruleId: 'MC-FM-2' }]);
    expect(card?.ruleIds).toContain('MC-FM-2');
  });

  it('a success at 10 or more', () => {
    const r = apply(pushed, withDie({ type: 'decide', optionId: 'save' } as Command, 5));
    const card = r.ok ? rollCard(r.events) : null;
    expect(card).toMatchObject({ natural: 5, total: 10, success: true });
  });

  it('a die the d20 cannot show is refused by the engine', () => {
    const r = apply(pushed, withDie({ type: 'decide', optionId: 'save' } as Command, 21));
    expect(r.ok).toBe(false);
  });

  it('typed input: empty means seeded dice', () => {
    expect(typedDie('  ')).toBeNull();
    expect(typedDie('7')).toBe(7);
    expect(Number.isNaN(typedDie('x'))).toBe(true);
  });
});

describe('roll card of a B-3 saving throw against a "save ends" effect (issue 19)', () => {
  // The ogre (c10) is dazed (save ends) by Eira (c5); its turn is the only one, so ending it asks the save.
  let s = sampleEncounter('en') as Encounter;
  s = run(s, {
    type: 'addEffect',
    targetId: 'c10',
    sourceId: 'c5',
    what: { kind: 'condition', condition: 'dazed' },
    duration: { kind: 'saveEnds' },
  } as Command).s;
  s = run(s, { type: 'setInitiative', id: 'c10', value: 10 } as Command).s;
  s = run(s, { type: 'nextTurn' } as Command).s;
  const asked = s.pending ? s : run(s, { type: 'nextTurn' } as Command).s;

  it('B-3: "I rolled 12" through the roll option: natural 12, no bonus, success, the rule id', () => {
    expect(asked.pending?.kind).toBe('mc.effectSave');
    const r = apply(asked, withDie({ type: 'decide', optionId: 'roll' } as Command, 12));
    const card = r.ok ? rollCard(r.events) : null;
    expect(card).toMatchObject({ natural: 12, sides: 20, total: 12, success: true, manual: true, parts: [] });
    expect(card?.ruleIds).toEqual(['B-3']);
    expect(card?.outcome.en).toContain('12 ≥ 10');
  });

  it('B-3: a 5 fails and says the effect goes on', () => {
    const r = apply(asked, withDie({ type: 'decide', optionId: 'roll' } as Command, 5));
    const card = r.ok ? rollCard(r.events) : null;
    expect(card).toMatchObject({ natural: 5, success: false });
    expect(card?.outcome.ja).toContain('効果は続く');
  });
});
