/**
 * A power in the attack helper (issue 29): the helper's fields from a power, the area template a close or area
 * power places (B-17), and a power's one-line summary for menus. Pure; the panels call it.
 */
import type { Tool } from '../../store';
import type { AttackKind, DamageSpec, Defence, Power, WeaponGroup } from '../../rules/mounted4e';
import type { Lang } from '../../i18n';
import { t } from '../../i18n';

/** The helper's fields a power fills. */
export interface HelperFields {
  kind: AttackKind;
  weapon: WeaponGroup;
  bonus: string;
  vs: Defence;
  dmg: DamageSpec;
}

/** The attack helper's fields from a power (every number the GM would have typed). */
export function fieldsOf(p: Power): HelperFields {
  const w = p.attack.weapon;
  return {
    kind: p.kind,
    weapon: w === 'spear' || w === 'polearm' || w === 'nodachi' ? w : 'other',
    bonus: String(p.attack.bonus),
    vs: p.attack.vs,
    dmg: { ...p.attack.damage },
  };
}

/** The template tool a close or area power places (B-17), or null for melee and ranged. */
export function templateOf(p: Power): Extract<Tool, { kind: 'template' }> | null {
  if (!p.area || (p.kind !== 'close' && p.kind !== 'area')) return null;
  if (p.kind === 'area')
    return { kind: 'template', template: 'areaBurst', size: p.area.size, range: p.attack.range ?? 10 };
  return { kind: 'template', template: p.area.shape === 'burst' ? 'closeBurst' : 'closeBlast', size: p.area.size };
}

/** "+8 vs AC · 2d4+4 · close burst 1" in the reader's language. */
export function powerSummary(p: Power, lang: Lang): string {
  const a = p.attack;
  const dmg = `${a.damage.count}d${a.damage.sides}${a.damage.plus ? `${a.damage.plus > 0 ? '+' : '−'}${Math.abs(a.damage.plus)}` : ''}`;
  const hit = t(lang, 'power.vs', {
    bonus: `${a.bonus >= 0 ? '+' : '−'}${Math.abs(a.bonus)}`,
    def: t(lang, `field.${a.vs}`),
  });
  const reach =
    p.kind === 'melee'
      ? t(lang, 'power.reach', { n: a.reach ?? 1 })
      : p.kind === 'ranged'
        ? t(lang, 'power.range', { n: a.range ?? '—' })
        : p.area
          ? t(lang, `power.area.${p.kind}.${p.area.shape}` as 'power.area.close.burst', {
              n: p.area.size,
              r: a.range ?? '—',
            })
          : '';
  return [hit, dmg, reach].filter(Boolean).join(' · ');
}
