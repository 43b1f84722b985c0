/**
 * The "add effect" form (issue 19, B-14, B-15, B-3, MC-KEY-1): target, whose power, a condition or a modifier
 * (attack, a defence, ongoing damage of a type), a 4e duration, the power's name, and — for a rider or its
 * mount — "only while riding". The command is `addEffect`; a refusal is shown with its rule id.
 */
import { useEffect, useState } from 'react';
import { creatureOf, type CreatureId } from '../../../rules';
import { DAMAGE_TYPES, DEFENCES, DURATION_KINDS } from '../../../rules/mounted4e';
import { useDispatch, useT } from '../../context';
import {
  draftCommand,
  EFFECT_CONDITIONS,
  newDraft,
  type DurationKind,
  type EffectDraft,
  type WhatKind,
} from './effectDraft';
import { useEffectsUi } from './effectsUi';
import { useM4 } from '../useM4';

const KINDS: readonly WhatKind[] = ['condition', 'attack', 'defence', 'ongoing'];

export function EffectForm({ targetId, defaultSource }: { targetId: CreatureId; defaultSource: CreatureId | '' }) {
  const { t, d, refusal } = useT();
  const dispatch = useDispatch();
  const enc = useM4();
  const [draft, setDraft] = useState<EffectDraft>(() => newDraft(targetId, defaultSource));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft((x) => ({ ...x, targetId, whileRidingWith: '' }));
    setError(null);
  }, [targetId]);
  if (!enc) return null;
  const target = creatureOf(enc, targetId);
  if (!target) return null;
  const set = (patch: Partial<EffectDraft>) => {
    setDraft({ ...draft, ...patch });
    setError(null);
  };
  const name = (id: string) => creatureOf(enc, id)?.name ?? id;
  const ids = enc.creatureOrder;
  // The creature it rides with, or its rider (MC-KEY-1: an effect that lasts only while they ride together).
  const rider = ids.map((id) => creatureOf(enc, id)).find((c) => c?.mountId === targetId && c.isRider);
  const partner = target.mountId ?? rider?.id ?? '';
  const add = () => {
    const made = draftCommand(draft);
    if (!made.ok) return setError(t(made.problem));
    const r = dispatch(made.command);
    if (r.ok) setDraft({ ...draft, label: '' });
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
  };
  return (
    <form
      className="effect-form"
      data-testid="effects.form"
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <h3>{t('fx.addTitle')}</h3>
      <div className="grid2">
        <label className="field">
          <span>{t('fx.target')}</span>
          <select
            data-testid="effects.target"
            value={targetId}
            onChange={(e) => useEffectsUi.getState().open(e.target.value)}
          >
            {ids.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('fx.source')}</span>
          <select
            data-testid="effects.source"
            value={draft.sourceId}
            onChange={(e) => set({ sourceId: e.target.value })}
          >
            <option value="">{t('fx.sourceNone')}</option>
            {ids.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('fx.kind')}</span>
          <select
            data-testid="effects.kind"
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value as WhatKind })}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`fx.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.kind === 'condition' && (
          <label className="field">
            <span>{t('fx.condition')}</span>
            <select
              data-testid="effects.condition"
              value={draft.condition}
              onChange={(e) => set({ condition: e.target.value })}
            >
              {EFFECT_CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {d.condition(c)}
                </option>
              ))}
            </select>
          </label>
        )}
        {(draft.kind === 'attack' || draft.kind === 'defence') && (
          <label className="field">
            <span>{t('fx.value')}</span>
            <input
              data-testid="effects.value"
              inputMode="numeric"
              value={draft.value}
              onChange={(e) => set({ value: e.target.value })}
            />
          </label>
        )}
        {draft.kind === 'defence' && (
          <label className="field">
            <span>{t('fx.defence')}</span>
            <select
              data-testid="effects.defence"
              value={draft.defence}
              onChange={(e) => set({ defence: e.target.value as EffectDraft['defence'] })}
            >
              {DEFENCES.map((x) => (
                <option key={x} value={x}>
                  {t(`field.${x}`)}
                </option>
              ))}
              <option value="all">{t('fx.defenceAll')}</option>
            </select>
          </label>
        )}
        {draft.kind === 'ongoing' && (
          <>
            <label className="field">
              <span>{t('fx.amount')}</span>
              <input
                data-testid="effects.amount"
                inputMode="numeric"
                value={draft.amount}
                onChange={(e) => set({ amount: e.target.value })}
              />
            </label>
            <label className="field">
              <span>{t('fx.damageType')}</span>
              <select
                data-testid="effects.damage-type"
                value={draft.damageType}
                onChange={(e) => set({ damageType: e.target.value as EffectDraft['damageType'] })}
              >
                {DAMAGE_TYPES.map((x) => (
                  <option key={x} value={x}>
                    {t(`fx.type.${x}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <label className="field" style={{ gridColumn: '1 / -1' }}>
          <span>{t('fx.duration')}</span>
          <select
            data-testid="effects.duration"
            value={draft.duration}
            onChange={(e) => set({ duration: e.target.value as DurationKind })}
          >
            {DURATION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`fx.dur.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.duration === 'startOfNext' && (
          <label className="field">
            <span>{t('fx.startOf')}</span>
            <select
              data-testid="effects.start-of"
              value={draft.startOf}
              onChange={(e) => set({ startOf: e.target.value })}
            >
              <option value="">{draft.sourceId ? name(draft.sourceId) : t('fx.sourceNone')}</option>
              {ids.map((id) => (
                <option key={id} value={id}>
                  {name(id)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <span>{t('fx.label')}</span>
          <input
            data-testid="effects.label"
            maxLength={80}
            value={draft.label}
            onChange={(e) => set({ label: e.target.value })}
          />
        </label>
      </div>
      {partner && (
        <div className="row">
          <label className="check">
            <input
              type="checkbox"
              data-testid="effects.while-riding"
              checked={draft.whileRidingWith === partner}
              onChange={(e) => set({ whileRidingWith: e.target.checked ? partner : '' })}
            />
            {t('fx.whileRiding', { name: name(partner) })}
          </label>
          {draft.whileRidingWith === partner && (
            <label className="check">
              <input
                type="checkbox"
                data-testid="effects.mount-keyword"
                checked={draft.mountKeyword}
                onChange={(e) => set({ mountKeyword: e.target.checked })}
              />
              {t('fx.mountKeyword')}
            </label>
          )}
        </div>
      )}
      {error && (
        <p className="error" role="alert" data-testid="effects.error">
          {error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" data-testid="effects.add">
          ＋ {t('fx.add')}
        </button>
      </div>
    </form>
  );
}
