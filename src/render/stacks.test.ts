import { describe, expect, it } from 'vitest';
import { apply, testDice } from '../rules';
import { describeRefusal } from '../i18n';
import { newTenkaiEncounter, tenkaiData, type TenkaiCommand } from '../rules/tenkai';
import { run } from '../rules/tenkai/testkit';
import { CELL } from './constants';
import { fanTarget, movePreview } from './stacks';
import { tenkaiPreviewLabel } from './tenkaiMarks';
import { allCreatures, creatureOf } from '../rules';

const add = (name: string, x: number, y: number, extra: Parameters<typeof tenkaiData>[0] = {}): TenkaiCommand => ({
  type: 'addCreature',
  creature: { name, pos: { x, y }, sys: tenkaiData(extra) },
});
const centre = (x: number, y: number) => ({ x: (x + 0.5) * CELL, y: (y + 0.5) * CELL });

describe('stack fan-out target (TK-GRID-1)', () => {
  const s = run(
    newTenkaiEncounter({ width: 8, height: 8, dice: testDice(1) }),
    add('A', 2, 2),
    add('B', 2, 2),
    add('C', 5, 5),
  );
  it('opens over a square with two or more, not over a lone creature or empty ground', () => {
    expect(fanTarget(s, centre(2, 2), null)).toEqual({ x: 2, y: 2 });
    expect(fanTarget(s, centre(5, 5), null)).toBeNull();
    expect(fanTarget(s, centre(0, 0), null)).toBeNull();
    expect(fanTarget(s, null, { x: 2, y: 2 })).toBeNull();
  });
  it('stays open while the pointer is near the fanned tokens, even over the next square', () => {
    expect(fanTarget(s, { x: 3.1 * CELL, y: 2.5 * CELL }, { x: 2, y: 2 })).toEqual({ x: 2, y: 2 });
    expect(fanTarget(s, centre(5, 2), { x: 2, y: 2 })).toBeNull();
  });
  it('never opens in a system without stacking', () => {
    const m = { ...s, system: 'mounted4e' as const };
    expect(fanTarget(m, centre(2, 2), null)).toBeNull();
  });
});

describe('Tenkai drag preview: a dry run of the move the drop sends', () => {
  let s = run(
    newTenkaiEncounter({ width: 20, height: 20, dice: testDice(1) }),
    add('Walker', 1, 1, { stats: { agility: 100, ap: 4 } }),
    add('Dragon', 5, 5, { role: 'partner', move: 4, canFly: true, stats: { ap: 3 } }),
  );
  s = run(s, { type: 'tkStartTurn' });
  it('the dragon (回避 100, no 俊敏) acts first; 5 squares at 移動 4 cost 2 AP (TK-MNT-2), with the path', () => {
    expect(s.turns.order[s.turns.current]).toBe('c2');
    const p = movePreview((c) => apply(s, c), 'c2', { x: 5, y: 0 });
    expect(p.legal).toBe(true);
    expect(tenkaiPreviewLabel('en', p)).toBe('5 squares · 2 AP');
    expect(p.path).toHaveLength(5);
    expect(creatureOf(s, 'c2')?.pos).toEqual({ x: 5, y: 5 }); // a preview changes nothing
  });
  it('shows the refusal with its reason when the mover cannot pay (28 squares need 7 AP of 3)', () => {
    const p = movePreview((c) => apply(s, c), 'c2', { x: 19, y: 19 });
    expect(p.legal).toBe(false);
    expect(p.reason && describeRefusal('tenkai', { reason: p.reason, ruleId: p.ruleId }, 'en')).toMatch(/AP/);
  });
  it('the walker, not acting yet, is refused (only the acting round pays AP, TK-TURN-2)', () => {
    expect(movePreview((c) => apply(s, c), 'c1', { x: 2, y: 1 }).legal).toBe(false);
  });
});

describe('move preview in a 4e encounter (same dry run)', () => {
  it("shows the path and cost the engine would use, and the engine's refusal for a rider (MC-MOVE-1)", async () => {
    const { sampleEncounter } = await import('../app/sample');
    const s = sampleEncounter('en');
    const ogre = allCreatures(s).find((c) => c.name === 'Ogre')!;
    const p = movePreview((c) => apply(s, c), ogre.id, { x: ogre.pos.x - 3, y: ogre.pos.y });
    expect(p.legal).toBe(true);
    expect(p.cost).toBe(3);
    expect(p.path).toHaveLength(3);
    const aldric = allCreatures(s).find((c) => c.name === 'Sir Aldric')!;
    const r = movePreview((c) => apply(s, c), aldric.id, { x: aldric.pos.x + 3, y: aldric.pos.y });
    expect(r.legal).toBe(false);
    expect(r.reason && describeRefusal('mounted4e', { reason: r.reason, ruleId: r.ruleId }, 'en')).toContain(
      'MC-MOVE-1',
    );
    expect(creatureOf(s, ogre.id)?.pos).toEqual(ogre.pos); // a preview changes nothing
  });
});
