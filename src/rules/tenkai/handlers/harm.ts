/** Applying damage to a creature: armour first (TK-ARM-4), sleep recovery (TK-ST-SLEEP), the spirit link (TK-MNT-7), gliding losses (TK-GLD-4). */
import { carriedIds, creatureOf, ref, type CreatureId } from '../../core';
import type { TkCreature } from '../model';
import { armourOf, bandOf } from '../stats';
import type { TkCtx, TkWork } from '../work';
import { sleepRecovery } from './status-checks';
import { dealHp } from './util';

/** The `damaged` event of a creature after its 生命 went down by `amount`. */
function damaged(w: TkWork, ctx: TkCtx, id: CreatureId, amount: number, rules: readonly string[], pastArmour = false): void {
  const c = creatureOf(w.s, id) as TkCreature;
  ctx.emit({ type: 'damaged', who: ref(c), amount, hp: c.hp, hpMax: c.hpMax, ...(pastArmour ? { pastArmour } : {}), rules, ids: [id] });
}

/** Deal `amount` damage to `victimId` with everything that follows from it. */
export function applyDamage(w: TkWork, ctx: TkCtx, victimId: CreatureId, amount: number, rules: readonly string[]): void {
  const victim = creatureOf(w.s, victimId);
  if (!victim || amount <= 0) return;
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
      sleepRecovery(w, ctx, pilot.id, toPilot);
    }
    return;
  }
  dealHp(w, victimId, amount);
  damaged(w, ctx, victimId, amount, rules);
  sleepRecovery(w, ctx, victimId, amount);
  const after = creatureOf(w.s, victimId) as TkCreature;
  const t = after.sys;
  if (t.glider?.mode === 'gliding') ctx.emit({ type: 'altitudeLost', who: ref(after), cause: 'damage', rules: ['TK-GLD-4'], ids: [victimId] });
  // TK-MNT-7: spirit link over the cloud sea.
  const riders = carriedIds(w.s, victimId);
  const band = bandOf(w.s, victimId);
  if (t.role === 'partner' && !t.fleeing && after.hp <= 0 && riders.length > 0 && w.s.sys.options.cloudSea && (band === 'low' || band === 'middle' || band === 'high')) {
    w.editSys(victimId).fleeing = true;
    const refs = riders.flatMap((r) => {
      const rc = creatureOf(w.s, r);
      return rc ? [ref(rc)] : [];
    });
    ctx.emit({ type: 'spiritLinkFled', partner: ref(after), riders: refs, rules: ['TK-MNT-7'], ids: [victimId, ...riders] });
  }
}
