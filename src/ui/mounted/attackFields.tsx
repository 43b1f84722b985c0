/** Fields the attack helper (AttackPanel.tsx) and the power form (PowerForm.tsx) share. */
import { Fragment } from 'react';
import { LONG_WEAPONS, type WeaponGroup } from '../../rules/mounted4e';
import { useT } from '../context';

/** The weapon groups an attack may name (MC-TGT-2: the long weapons reach a mount's rider's height). */
export const WEAPON_GROUPS: readonly WeaponGroup[] = ['other', ...LONG_WEAPONS];

type DamagePart = 'count' | 'sides' | 'plus';
const PARTS: readonly { part: DamagePart; label: 'atk.dmgCount' | 'atk.dmgSides' | 'atk.dmgPlus'; before: string }[] = [
  { part: 'count', label: 'atk.dmgCount', before: '' },
  { part: 'sides', label: 'atk.dmgSides', before: 'd' },
  { part: 'plus', label: 'atk.dmgPlus', before: '+' },
];

/** A damage roll as three numbers, `count d sides + plus`; `testId` names the inputs `<testId>.count` … */
export function DamageFields({
  value,
  onPart,
  testId,
}: {
  value: Record<DamagePart, string | number>;
  onPart: (part: DamagePart, text: string) => void;
  testId?: string;
}) {
  const { t } = useT();
  return (
    <label className="field">
      <span>{t('atk.damage')}</span>
      <span className="row dmg">
        {PARTS.map(({ part, label, before }) => (
          <Fragment key={part}>
            {before || null}
            <input
              {...(testId ? { 'data-testid': `${testId}.${part}` } : {})}
              aria-label={t(label)}
              type="number"
              value={value[part]}
              onChange={(e) => onPart(part, e.target.value)}
            />
          </Fragment>
        ))}
      </span>
    </label>
  );
}
