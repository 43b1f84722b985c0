/**
 * A creature's powers in the creature editor (issue 29): the list (name and numbers), and a form to add or change
 * one — action and usage, melee / ranged / close / area with reach, range or template, bonus vs defence, damage,
 * weapon group (MC-TGT-2), keywords, and the effects a hit puts on (B-14 durations). Saving sends one
 * `editCreature` with the creature's whole power list; the engine checks it (a refusal names the field).
 */
import { useState } from 'react';
import type { Creature } from '../../rules';
import {
  ATTACK_KINDS,
  CA_TO,
  CONDITIONS,
  DAMAGE_TYPES,
  DEFENCES,
  POWER_ACTIONS,
  POWER_DURATIONS,
  POWER_LIMITS,
  POWER_USAGES,
  newPower,
  nextPowerId,
  powersOfPart,
  type EffectWhat,
  type Power,
  type PowerEffect,
} from '../../rules/mounted4e';
import { whatText } from '../../i18n/systems/mounted4e/effects';
import { useDispatch, useT } from '../context';
import { powerSummary } from './powerFill';

const WEAPONS = ['other', 'spear', 'polearm', 'nodachi'] as const;
const EFFECT_CONDITIONS = CONDITIONS.filter((c) => c !== 'prone' && c !== 'hidden');
const num = (v: string, d = 0): number => {
  const n = Math.trunc(Number(v.replace(/^[−ー－]/, '-')));
  return Number.isFinite(n) ? n : d;
};

export function PowersSection({ creature }: { creature: Creature }) {
  const { t, lang, d, refusal } = useT();
  const dispatch = useDispatch();
  const powers = powersOfPart(creature.sys as { powers?: readonly Power[] });
  const [editing, setEditing] = useState<Power | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = (list: readonly Power[]) => {
    const r = dispatch({ type: 'editCreature', id: creature.id, patch: { sys: { powers: list } } });
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
    return r.ok;
  };
  return (
    <fieldset className="powers" data-testid="powers">
      <legend>{t('power.title')}</legend>
      {powers.length === 0 && !editing && <p className="muted small">{t('power.none')}</p>}
      <ul className="power-list">
        {powers.map((p) => (
          <li key={p.id} data-testid={`powers.item.${p.id}`}>
            <strong>{p.name}</strong>{' '}
            <span className="muted small">
              {t(`act.${p.action}`)} · {t(`power.usage.${p.usage}`)} · {powerSummary(p, lang)}
              {p.onHit.length > 0 && ` · ${p.onHit.map((e) => whatText(e.what, d, creature)).join(', ')}`}
            </span>
            <span className="row">
              <button type="button" data-testid={`powers.edit.${p.id}`} onClick={() => setEditing(p)}>
                {t('power.edit')}
              </button>
              <button
                type="button"
                className="danger"
                data-testid={`powers.remove.${p.id}`}
                onClick={() => save(powers.filter((x) => x.id !== p.id))}
              >
                {t('power.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing ? (
        <PowerForm
          power={editing}
          onCancel={() => setEditing(null)}
          onSave={(p) => {
            const i = powers.findIndex((x) => x.id === p.id);
            const list = i >= 0 ? powers.map((x) => (x.id === p.id ? p : x)) : [...powers, p];
            if (save(list)) setEditing(null);
          }}
        />
      ) : (
        powers.length < POWER_LIMITS.powers && (
          <button
            type="button"
            data-testid="powers.add"
            onClick={() => setEditing(newPower(nextPowerId(powers), t('power.newName')))}
          >
            ＋ {t('power.add')}
          </button>
        )
      )}
      {error && (
        <p className="error" role="alert" data-testid="powers.error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One power being written: its fields as typed (numbers stay text until saved). */
function PowerForm({ power, onSave, onCancel }: { power: Power; onSave: (p: Power) => void; onCancel: () => void }) {
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
  const pick = <K extends string>(
    label: string,
    testId: string,
    value: K,
    options: readonly K[],
    name: (o: K) => string,
    on: (v: K) => void,
  ) => (
    <label className="field">
      <span>{label}</span>
      <select data-testid={testId} value={value} onChange={(e) => on(e.target.value as K)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {name(o)}
          </option>
        ))}
      </select>
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
        {pick(
          t('power.action'),
          'power.action',
          p.action,
          POWER_ACTIONS,
          (o) => t(`act.${o}`),
          (v) => setP({ ...p, action: v }),
        )}
        {pick(
          t('power.usage'),
          'power.usage',
          p.usage,
          POWER_USAGES,
          (o) => t(`power.usage.${o}`),
          (v) => setP({ ...p, usage: v }),
        )}
        {pick(
          t('atk.kind'),
          'power.kind',
          p.kind,
          ATTACK_KINDS,
          (o) => t(`atk.kind.${o}`),
          (v) => setP({ ...p, kind: v }),
        )}
        {pick(
          t('atk.weapon'),
          'power.weapon',
          p.attack.weapon ?? 'other',
          WEAPONS,
          (o) => t(`atk.weapon.${o}`),
          (v) => setP({ ...p, attack: { ...p.attack, weapon: v } }),
        )}
        {field('bonus', t('atk.bonus'))}
        {pick(
          t('atk.vs'),
          'power.vs',
          p.attack.vs,
          DEFENCES,
          (o) => t(`field.${o}`),
          (v) => setP({ ...p, attack: { ...p.attack, vs: v } }),
        )}
        <label className="field">
          <span>{t('atk.damage')}</span>
          <span className="row dmg">
            <input
              data-testid="power.count"
              aria-label={t('atk.dmgCount')}
              type="number"
              value={text.count}
              onChange={(e) => setText({ ...text, count: e.target.value })}
            />
            d
            <input
              data-testid="power.sides"
              aria-label={t('atk.dmgSides')}
              type="number"
              value={text.sides}
              onChange={(e) => setText({ ...text, sides: e.target.value })}
            />
            +
            <input
              data-testid="power.plus"
              aria-label={t('atk.dmgPlus')}
              type="number"
              value={text.plus}
              onChange={(e) => setText({ ...text, plus: e.target.value })}
            />
          </span>
        </label>
        {p.kind === 'melee' && field('reach', t('power.reachField'))}
        {(p.kind === 'ranged' || p.kind === 'area') && field('range', t('power.rangeField'))}
        {p.kind === 'close' &&
          pick(
            t('power.shape'),
            'power.shape',
            p.area?.shape ?? 'burst',
            ['burst', 'blast'] as const,
            (o) => t(`power.shape.${o}`),
            (v) => setP({ ...p, area: { shape: v, size: 1, affects: p.area?.affects ?? 'creatures' } }),
          )}
        {closeOrArea && field('size', t('power.size'))}
        {closeOrArea &&
          pick(
            t('power.affects'),
            'power.affects',
            p.area?.affects ?? 'creatures',
            ['creatures', 'enemies', 'allies'] as const,
            (o) => t(`power.affects.${o}`),
            (v) => setP({ ...p, area: { shape: p.area?.shape ?? 'burst', size: 1, ...p.area, affects: v } }),
          )}
        {field('keywords', t('power.keywords'), 'text')}
      </div>
      <fieldset>
        <legend>{t('power.onHit')}</legend>
        {p.onHit.map((e, i) => (
          <EffectRow key={i} i={i} effect={e} onChange={(x) => setEffect(i, x)} label={whatText(e.what, d)} />
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

/** One effect a hit puts on: what (a condition, a modifier, ongoing damage, combat advantage granted) and how long. */
function EffectRow({
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
