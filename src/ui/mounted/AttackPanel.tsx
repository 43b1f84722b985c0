/**
 * The attack helper: attacker, target (rider or mount are separate targets, MC-TGT-1), attack kind and weapon
 * group — or one of the attacker's powers (issue 29), which fills them all and, for a close or area power, places
 * its template (B-17). Before the roll it lists every modifier with its rule id from the engine's
 * `attackModifiers`; then it resolves the attack ("Roll" or "I rolled…") or starts a charge from the mount
 * (MC-CHARGE-1, B-8). Each attacker gets a fresh helper: nothing typed for the last one carries over.
 */
import { useEffect, useState } from 'react';
import type { AttackKind, AttackSpec, Defence, Power, WeaponGroup } from '../../rules/mounted4e';
import { ATTACK_KINDS, DEFENCES, attackModifiers, attackOfTemplate, powersOfPart } from '../../rules/mounted4e';
import { templateReading } from '../../rules';
import { t as tl } from '../../i18n';
import { whatText } from '../../i18n/systems/mounted4e/effects';
import { fieldsOf, powerSummary, templateOf } from './powerFill';
import { bonusSource } from '../../i18n/systems/mounted4e/terms';
import { useDispatch, useDrafts, useServices, useT, useUi } from '../context';
import { toolStoreOf } from '../../store';
import { RuleChip } from '../RuleChip';
import { useDockCard } from '../layout/dockUi';
import { badDie, typedDie, withDie } from '../dice';
import { useM4 } from './useM4';
import { footprintOf } from './queries';
import { creatureOf } from '../../rules';
import { CoverLines } from './CoverLines';
import { LabeledInput, LabeledSelect } from '../formFields';
import { DamageFields, WEAPON_GROUPS } from './attackFields';

/** The helper for the attacker of the moment: a new one (nothing carried over) for each attacker (issue 29). */
export function AttackPanel() {
  const attackerId = useUi((s) => s.mounted.attackerId);
  const powerId = useUi((s) => s.mounted.powerId ?? null);
  return attackerId ? <AttackCard key={`${attackerId}/${powerId ?? ''}`} attackerId={attackerId} /> : null;
}

