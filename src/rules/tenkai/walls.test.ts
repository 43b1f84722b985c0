import { describe, expect, it } from 'vitest';
import { describeMsg } from '../../i18n';
import { aWall, withWalls } from '../core/geometry/testing';
import { previewHit, type TkAttackSpec } from './index';
import { aTenkaiEncounter, no, ok } from './testkit';

/** A next to D (one square apart on x); A acts first. */
function duel() {
  const b = aTenkaiEncounter()
    .with('A', { stats: { agility: 100, accuracy: 100, attack: 300, perception: 200, ap: 4 } })
    .with('D', {
      pos: { x: 1, y: 0 },
      side: 'enemy',
      stats: { agility: 0, evasion: 100, accuracy: 50, defence: 100, guard: 200, resistance: 100 },
    })
    .run({ type: 'tkStartTurn', dice: [10, 1] });
  const spec: TkAttackSpec = { attackerId: b.id('A'), targetId: b.id('D'), kind: 'melee' };
  return { b, spec };
}

describe('walls (RULING TK-R12, issue 32)', () => {
  it('TK-R12: a wall between attacker and target refuses the attack; an open door does not', () => {
    const { b, spec } = duel();
    const walled = withWalls(b.state, [aWall(1, 0, 1, 5)]);
    expect(previewHit(walled, spec).refusal?.rule).toBe('TK-R12');
    const r = no(walled, { type: 'tkAttack', ...spec });
    expect(r.ruleId).toBe('TK-R12');
    expect(describeMsg('tenkai', r.reason, 'en')).toMatch(/A wall is in the way/);
    expect(describeMsg('tenkai', r.reason, 'ja')).toMatch(/壁に遮られて/);
    const open = withWalls(b.state, [aWall(1, 0, 1, 5, 'door', true)]);
    expect(previewHit(open, spec).refusal).toBeUndefined();
    expect(ok(open, { type: 'tkAttack', ...spec }).state.pending?.kind).toBe('tk.defence');
  });
});
