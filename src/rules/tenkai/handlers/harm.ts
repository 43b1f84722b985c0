/** Applying damage to a creature: armour first (TK-ARM-4), sleep recovery (TK-ST-SLEEP), the spirit link (TK-MNT-7), gliding losses (TK-GLD-4). */
import { tx, type Creature, type CreatureId, type Ctx, type Encounter } from '../../core';
import { tkOf } from '../data';
import { armourOf, bandOf } from '../stats';
import { tkDraftState } from '../state';
import { sleepRecovery } from './status-checks';
import { dealHp } from './util';
import { creatureOf } from '../../core/creatures';
import { carriedIds } from '../../core';

/** Deal `amount` damage to `victimId` with everything that follows from it. */
export function applyDamage(d: Encounter, ctx: Ctx, victimId: CreatureId, amount: number, rules: string[]): void {
  const victim = creatureOf(d, victimId) as Creature;
  if (amount <= 0) return;
  // TK-ARM-4: an armour (or a pilot aboard one) takes the damage on the armour's 生命; overflow goes to the pilot.
  const armour = tkOf(victim)?.role === 'armour' ? victim : armourOf(d, victim);
  const pilot = armour ? creatureOf(d, carriedIds(d, armour.id)[0]) : undefined;
  let toPilot = 0;
  if (armour) {
    const at = tkOf(armour);
    if (at?.armour && !at.armour.destroyed) {
      const absorbed = Math.min(amount, Math.max(0, armour.hp));
      dealHp(d, armour.id, absorbed);
      toPilot = amount - absorbed;
      ctx.emit({ type: 'damaged', text: tx(`${armour.name} takes ${absorbed} damage (生命 ${armour.hp}/${armour.hpMax}).`, `${armour.name}は${absorbed}ダメージを受けた（生命 ${armour.hp}/${armour.hpMax}）。`), rules: [...rules, 'TK-ARM-2'], ids: [armour.id], data: { amount: absorbed } });
      if (armour.hp <= 0) {
        at.armour.destroyed = true;
        ctx.emit({ type: 'armourDestroyed', text: tx(`${armour.name} is destroyed: it stops and only a workshop can repair it.`, `${armour.name}は撃破された：機能停止、工房での修理が必要。`), rules: ['TK-ARM-4', 'TK-ARM-2'], ids: [armour.id] });
      }
    } else {
      toPilot = amount;
    }
    if (pilot && toPilot > 0) {
      dealHp(d, pilot.id, toPilot);
      ctx.emit({ type: 'damaged', text: tx(`${pilot.name} takes ${toPilot} damage past the armour (生命 ${pilot.hp}/${pilot.hpMax}).`, `${pilot.name}はアーマーを超えたダメージ${toPilot}を受けた（生命 ${pilot.hp}/${pilot.hpMax}）。`), rules: [...rules, 'TK-ARM-4'], ids: [pilot.id], data: { amount: toPilot } });
      sleepRecovery(d, ctx, pilot.id, toPilot);
    }
    return;
  }
  dealHp(d, victimId, amount);
  ctx.emit({ type: 'damaged', text: tx(`${victim.name} takes ${amount} damage (生命 ${victim.hp}/${victim.hpMax}).`, `${victim.name}は${amount}ダメージを受けた（生命 ${victim.hp}/${victim.hpMax}）。`), rules, ids: [victimId], data: { amount } });
  sleepRecovery(d, ctx, victimId, amount);
  const t = tkOf(victim);
  if (t?.glider?.mode === 'gliding') {
    ctx.emit({ type: 'altitudeLost', text: tx(`${victim.name} is gliding and loses another 0–30 m of altitude (GM's call).`, `${victim.name}は滑空中のため、さらに0〜30mの高度を失う（マスター裁量）。`), rules: ['TK-GLD-4'], ids: [victimId] });
  }
  // TK-MNT-7: spirit link over the cloud sea.
  const riders = carriedIds(d, victimId);
  const band = bandOf(d, victimId);
  if (t && t.role === 'partner' && !t.fleeing && victim.hp <= 0 && riders.length > 0 && tkDraftState(d).options.cloudSea && (band === 'low' || band === 'middle' || band === 'high')) {
    t.fleeing = true;
    ctx.emit({
      type: 'spiritLinkFled',
      text: tx(`Spirit link: ${victim.name} is mortally wounded and flees the battle at 3× speed carrying ${riders.map((r) => creatureOf(d, r)?.name).join(', ')}, ignoring commands; it dies on reaching ground or a safe altitude.`, `スピリットリンク：致命傷を受けた${victim.name}は${riders.map((r) => creatureOf(d, r)?.name).join('、')}を乗せたまま通常の3倍の速度で戦場を離脱する（命令を受け付けない）。着地するか安全な空域に達した時点で力尽き、死亡する。`),
      rules: ['TK-MNT-7'],
      ids: [victimId, ...riders],
    });
  }
}
