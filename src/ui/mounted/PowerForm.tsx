/**
 * One power being written in the creature editor (issue 29, PowersSection.tsx lists them): action and usage,
 * melee / ranged / close / area with reach, range or template, bonus vs defence, damage, weapon group (MC-TGT-2),
 * keywords, and the effects a hit puts on (PowerEffectRow.tsx). Numbers stay text until saved; the engine checks
 * the power when the list is sent.
 */
import { useState } from 'react';
import {
  ATTACK_KINDS,
  DEFENCES,
  POWER_ACTIONS,
  POWER_LIMITS,
  POWER_USAGES,
  type Power,
  type PowerEffect,
} from '../../rules/mounted4e';
import { whatText } from '../../i18n/systems/mounted4e/effects';
import { useT } from '../context';
import { LabeledSelect } from '../formFields';
import { DamageFields, WEAPON_GROUPS } from './attackFields';
import { PowerEffectRow } from './PowerEffectRow';

const num = (v: string, d = 0): number => {
  const n = Math.trunc(Number(v.replace(/^[−ー－]/, '-')));
  return Number.isFinite(n) ? n : d;
};

/** One power being written: its fields as typed (numbers stay text until saved). */
export function PowerForm({
  power,
  onSave,
  onCancel,
}: {
  power: Power;
  onSave: (p: Power) => void;
  onCancel: () => void;
}) {
  const { t, d } = useT();
  const [p, setP] = useState<Power>(power);
  const [text, setText] = useState({
    bonus: String(power.attack.bonus),
    count: String(power.attack.damage.count),
    sides: String(power.attack.damage.sides),
    plus: String(power.attack.damage.plus),
    reach: String(power.attack.reach ?? 1),
    range: String(power.attack.range ?? 10),
    size: String(power.area?.size ?? 1),
    keywords: power.keywords.join(', '),
  });
  const field = (k: keyof typeof text, label: string, type = 'number') => (
    <label className="field">
      <span>{label}</span>
      <input
        data-testid={`power.${k}`}
        type={type}
        value={text[k]}
        onChange={(e) => setText({ ...text, [k]: e.target.value })}
      />
    </label>
  );
  const closeOrArea = p.kind === 'close' || p.kind === 'area';
  const build = (): Power => ({
    ...p,
    name: p.name.trim() || t('power.newName'),
    attack: {
      bonus: num(text.bonus),
      vs: p.attack.vs,
      damage: { count: num(text.count), sides: num(text.sides, 1), plus: num(text.plus) },
      weapon: p.attack.weapon ?? 'other',
      ...(p.kind === 'melee' ? { reach: num(text.reach, 1) } : {}),
      ...(p.kind === 'ranged' || p.kind === 'area' ? { range: num(text.range, 10) } : {}),
    },
    area: closeOrArea
      ? {
          shape: p.kind === 'area' ? 'burst' : (p.area?.shape ?? 'burst'),
          size: num(text.size, 1),
          affects: p.area?.affects ?? 'creatures',
        }
      : null,
    keywords: text.keywords
      .split(/[,、，]/)
      .map((k) => k.trim())
      .filter(Boolean)
      .slice(0, POWER_LIMITS.keywords),
  });
  const setEffect = (i: number, e: PowerEffect | null) =>
    setP({
      ...p,
      onHit: e === null ? p.onHit.filter((_, j) => j !== i) : p.onHit.map((x, j) => (j === i ? e : x)),
    });
  return (
    <div className="power-form" data-testid="power.form">
      <div className="grid2">
        <label className="field wide">
          <span>{t('power.name')}</span>
          <input
            data-testid="power.name"
            maxLength={POWER_LIMITS.name}
            value={p.name}
            onChange={(e) => setP({ ...p, name: e.target.value })}
          />
        </label>
        <LabeledSelect
          label={t('power.action')}
          testId="power.action"
          value={p.action}
          options={POWER_ACTIONS}
          name={(o) => t(`act.${o}`)}
          onValue={(v) => setP({ ...p, action: v })}
        />
        <LabeledSelect
          label={t('power.usage')}
          testId="power.usage"
          value={p.usage}
          options={POWER_USAGES}
          name={(o) => t(`power.usage.${o}`)}
          onValue={(v) => setP({ ...p, usage: v })}
        />
        <LabeledSelect
          label={t('atk.kind')}
          testId="power.kind"
          value={p.kind}
          options={ATTACK_KINDS}
          name={(o) => t(`atk.kind.${o}`)}
          onValue={(v) => setP({ ...p, kind: v })}
        />
        <LabeledSelect
          label={t('atk.weapon')}
          testId="power.weapon"
          value={p.attack.weapon ?? 'other'}
          options={WEAPON_GROUPS}
          name={(o) => t(`atk.weapon.${o}`)}
          onValue={(v) => setP({ ...p, attack: { ...p.attack, weapon: v } })}
        />
        {field('bonus', t('atk.bonus'))}
        <LabeledSelect
          label={t('atk.vs')}
          testId="power.vs"
          value={p.attack.vs}
          options={DEFENCES}
          name={(o) => t(`field.${o}`)}
          onValue={(v) => setP({ ...p, attack: { ...p.attack, vs: v } })}
        />
        <DamageFields value={text} testId="power" onPart={(part, v) => setText({ ...text, [part]: v })} />
        {p.kind === 'melee' && field('reach', t('power.reachField'))}
        {(p.kind === 'ranged' || p.kind === 'area') && field('range', t('power.rangeField'))}
        {p.kind === 'close' && (
          <LabeledSelect
            label={t('power.shape')}
            testId="power.shape"
            value={p.area?.shape ?? 'burst'}
            options={['burst', 'blast'] as const}
            name={(o) => t(`power.shape.${o}`)}
            onValue={(v) => setP({ ...p, area: { shape: v, size: 1, affects: p.area?.affects ?? 'creatures' } })}
          />
        )}
        {closeOrArea && field('size', t('power.size'))}
        {closeOrArea && (
          <LabeledSelect
            label={t('power.affects')}
            testId="power.affects"
            value={p.area?.affects ?? 'creatures'}
            options={['creatures', 'enemies', 'allies'] as const}
            name={(o) => t(`power.affects.${o}`)}
            onValue={(v) => setP({ ...p, area: { shape: p.area?.shape ?? 'burst', size: 1, ...p.area, affects: v } })}
          />
        )}
        {field('keywords', t('power.keywords'), 'text')}
      </div>
      <fieldset>
        <legend>{t('power.onHit')}</legend>
        {p.onHit.map((e, i) => (
          <PowerEffectRow key={i} i={i} effect={e} onChange={(x) => setEffect(i, x)} label={whatText(e.what, d)} />
        ))}
        {p.onHit.length < POWER_LIMITS.effects && (
          <button
            type="button"
            data-testid="power.add-effect"
            onClick={() =>
              setP({
                ...p,
                onHit: [...p.onHit, { what: { kind: 'condition', condition: 'dazed' }, duration: 'saveEnds' }],
              })
            }
          >
            ＋ {t('power.addEffect')}
          </button>
        )}
      </fieldset>
      <div className="row">
        <button type="button" data-testid="power.save" onClick={() => onSave(build())}>
          {t('power.save')}
        </button>
        <button type="button" data-testid="power.cancel" onClick={onCancel}>
          {t('power.cancel')}
        </button>
      </div>
    </div>
  );
}
