/** Edit every field of the selected creature; the engine validates (a refused edit changes nothing). */
import { useEffect, useState } from 'react';
import { CONDITIONS, SIZES, type Creature, type CreaturePatch } from '../rules';
import { useDispatch, useEnc, useT } from './context';
import { creatureOf } from '../rules';

type Draft = Record<string, string | boolean>;

function toDraft(c: Creature): Draft {
  return {
    name: c.name, side: c.side, kind: c.kind, size: c.size, x: String(c.pos.x), y: String(c.pos.y), elevation: String(c.elevation),
    flying: c.flying, flySpeed: String(c.flySpeed), speed: String(c.speed), reach: String(c.reach), hp: String(c.hp), hpMax: String(c.hpMax),
    ac: String(c.defences.ac), fort: String(c.defences.fort), ref: String(c.defences.ref), will: String(c.defences.will),
    initBonus: String(c.initBonus), notes: c.notes, color: c.color, glyph: c.glyph,
    willingMount: c.riding.willingMount, militarySaddle: c.riding.militarySaddle, mountedCombatFeat: c.riding.mountedCombatFeat,
    combatTrained: c.riding.combatTrained, acrobaticsTrained: c.riding.acrobaticsTrained, acrobaticsBonus: String(c.riding.acrobaticsBonus),
    athleticsBonus: String(c.riding.athleticsBonus), weightLb: String(c.riding.weightLb), carryCapacityLb: String(c.riding.carryCapacityLb),
  };
}

/** Numbers typed as text: '' or junk becomes NaN so the engine refuses it with a message. */
const num = (v: string | boolean | undefined) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

function toPatch(c: Creature, d: Draft): CreaturePatch {
  const patch: CreaturePatch = {
    name: String(d.name), side: d.side as Creature['side'], kind: d.kind as Creature['kind'], size: d.size as Creature['size'],
    elevation: num(d.elevation), flying: Boolean(d.flying), flySpeed: num(d.flySpeed), speed: num(d.speed), reach: num(d.reach),
    hp: num(d.hp), hpMax: num(d.hpMax), initBonus: num(d.initBonus), notes: String(d.notes), color: String(d.color), glyph: String(d.glyph),
    defences: { ac: num(d.ac), fort: num(d.fort), ref: num(d.ref), will: num(d.will) },
    riding: {
      ...c.riding, willingMount: Boolean(d.willingMount), militarySaddle: Boolean(d.militarySaddle), mountedCombatFeat: Boolean(d.mountedCombatFeat),
      combatTrained: Boolean(d.combatTrained), acrobaticsTrained: Boolean(d.acrobaticsTrained), acrobaticsBonus: num(d.acrobaticsBonus),
      athleticsBonus: num(d.athleticsBonus), weightLb: num(d.weightLb), carryCapacityLb: num(d.carryCapacityLb),
    },
  };
  if (!c.mountId) patch.pos = { x: num(d.x), y: num(d.y) };
  // Send only what changed, so a rider's fixed fields are not touched.
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) if (JSON.stringify(v) !== JSON.stringify((c as unknown as Record<string, unknown>)[k])) out[k] = v;
  return out as CreaturePatch;
}

