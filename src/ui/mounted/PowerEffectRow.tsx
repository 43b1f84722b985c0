/** One effect a power's hit puts on, in the power form (PowerForm.tsx): what and how long (B-14 durations). */
import {
  CA_TO,
  CONDITIONS,
  DAMAGE_TYPES,
  DEFENCES,
  POWER_DURATIONS,
  type EffectWhat,
  type PowerEffect,
} from '../../rules/mounted4e';
import { useT } from '../context';

const EFFECT_CONDITIONS = CONDITIONS.filter((c) => c !== 'prone' && c !== 'hidden');

/** One effect a hit puts on: what (a condition, a modifier, ongoing damage, combat advantage granted) and how long. */
export function PowerEffectRow({
  i,
  effect,
  onChange,
  label,
}: {
  i: number;
  effect: PowerEffect;
  onChange: (e: PowerEffect | null) => void;
  label: string;
}) {
  const { t, d } = useT();
  const w = effect.what;
  const setWhat = (what: EffectWhat) => onChange({ ...effect, what });
  const kind = (k: string): EffectWhat => {
    switch (k) {
      case 'attack':
        return { kind: 'attack', value: -2 };
      case 'defence':
        return { kind: 'defence', defence: 'ac', value: -2 };
      case 'ongoing':
        return { kind: 'ongoing', amount: 5, damageType: 'untyped' };
      case 'combatAdvantage':
        return { kind: 'combatAdvantage', to: 'sourceAllies' };
      default:
        return { kind: 'condition', condition: 'dazed' };
    }
  };
  const n = (v: string) => Math.trunc(Number(v.replace(/^[−ー－]/, '-'))) || 0;
  return (
    <div className="row power-effect" data-testid={`power.effect.${i}`} aria-label={label}>
      <select data-testid={`power.effect.${i}.kind`} value={w.kind} onChange={(e) => setWhat(kind(e.target.value))}>
        {(['condition', 'attack', 'defence', 'ongoing', 'combatAdvantage'] as const).map((k) => (
          <option key={k} value={k}>
            {t(`fx.kind.${k}`)}
          </option>
        ))}
      </select>
      {w.kind === 'condition' && (
        <select
          data-testid={`power.effect.${i}.condition`}
          value={w.condition}
          onChange={(e) => setWhat({ kind: 'condition', condition: e.target.value })}
        >
          {EFFECT_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {d.condition(c)}
            </option>
          ))}
        </select>
      )}
      {(w.kind === 'attack' || w.kind === 'defence') && (
        <input
          data-testid={`power.effect.${i}.value`}
          type="number"
          value={w.value}
          onChange={(e) => setWhat({ ...w, value: n(e.target.value) })}
        />
      )}
      {w.kind === 'defence' && (
        <select
          data-testid={`power.effect.${i}.defence`}
          value={w.defence}
          onChange={(e) => setWhat({ ...w, defence: e.target.value as typeof w.defence })}
        >
          {[...DEFENCES, 'all' as const].map((x) => (
            <option key={x} value={x}>
              {x === 'all' ? t('fx.defenceAll') : t(`field.${x}`)}
            </option>
          ))}
        </select>
      )}
      {w.kind === 'ongoing' && (
        <>
          <input
            data-testid={`power.effect.${i}.amount`}
            type="number"
            min={1}
            value={w.amount}
            onChange={(e) => setWhat({ ...w, amount: Math.max(1, n(e.target.value)) })}
          />
          <select
            data-testid={`power.effect.${i}.type`}
            value={w.damageType}
            onChange={(e) => setWhat({ ...w, damageType: e.target.value as typeof w.damageType })}
          >
            {DAMAGE_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`fx.type.${x}`)}
              </option>
            ))}
          </select>
        </>
      )}
      {w.kind === 'combatAdvantage' && (
        <select
          data-testid={`power.effect.${i}.to`}
          value={w.to}
          onChange={(e) => setWhat({ kind: 'combatAdvantage', to: e.target.value as typeof w.to })}
        >
          {CA_TO.map((x) => (
            <option key={x} value={x}>
              {t(`fx.caTo.${x}`)}
            </option>
          ))}
        </select>
      )}
      <select
        data-testid={`power.effect.${i}.duration`}
        value={effect.duration}
        onChange={(e) => onChange({ ...effect, duration: e.target.value as PowerEffect['duration'] })}
      >
        {POWER_DURATIONS.map((x) => (
          <option key={x} value={x}>
            {t(`power.duration.${x}`)}
          </option>
        ))}
      </select>
      <button type="button" aria-label={t('power.remove')} onClick={() => onChange(null)}>
        ×
      </button>
    </div>
  );
}
