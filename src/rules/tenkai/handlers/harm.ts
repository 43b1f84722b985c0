/** Applying damage to a creature: armour first (TK-ARM-4), sleep recovery (TK-ST-SLEEP), the spirit link (TK-MNT-7), gliding losses (TK-GLD-4). */
import { carriedIds, creatureOf, ref, type CreatureId } from '../../core';
import type { TkCreature } from '../model';
import { armourOf, bandOf } from '../stats';
import type { TkCtx, TkWork } from '../work';
import { sleepRecovery } from './status-checks';
import { dealHp } from './util';

/** The `damaged` event of a creature after its 生命 went down by `amount`. */
function damaged(
  w: TkWork,
  ctx: TkCtx,
  id: CreatureId,
  amount: number,
  rules: readonly string[],
  pastArmour = false,
): void {
  const c = creatureOf(w.s, id) as TkCreature;
  ctx.emit({
    type: 'damaged',
    who: ref(c),
    amount,
    hp: c.hp,
    hpMax: c.hpMax,
    ...(pastArmour ? { pastArmour } : {}),
    rules,
    ids: [id],
  });
}

/** Whose 生命 an attack lowered and by how much (the creature that makes the sleep recovery check, TK-ST-SLEEP). */
export interface DamageTaken {
  readonly id: CreatureId;
  readonly amount: number;
}

/**
 * Deal `amount` damage to `victimId` with everything that follows from it. The sleep recovery check on damage
 * (TK-ST-SLEEP) is made at once, unless `deferSleep`: a multi-hit attack makes one check for all its hits (RULING
 * TK-R6) and calls {@link sleepRecovery} itself with what this returns.
 */
export function applyDamage(
  w: TkWork,
  ctx: TkCtx,
  victimId: CreatureId,
  amount: number,
  rules: readonly string[],
  deferSleep = false,
): DamageTaken | null {
  const victim = creatureOf(w.s, victimId);
  if (!victim || amount <= 0) return null;
  // TK-ARM-4: an armour (or a pilot aboard one) takes the damage on the armour's 生命; overflow goes to the pilot.
  const armour = victim.sys.role === 'armour' ? victim : armourOf(w.s, victim);
  if (armour) {
    const pilot = creatureOf(w.s, carriedIds(w.s, armour.id)[0]);
    let toPilot = amount;
    if (armour.sys.armour && !armour.sys.armour.destroyed) {
      const absorbed = Math.min(amount, Math.max(0, armour.hp));
      dealHp(w, armour.id, absorbed);
      toPilot = amount - absorbed;
      damaged(w, ctx, armour.id, absorbed, [...rules, 'TK-ARM-2']);
      if ((creatureOf(w.s, armour.id) as TkCreature).hp <= 0) {
        const a = w.editSys(armour.id).armour;
        if (a) a.destroyed = true;
        ctx.emit({ type: 'armourDestroyed', armour: ref(armour), rules: ['TK-ARM-4', 'TK-ARM-2'], ids: [armour.id] });
      }
    }
    if (pilot && toPilot > 0) {
      dealHp(w, pilot.id, toPilot);
      damaged(w, ctx, pilot.id, toPilot, [...rules, 'TK-ARM-4'], true);
      if (!deferSleep) sleepRecovery(w, ctx, pilot.id, toPilot);
      return { id: pilot.id, amount: toPilot };
    }
    return null;
  }
  dealHp(w, victimId, amount);
  damaged(w, ctx, victimId, amount, rules);
  if (!deferSleep) sleepRecovery(w, ctx, victimId, amount);
  const after = creatureOf(w.s, victimId) as TkCreature;
  if (after.sys.glider?.mode === 'gliding')
    ctx.emit({ type: 'altitudeLost', who: ref(after), cause: 'damage', rules: ['TK-GLD-4'], ids: [victimId] });
  spiritLink(w, ctx, victimId);
  return { id: victimId, amount };
}

/** The bands where the spirit link holds: in the air (TK-MNT-7; the water surface counts as ground, TK-ALT-1). */
export const AIR_BANDS = ['low', 'middle', 'high'] as const;

/**
 * TK-MNT-7: over the cloud sea, a living partner (not a glider) in the air whose 生命 is 0 or below flees carrying
 * its rider. Checked after any damage (an attack's, or poison's at turn start).
 */
export function spiritLink(w: TkWork, ctx: TkCtx, id: CreatureId): void {
  const c = creatureOf(w.s, id);
  if (!c) return;
  const t = c.sys;
  const riders = carriedIds(w.s, id);
  const band = bandOf(w.s, id);
  if (t.role !== 'partner' || t.fleeing || t.dead || c.hp > 0 || riders.length === 0 || !w.s.sys.options.cloudSea)
    return;
  if (!(AIR_BANDS as readonly string[]).includes(band)) return;
  w.editSys(id).fleeing = true;
  const refs = riders.flatMap((r) => {
    const rc = creatureOf(w.s, r);
    return rc ? [ref(rc)] : [];
  });
  ctx.emit({ type: 'spiritLinkFled', partner: ref(c), riders: refs, rules: ['TK-MNT-7'], ids: [id, ...riders] });
}
