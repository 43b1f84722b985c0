/** Build one side of the battle: characters ad hoc or from creatures on the map. */
import { characterFromCreature, type CharacterInput } from '../../rules/sudukuri';
import { useEnc, useT } from '../context';
import { SkillPicker } from './SkillPicker';
import { creatureOf } from '../../rules';

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

export function SideEditor({
  side,
  list,
  onChange,
}: {
  side: 'pc' | 'opp';
  list: CharacterInput[];
  onChange(l: CharacterInput[]): void;
}) {
  const { t } = useT();
  const creatures = useEnc((s) => {
    const e = s.encounter;
    return e.system === 'sudukuri' ? e.creatures : null;
  });
  const order = useEnc((s) => s.encounter.creatureOrder);
  const edit = (i: number, patch: Partial<CharacterInput>) =>
    onChange(list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <section className="sd-side" data-testid={`sd.side.${side}`}>
      <h3>{side === 'pc' ? t('sd.pcSide') : t('sd.oppSide')}</h3>
      {list.map((c, i) => (
        <div key={i} className="sd-char" data-testid={`sd.${side}.${i}`}>
          <div className="row">
            <input
              aria-label={t('field.name')}
              data-testid={`sd.${side}.${i}.name`}
              value={c.name}
              onChange={(e) => edit(i, { name: e.target.value })}
            />
            <button type="button" className="danger" onClick={() => onChange(list.filter((_, j) => j !== i))}>
              {t('creature.remove')}
            </button>
          </div>
          <div className="row">
            <label className="field small">
              <span>{t('sd.maxHp')}</span>
              <input
                data-testid={`sd.${side}.${i}.maxHp`}
                type="number"
                value={Number.isNaN(c.maxHp) ? '' : c.maxHp}
                onChange={(e) => edit(i, { maxHp: num(e.target.value), hp: num(e.target.value) })}
              />
            </label>
            <label className="field small">
              <span>{t('sd.atk')}</span>
              <input
                data-testid={`sd.${side}.${i}.atk`}
                type="number"
                value={Number.isNaN(c.atk) ? '' : c.atk}
                onChange={(e) => edit(i, { atk: num(e.target.value) })}
              />
            </label>
            <label className="field small">
              <span>{t('sd.def')}</span>
              <input
                data-testid={`sd.${side}.${i}.def`}
                type="number"
                value={Number.isNaN(c.def) ? '' : c.def}
                onChange={(e) => edit(i, { def: num(e.target.value) })}
              />
            </label>
          </div>
          <SkillPicker
            testId={`sd.${side}.${i}.skills`}
            skills={c.skills ?? {}}
            onChange={(skills) => edit(i, { skills })}
          />
        </div>
      ))}
      <div className="row">
        <button
          type="button"
          data-testid={`sd.${side}.add`}
          onClick={() =>
            onChange([
              ...list,
              {
                name: side === 'pc' ? `PC ${list.length + 1}` : `${t('sd.enemy')} ${list.length + 1}`,
                maxHp: 20,
                atk: 8,
                def: 2,
                skills: {},
              },
            ])
          }
        >
          ＋ {t('sd.addCharacter')}
        </button>
        {order.length > 0 && creatures && (
          <select
            data-testid={`sd.${side}.fromMap`}
            value=""
            onChange={(e) => {
              const c = creatures ? creatureOf({ creatures }, e.target.value) : undefined;
              if (c) onChange([...list, characterFromCreature(c)]);
            }}
          >
            <option value="">{t('sd.fromMap')}…</option>
            {order.map((id) => (
              <option key={id} value={id}>
                {creatureOf({ creatures }, id)?.name}
              </option>
            ))}
          </select>
        )}
      </div>
    </section>
  );
}
