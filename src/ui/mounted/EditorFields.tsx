/** The creature editor's 4e fields: defences and the riding traits (the creature's 4e part). */
import type { Creature } from '../../rules';
import { m4Part } from '../../rules/mounted4e';
import { useT } from '../context';
import { changedOnly, formFields, num, useDraft, type Draft } from '../formFields';
import { EffectsSection } from './effects/EffectsSection';
import { PowersSection } from './PowersSection';

function toDraft(c: Creature): Draft {
  const { defences: d, riding: r } = m4Part(c);
  return {
    ac: String(d.ac),
    fort: String(d.fort),
    ref: String(d.ref),
    will: String(d.will),
    willingMount: r.willingMount,
    militarySaddle: r.militarySaddle,
    mountedCombatFeat: r.mountedCombatFeat,
    combatTrained: r.combatTrained,
    acrobaticsTrained: r.acrobaticsTrained,
    acrobaticsBonus: String(r.acrobaticsBonus),
    athleticsBonus: String(r.athleticsBonus),
    weightLb: String(r.weightLb),
    carryCapacityLb: String(r.carryCapacityLb),
    heightFt: m4Part(c).heightFt === null ? '' : String(m4Part(c).heightFt),
  };
}

export function EditorFields({
  creature,
  register,
}: {
  creature: Creature;
  register: (collect: () => unknown) => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useDraft(toDraft(creature), creature.id);
  const part = m4Part(creature);
  register(() => {
    // The creature's height (B-6, RULING MC-R16): empty means "from its size".
    const h = typeof draft.heightFt === 'string' && draft.heightFt.trim() === '' ? null : num(draft.heightFt);
    const next = {
      heightFt: h,
      defences: { ac: num(draft.ac), fort: num(draft.fort), ref: num(draft.ref), will: num(draft.will) },
      riding: {
        ...part.riding,
        willingMount: Boolean(draft.willingMount),
        militarySaddle: Boolean(draft.militarySaddle),
        mountedCombatFeat: Boolean(draft.mountedCombatFeat),
        combatTrained: Boolean(draft.combatTrained),
        acrobaticsTrained: Boolean(draft.acrobaticsTrained),
        acrobaticsBonus: num(draft.acrobaticsBonus),
        athleticsBonus: num(draft.athleticsBonus),
        weightLb: num(draft.weightLb),
        carryCapacityLb: num(draft.carryCapacityLb),
      },
    };
    const changed = changedOnly(next, part as unknown as Record<string, unknown>);
    return Object.keys(changed).length ? changed : undefined;
  });
  const { field, check } = formFields(draft, setDraft);
  return (
    <>
      <div className="grid2">
        {field('ac', t('field.ac'))}
        {field('fort', t('field.fort'))}
        {field('ref', t('field.ref'))}
        {field('will', t('field.will'))}
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
          {field('heightFt', t('field.heightFt'))}
        </div>
      </fieldset>
      <PowersSection creature={creature} />
      <EffectsSection id={creature.id} />
    </>
  );
}
