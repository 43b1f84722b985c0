/**
 * Edit every field of the selected creature; the engine validates (a refused edit changes nothing). The rule
 * system's own fields (4e defences and riding traits …) come from its UI (see systems.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { SIZES, systemFor, type Creature, type CreaturePatch, type SystemId } from '../rules';
import { bestiaryProblemText } from './bestiary/texts';
import { useDispatch, useEnc, useServices, useT } from './context';
import { changedOnly, formFields, num, useDraft, type Draft } from './formFields';
import { termOf, uiOf } from './systems';
import { creatureOf } from '../rules';
import { TokenPicture } from './scene/TokenPicture';

function toDraft(c: Creature): Draft {
  return {
    name: c.name,
    side: c.side,
    kind: c.kind,
    size: c.size,
    x: String(c.pos.x),
    y: String(c.pos.y),
    elevation: String(c.elevation),
    flying: c.flying,
    flySpeed: String(c.flySpeed),
    speed: String(c.speed),
    reach: String(c.reach),
    hp: String(c.hp),
    hpMax: String(c.hpMax),
    initBonus: String(c.initBonus),
    notes: c.notes,
    color: c.color,
    glyph: c.glyph,
  };
}

function toPatch(c: Creature, d: Draft): Record<string, unknown> {
  const patch: Record<string, unknown> = {
    name: String(d.name),
    side: d.side,
    kind: d.kind,
    size: d.size,
    elevation: num(d.elevation),
    flying: Boolean(d.flying),
    flySpeed: num(d.flySpeed),
    speed: num(d.speed),
    reach: num(d.reach),
    hp: num(d.hp),
    hpMax: num(d.hpMax),
    initBonus: num(d.initBonus),
    notes: String(d.notes),
    color: String(d.color),
    glyph: String(d.glyph),
  };
  if (!c.mountId) patch.pos = { x: num(d.x), y: num(d.y) };
  return changedOnly(patch, c as unknown as Record<string, unknown>);
}

export function CreatureEditor({ creature }: { creature: Creature }) {
  const { t, refusal, d } = useT();
  const dispatch = useDispatch();
  const svc = useServices();
  const system = useEnc((s) => s.encounter.system);
  const conditions = systemFor({ system }).conditions;
  const SysFields = uiOf(system).EditorFields;
  // A field typed and not saved survives a change of the record (a picture dropped here, issue 29).
  const [draft, setDraft] = useDraft(toDraft(creature), creature.id);
  const [error, setError] = useState<string | null>(null);
  const collectSys = useRef<(() => unknown) | null>(null);
  useEffect(() => setError(null), [creature.id]);
  const mount = useEnc((s) => (creature.mountId ? creatureOf(s.encounter, creature.mountId) : undefined));
  const { field, check, select } = formFields(draft, setDraft);

  // Issue 29: the creature as it is now (picture, powers, riding traits) into the GM's own bestiary.
  const toBestiary = async () => {
    const b = svc.bestiary;
    const u = svc.ui.getState();
    if (!b) return;
    const r = await b.saveCreature(system as SystemId, creature, creature.name, uiOf(system).bestiaryPart);
    if (r.ok) u.notify(t('bestiary.saved', { name: r.entry.name }));
    else u.notify(bestiaryProblemText(r.problem, u.lang), 'error');
  };
  const apply = () => {
    const patch = toPatch(creature, draft);
    const sys = collectSys.current?.();
    if (sys !== undefined) patch.sys = sys;
    if (Object.keys(patch).length === 0) return;
    const r = dispatch({ type: 'editCreature', id: creature.id, patch: patch as CreaturePatch });
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
  };

  return (
    <form
      className="editor"
      data-testid="editor"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      {mount && (
        <p className="riding-note">
          {t(creature.isRider ? 'editor.riderOf' : 'editor.passengerOn', { m: mount.name })}
        </p>
      )}
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
        {field('speed', t('field.speed'))}
        {field('reach', t('field.reach'))}
        {field('initBonus', t('field.initBonus'))}
        {field('elevation', t('field.elevation'))}
        {field('flySpeed', t('field.flySpeed'))}
        {check('flying', t('field.flying'))}
      </div>
      <TokenPicture creature={creature} />
      {SysFields && <SysFields creature={creature} register={(f) => (collectSys.current = f)} />}
      <label className="field wide">
        <span>{t(termOf(system, 'field.notes'))}</span>
        <textarea
          data-testid="editor.notes"
          value={String(draft.notes)}
          maxLength={4000}
          onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
        />
      </label>
      <fieldset>
        <legend>{t('field.conditions')}</legend>
        <div className="conds">
          {conditions.map((k) => (
            <label key={k} className="check">
              <input
                data-testid={`editor.cond.${k}`}
                type="checkbox"
                checked={creature.conditions.includes(k)}
                onChange={(e) =>
                  dispatch({ type: 'setCondition', id: creature.id, condition: k, on: e.target.checked })
                }
              />
              {d.condition(k)}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p className="error" role="alert" data-testid="editor.error">
          {error}
        </p>
      )}
      <div className="row">
        <button type="submit" data-testid="editor.apply">
          {t('creature.save')}
        </button>
        {svc.bestiary && (
          <button type="button" data-testid="editor.to-bestiary" onClick={() => void toBestiary()}>
            {t('bestiary.save')}
          </button>
        )}
        <button
          type="button"
          className="danger"
          data-testid="editor.remove"
          onClick={() => dispatch({ type: 'removeCreature', id: creature.id })}
        >
          {t('creature.remove')}
        </button>
      </div>
    </form>
  );
}