export function CreatureEditor({ creature }: { creature: Creature }) {
  const { t, tr } = useT();
  const dispatch = useDispatch();
  const [draft, setDraft] = useState<Draft>(() => toDraft(creature));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(toDraft(creature));
    setError(null);
  }, [creature]);
  const mount = useEnc((s) => (creature.mountId ? creatureOf(s.encounter, creature.mountId) : undefined));

  const field = (key: string, label: string, type: 'text' | 'number' = 'number', extra: Record<string, unknown> = {}) => (
    <label className="field">
      <span>{label}</span>
      <input data-testid={`editor.${key}`} type={type} value={String(draft[key])} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} {...extra} />
    </label>
  );
  const check = (key: string, label: string) => (
    <label className="check">
      <input data-testid={`editor.${key}`} type="checkbox" checked={Boolean(draft[key])} onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })} />
      {label}
    </label>
  );
  const select = (key: string, label: string, options: readonly string[], labelOf: (o: string) => string) => (
    <label className="field">
      <span>{label}</span>
      <select data-testid={`editor.${key}`} value={String(draft[key])} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}>
        {options.map((o) => (
          <option key={o} value={o}>{labelOf(o)}</option>
        ))}
      </select>
    </label>
  );

  const apply = () => {
    const patch = toPatch(creature, draft);
    if (Object.keys(patch).length === 0) return;
    const r = dispatch({ type: 'editCreature', id: creature.id, patch });
    setError(r.ok ? null : tr(r.reason));
  };

  return (
    <form className="editor" data-testid="editor" onSubmit={(e) => { e.preventDefault(); apply(); }}>
      {mount && <p className="riding-note">{creature.isRider ? '乗り手 / rider' : '同乗者 / passenger'}: {mount.name}</p>}
      <div className="grid2">
        {field('name', t('field.name'), 'text', { maxLength: 80 })}
        {field('glyph', t('field.glyph'), 'text', { maxLength: 3 })}
        {select('side', t('field.side'), ['party', 'enemy', 'neutral'], (o) => t(`side.${o}` as 'side.party'))}
        {select('kind', t('field.kind'), ['adventurer', 'monster'], (o) => t(`kind.${o}` as 'kind.adventurer'))}
        {select('size', t('field.size'), SIZES, (o) => t(`size.${o}` as 'size.tiny'))}
        {field('color', t('field.color'), 'text')}
        {!creature.mountId && field('x', t('field.x'))}
        {!creature.mountId && field('y', t('field.y'))}
        {field('hp', t('field.hp'))}
        {field('hpMax', t('field.hpMax'))}
        {field('ac', t('field.ac'))}
        {field('fort', t('field.fort'))}
        {field('ref', t('field.ref'))}
        {field('will', t('field.will'))}
        {field('speed', t('field.speed'))}
        {field('reach', t('field.reach'))}
        {field('initBonus', t('field.initBonus'))}
        {field('elevation', t('field.elevation'))}
        {field('flySpeed', t('field.flySpeed'))}
        {check('flying', t('field.flying'))}
      </div>
      <fieldset>
        <legend>{t('field.riding')}</legend>
        <div className="grid2">
          {check('willingMount', t('field.willingMount'))}
          {check('militarySaddle', t('field.militarySaddle'))}
          {check('mountedCombatFeat', t('field.mountedCombatFeat'))}
          {check('combatTrained', t('field.combatTrained'))}
          {check('acrobaticsTrained', t('field.acrobaticsTrained'))}
          {field('acrobaticsBonus', t('field.acrobaticsBonus'))}
          {field('athleticsBonus', t('field.athleticsBonus'))}
          {field('weightLb', t('field.weightLb'))}
          {field('carryCapacityLb', t('field.carryCapacityLb'))}
        </div>
      </fieldset>
      <label className="field wide">
        <span>{t('field.notes')}</span>
        <textarea data-testid="editor.notes" value={String(draft.notes)} maxLength={4000} onChange={(e) => setDraft({ ...draft, notes: e.target.value })} />
      </label>
      <fieldset>
        <legend>{t('field.conditions')}</legend>
        <div className="conds">
          {CONDITIONS.map((k) => (
            <label key={k} className="check">
              <input
                data-testid={`editor.cond.${k}`}
                type="checkbox"
                checked={creature.conditions.includes(k)}
                onChange={(e) => dispatch({ type: 'setCondition', id: creature.id, condition: k, on: e.target.checked })}
              />
              {t(`cond.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {error && <p className="error" role="alert" data-testid="editor.error">{error}</p>}
      <div className="row">
        <button type="submit" data-testid="editor.apply">{t('creature.save')}</button>
        <button type="button" className="danger" data-testid="editor.remove" onClick={() => dispatch({ type: 'removeCreature', id: creature.id })}>{t('creature.remove')}</button>
      </div>
    </form>
  );
}
