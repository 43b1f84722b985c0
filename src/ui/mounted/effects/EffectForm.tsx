/**
 * The "add effect" form (issue 19, B-14, B-15, B-3, MC-KEY-1): target, whose power, a condition or a modifier
 * (attack, a defence, ongoing damage of a type), a 4e duration, the power's name, and — for a rider or its
 * mount — "only while riding". The command is `addEffect`; a refusal is shown with its rule id.
 */
import { useEffect, useState } from 'react';
import { creatureOf, type CreatureId } from '../../../rules';
import { CA_TO, DAMAGE_TYPES, DEFENCES, DURATION_KINDS } from '../../../rules/mounted4e';
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
  const creatures = ids.map((id) => ({ value: id, text: name(id) }));
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
        <Choice
          label={t('fx.target')}
          testId="effects.target"
          value={targetId}
          options={creatures}
          onChange={(v) => useEffectsUi.getState().open(v)}
        />
        <Choice
          label={t('fx.source')}
          testId="effects.source"
          value={draft.sourceId}
          options={[{ value: '', text: t('fx.sourceNone') }, ...creatures]}
          onChange={(v) => set({ sourceId: v })}
        />
        <Choice
          label={t('fx.kind')}
          testId="effects.kind"
          value={draft.kind}
          options={KINDS.map((k) => ({ value: k, text: t(`fx.kind.${k}`) }))}
          onChange={(v) => set({ kind: v })}
        />
        {draft.kind === 'condition' && (
          <Choice
            label={t('fx.condition')}
            testId="effects.condition"
            value={draft.condition}
            options={EFFECT_CONDITIONS.map((c) => ({ value: c, text: d.condition(c) }))}
            onChange={(v) => set({ condition: v })}
          />
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
          <Choice
            label={t('fx.defence')}
            testId="effects.defence"
            value={draft.defence}
            options={[
              ...DEFENCES.map((x) => ({ value: x, text: t(`field.${x}`) })),
              { value: 'all' as const, text: t('fx.defenceAll') },
            ]}
            onChange={(v) => set({ defence: v })}
          />
        )}
        {draft.kind === 'combatAdvantage' && (
          <Choice
            label={t('fx.caTo')}
            testId="effects.ca-to"
            value={draft.caTo}
            options={CA_TO.map((x) => ({ value: x, text: t(`fx.caTo.${x}`) }))}
            onChange={(v) => set({ caTo: v })}
          />
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
            <Choice
              label={t('fx.damageType')}
              testId="effects.damage-type"
              value={draft.damageType}
              options={DAMAGE_TYPES.map((x) => ({ value: x, text: t(`fx.type.${x}`) }))}
              onChange={(v) => set({ damageType: v })}
            />
          </>
        )}
        <Choice
          wide
          label={t('fx.duration')}
          testId="effects.duration"
          value={draft.duration}
          options={DURATION_KINDS.map((k) => ({ value: k, text: t(`fx.dur.${k}`) }))}
          onChange={(v) => set({ duration: v as DurationKind })}
        />
        {draft.duration === 'startOfNext' && (
          <Choice
            label={t('fx.startOf')}
            testId="effects.start-of"
            value={draft.startOf}
            options={[{ value: '', text: draft.sourceId ? name(draft.sourceId) : t('fx.sourceNone') }, ...creatures]}
            onChange={(v) => set({ startOf: v })}
          />
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

/** A labelled select of the form (one option per value, its text in the reader's language). */
function Choice<V extends string>(p: {
  label: string;
  testId: string;
  value: V;
  options: readonly { value: V; text: string }[];
  onChange: (v: V) => void;
  wide?: boolean;
}) {
  return (
    <label className="field" style={p.wide ? { gridColumn: '1 / -1' } : undefined}>
      <span>{p.label}</span>
      <select data-testid={p.testId} value={p.value} onChange={(e) => p.onChange(e.target.value as V)}>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}