function AttackCard({ attackerId }: { attackerId: string }) {
  const { t, lang, d } = useT();
  const dispatch = useDispatch();
  const svc = useServices();
  const ui = svc.ui.getState();
  const enc = useM4();
  const attacker = enc ? creatureOf(enc, attackerId) : undefined;
  const powers = attacker ? powersOfPart(attacker.sys) : [];
  // A power chosen in the token menu fills the helper from the start.
  const [power, setPower] = useState<Power | null>(() => powers.find((p) => p.id === ui.mounted.powerId) ?? null);
  const start = power ? fieldsOf(power) : null;
  const [targetId, setTargetId] = useState('');
  const [kind, setKind] = useState<AttackKind>(start?.kind ?? 'melee');
  const [weapon, setWeapon] = useState<WeaponGroup>(start?.weapon ?? 'other');
  const [bonus, setBonus] = useState(start?.bonus ?? '5');
  const [vs, setVs] = useState<Defence>(start?.vs ?? 'ac');
  const [dmg, setDmg] = useState(start?.dmg ?? { count: 1, sides: 8, plus: 3 });
  const [die, setDie] = useState('');
  // A template placed for this attacker (the ruler tools, issue 17): its targets as the rules give them (B-17).
  const placed = useDrafts((s) => s.templatePreview);
  const a = enc ? creatureOf(enc, attackerId) : undefined;
  const tid = enc && creatureOf(enc, targetId) ? targetId : '';
  // Beside the attacker and its target (the board pans to keep both in view).
  // (A rider with its mount: the space it attacks from or is attacked in.)
  const foot = (id: string) => (enc ? (footprintOf(enc, id)?.id ?? id) : id);
  useDockCard(
    'm4.attack',
    a ? { ids: [...new Set(tid ? [a.id, foot(a.id), tid, foot(tid)] : [a.id, foot(a.id)])] } : null,
  );
  const placeTemplate = (p: Power) => {
    const tool = templateOf(p);
    if (!tool) return;
    const u = svc.ui.getState();
    u.select(attackerId);
    u.setTool(tool);
    // A close burst is around its user: placed at once. A blast or an area burst waits for the GM's click.
    if (tool.template === 'closeBurst') {
      const query = { kind: tool.template, size: tool.size, userId: attackerId, at: null };
      toolStoreOf(svc.ui)
        .getState()
        .setTemplatePreview({
          query,
          reading: templateReading(svc.encounter.getState().encounter, query),
          fixed: true,
        });
    }
  };
  // A power chosen in the token menu places its template as the helper opens (once).
  const [placed0] = useState(() => power);
  useEffect(() => {
    if (placed0) placeTemplate(placed0);
  }, [placed0]);
  if (!enc || !attackerId || !a) return null;
  const label = (id: string) => {
    const c = creatureOf(enc, id);
    if (!c) return id;
    const m = c.mountId ? creatureOf(enc, c.mountId) : undefined;
    const rider = enc.creatureOrder.map((x) => creatureOf(enc, x)).find((x) => x?.mountId === id && x.isRider);
    if (m) return `${c.name} — ${t(c.isRider ? 'atk.riderOf' : 'atk.passengerOf', { m: m.name })}`;
    if (rider) return `${c.name} — ${t('atk.mountOf', { r: rider.name })}`;
    return c.name;
  };
  // The power's reach and range go with its numbers (a glaive's reach 2, a bow's range 20).
  const reach = power && power.kind === 'melee' ? power.attack.reach : undefined;
  // `vs`: the effects on the target's defence come back too (B-14), as the attack command will use them.
  const q = tid ? attackModifiers(enc, { attackerId, targetId: tid, kind, weapon, vs, reach }) : null;
  const spec: AttackSpec = {
    bonus: Math.trunc(Number(bonus) || 0),
    vs,
    damage: dmg,
    weapon,
    ...(reach !== undefined ? { reach } : {}),
    ...(power?.attack.range !== undefined && kind !== 'melee' ? { range: power.attack.range } : {}),
  };
  const used = power ? { power: power.id } : {};
  const close = () => ui.setMounted({ attackerId: null, powerId: null });
  const roll = (typed: number | null) => {
    if (!tid) return;
    dispatch(withDie({ type: 'attack', attackerId, targetId: tid, kind, attack: spec, ...used }, typed));
  };
  /** Choose a power: every field from it, and a close or area power's template on the board (B-17). */
  const choose = (p: Power | null) => {
    setPower(p);
    if (!p) return;
    const f = fieldsOf(p);
    setKind(f.kind);
    setWeapon(f.weapon);
    setBonus(f.bonus);
    setVs(f.vs);
    setDmg(f.dmg);
    placeTemplate(p);
  };
  const charge = () => {
    if (!tid) return;
    const prompt = (l: 'en' | 'ja') => tl(l, a.mountId ? 'atk.chargePickMount' : 'atk.chargePick', { name: a.name });
    ui.startPick({
      id: attackerId,
      squares: null,
      prompt: { en: prompt('en'), ja: prompt('ja') },
      command: {
        type: 'charge',
        attackerId,
        targetId: tid,
        attack: spec,
        ...((d) => (d === null ? {} : { dice: [d] }))(typedDie(die)),
      },
      field: 'to',
    });
  };
  const tpl =
    placed && placed.fixed && placed.reading.ok && placed.query.userId === attackerId
      ? { reading: placed.reading, attack: attackOfTemplate(placed.query) }
      : null;
  const rollTemplate = (typed: number | null) => {
    if (!tpl?.attack) return;
    const { kind: k, area, origin } = tpl.attack;
    // The power's template affects whom it says (each enemy …): the command checks the targets by it (MC-ELIG-2).
    const affects = power?.area ? { affects: power.area.affects } : {};
    dispatch(
      withDie(
        {
          type: 'attack',
          attackerId,
          kind: k,
          attack: spec,
          area: { ...area, ...affects },
          ...(origin ? { origin } : {}),
          ...used,
        },
        typed,
      ),
    );
  };
  const awaiting = power && templateOf(power) && !tpl;
  const num = (v: string) => Math.trunc(Number(v) || 0);
  return (
    <section className="dock-card tool-panel attack" role="group" aria-label={t('atk.title')} data-testid="attack">
      <h2>
        {t('atk.title')}: {a.name}
      </h2>
      {powers.length > 0 && (
        <label className="field wide">
          <span>{t('atk.power')}</span>
          <select
            data-testid="attack.power"
            value={power?.id ?? ''}
            onChange={(e) => choose(powers.find((p) => p.id === e.target.value) ?? null)}
          >
            <option value="">{t('atk.powerNone')}</option>
            {powers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} — {powerSummary(p, lang)}
              </option>
            ))}
          </select>
        </label>
      )}
      {power && power.onHit.length > 0 && (
        <p className="small muted" data-testid="attack.on-hit">
          {t('atk.onHit', {
            list: power.onHit
              .map((e) =>
                lang === 'ja'
                  ? `${whatText(e.what, d, a)}（${t(`power.duration.${e.duration}`)}）`
                  : `${whatText(e.what, d, a)} (${t(`power.duration.${e.duration}`)})`,
              )
              .join(lang === 'ja' ? '、' : '; '),
          })}
        </p>
      )}
      {awaiting && (
        <p className="small warn" data-testid="attack.place-template">
          {t('atk.placeTemplate', { what: power.area ? (powerSummary(power, lang).split(' · ').pop() ?? '') : '' })}
        </p>
      )}
      <div className="grid2">
        <label className="field">
          <span>{t('atk.target')}</span>
          <select data-testid="attack.target" value={tid} onChange={(e) => setTargetId(e.target.value)}>
            <option value="">—</option>
            {enc.creatureOrder
              .filter((id) => id !== attackerId)
              .map((id) => (
                <option key={id} value={id}>
                  {label(id)}
                </option>
              ))}
          </select>
        </label>
        <LabeledSelect
          label={t('atk.kind')}
          testId="attack.kind"
          value={kind}
          options={ATTACK_KINDS}
          name={(k) => t(`atk.kind.${k}`)}
          onValue={setKind}
        />
        <LabeledSelect
          label={t('atk.weapon')}
          testId="attack.weapon"
          value={weapon}
          options={WEAPON_GROUPS}
          name={(w) => t(`atk.weapon.${w}`)}
          onValue={setWeapon}
        />
        <LabeledSelect
          label={t('atk.vs')}
          testId="attack.vs"
          value={vs}
          options={DEFENCES}
          name={(d) => t(`field.${d}`)}
          onValue={setVs}
        />
        <LabeledInput label={t('atk.bonus')} testId="attack.bonus" type="number" value={bonus} onValue={setBonus} />
        <DamageFields value={dmg} onPart={(part, v) => setDmg({ ...dmg, [part]: num(v) })} />
      </div>
      {q && <CoverLines reading={q.lines} />}
      {q && (
        <ul className="mods" data-testid="attack.mods">
          {q.modifiers.length === 0 && <li className="muted">{t('atk.noMods')}</li>}
          {q.modifiers.map((m, i) => (
            <li key={i} data-testid="attack.mod">
              <strong>
                {m.value >= 0 ? '+' : '−'}
                {Math.abs(m.value)}
              </strong>{' '}
              {bonusSource(m, lang)} <RuleChip id={m.ruleId} />
            </li>
          ))}
          {q.defenceModifiers.map((m, i) => (
            <li key={`d${i}`} data-testid="attack.def-mod">
              {t(`field.${vs}`)}{' '}
              <strong>
                {m.value >= 0 ? '+' : '−'}
                {Math.abs(m.value)}
              </strong>{' '}
              {bonusSource(m, lang)} <RuleChip id={m.ruleId} />
            </li>
          ))}
          {q.defence !== null && q.defenceModifiers.length > 0 && (
            <li className="muted" data-testid="attack.defence">
              {t('atk.defence', { def: t(`field.${vs}`), n: q.defence })}
            </li>
          )}
          <li className="muted" data-testid="attack.total">
            {t('atk.total', {
              total: `${q.total >= 0 ? '+' : '−'}${Math.abs(q.total)}`,
              d: q.distance,
              reach: q.reach,
            })}
          </li>
        </ul>
      )}
      {tpl?.attack && (
        <div className="row template-targets" data-testid="attack.template">
          <span>
            {tpl.reading.targets.length
              ? t('atk.fromTemplate', {
                  names: tpl.reading.targets.map((id) => creatureOf(enc, id)?.name ?? id).join(', '),
                })
              : t('atk.templateNone')}
          </span>
          {tpl.reading.rules.map((r) => (
            <RuleChip key={r} id={r} />
          ))}
          <button
            data-testid="attack.template-roll"
            disabled={tpl.reading.targets.length === 0}
            onClick={() => rollTemplate(null)}
          >
            {t('dice.d20Mark')}
            {t('atk.rollTemplate')}
          </button>
        </div>
      )}
      <div className="row">
        <button data-testid="attack.roll" disabled={!tid} onClick={() => roll(null)}>
          {t('dice.d20Mark')}
          {t('roll.roll')}
        </button>
        <input
          className="die-input"
          data-testid="attack.typed"
          type="number"
          min={1}
          max={20}
          placeholder={t('roll.typed')}
          aria-label={t('roll.typed')}
          aria-invalid={badDie(die)}
          value={die}
          onChange={(e) => setDie(e.target.value)}
        />
        <button
          data-testid="attack.typed-go"
          disabled={!tid || typedDie(die) === null}
          onClick={() => roll(typedDie(die))}
        >
          {t('roll.useTyped', { n: die || '?' })}
        </button>
        <button data-testid="attack.charge" disabled={!tid || kind !== 'melee'} onClick={charge}>
          {t(a.mountId ? 'atk.chargeMount' : 'atk.charge')}
        </button>
        <button className="danger" data-testid="attack.close" onClick={close}>
          {t('menu.close')} <kbd>Esc</kbd>
        </button>
      </div>
    </section>
  );
}
