/**
 * The Tenkai attack panel (TK-HIT-1..8): declare an attack and see, before the roll, the ratio, its column and
 * every rank / dice modifier with its rule id for both evasion and guard — including the altitude band's range
 * and −3R, or the refusal two bands apart (TK-ALT-3). The defender then answers evade / guard (the pending
 * dialog) and the result is shown here.
 */
import { useMemo, useState } from 'react';
import { creatureOf, cmd, type EventBase } from '../../rules';
import {
  attackPreview,
  RATIO_COLUMN_LABELS,
  TK_ATTACK_KINDS,
  bandOf,
  type HitPreview,
  type TkAttackKind,
  type TkAttackSpec,
} from '../../rules/tenkai';
import {
  modLabel,
  TK_ATTACK_KIND_LABELS,
  TK_BAND_LABELS,
  TK_DEFENCE_LABELS,
  TK_RESULT_LABELS,
} from '../../i18n/systems/tenkai';
import { useDispatch, useEnc, useT } from '../context';
import { RuleChip, RuleChips } from '../RuleChip';
import { TypedDiceRow } from '../TypedDice';
import { useDockCard } from '../layout/dockUi';
import { lastAttackResult, RESULT_COLORS, RESULT_TEXT, signed, tkSquares } from './helpers';
import { useTkUi } from './tkUi';
import { useTkEnc } from './useTkEnc';
import { SavedAttacks } from './SavedAttacks';
import { LabeledInput, LabeledSelect } from '../formFields';

const DEFAULT_RANGE: Record<TkAttackKind, string> = { melee: '1', shooting: '8', perception: '6' };

/** One defence's preview; `rule` is the rule that forces this defence (TK-HIT-5, TK-HIT-6), if any. */
function PreviewBlock({
  p,
  title,
  rule,
  testId,
}: {
  p: HitPreview;
  title: string;
  rule?: string | undefined;
  testId: string;
}) {
  const { t, lang } = useT();
  return (
    <div className="tk-preview" data-testid={testId}>
      <strong>{title}</strong>
      {rule && <RuleChip id={rule} />}
      <div className="small">
        {t('tk.atk.ratio', { a: p.attackerValue, b: p.defenderValue, col: RATIO_COLUMN_LABELS[p.baseColumn] ?? '' })}
      </div>
      <ul className="mods">
        {p.modifiers.length === 0 && <li className="muted">{t('tk.atk.noMods')}</li>}
        {p.modifiers.map((m, i) => (
          <li key={i} data-testid={`${testId}.mod`}>
            <span className="tk-mod-val">{m.kind === 'ranks' ? `${signed(m.value)}R` : `D${signed(m.value)}`}</span>{' '}
            {modLabel(m.source.key, m.source.n, lang)} <RuleChip id={m.ruleId} />
          </li>
        ))}
      </ul>
      <div className="small" data-testid={`${testId}.column`}>
        {t('tk.atk.after', { r: signed(p.ranks), col: RATIO_COLUMN_LABELS[p.column] ?? '', d: signed(p.diceMod) })}
      </div>
    </div>
  );
}

export function AttackPanel() {
  const { t, tr, msg, lang } = useT();
  const dispatch = useDispatch();
  const attackerId = useTkUi((s) => s.attackerId);
  const openAttack = useTkUi((s) => s.openAttack);
  const enc = useTkEnc();
  // The session keeps its identity; the revision says when its history changed.
  const session = useEnc((s) => s.session);
  const revision = useEnc((s) => s.revision);
  const targets = enc ? enc.creatureOrder.filter((id) => id !== attackerId) : [];
  const attacker = enc && attackerId ? creatureOf(enc, attackerId) : undefined;
  const firstFoe = targets.find((id) => enc && creatureOf(enc, id)?.side !== attacker?.side) ?? targets[0] ?? '';
  const [targetId, setTargetId] = useState('');
  const [kind, setKind] = useState<TkAttackKind>('melee');
  const [range, setRange] = useState(DEFAULT_RANGE.melee);
  const [situation, setSituation] = useState('0');
  const [skillRanks, setSkillRanks] = useState('0');
  const [diceMod, setDiceMod] = useState('0');
  const [flags, setFlags] = useState({ autoHit: false, twoHanded: false, area: false });
  const [since, setSince] = useState<number | null>(null);
  const target = targets.includes(targetId) ? targetId : firstFoe;
  const int = (v: string) => Math.trunc(Number(v)) || 0;
  const spec: TkAttackSpec | null =
    attackerId && target
      ? {
          attackerId,
          targetId: target,
          kind,
          range: int(range),
          ...(int(situation) ? { situation: int(situation) } : {}),
          ...(int(skillRanks) ? { skillRanks: int(skillRanks) } : {}),
          ...(int(diceMod) ? { diceMod: int(diceMod) } : {}),
          ...(flags.autoHit ? { autoHit: true } : {}),
          ...(flags.twoHanded ? { twoHanded: true } : {}),
          ...(flags.area ? { area: true } : {}),
        }
      : null;
  const preview = useMemo(() => (enc && spec ? attackPreview(enc, spec) : null), [enc, spec]);
  // Beside the attacker and its target (the board pans to keep both in view).
  // (A rider with its partner: they share the square.)
  const withMount = (id: string) => [
    id,
    ...(enc && creatureOf(enc, id)?.mountId ? [creatureOf(enc, id)?.mountId ?? id] : []),
  ];
  useDockCard(
    'tk.attack',
    attacker ? { ids: [...new Set([...withMount(attacker.id), ...(target ? withMount(target) : [])])] } : null,
  );
  const result = useMemo(() => {
    if (since === null) return null;
    const events: EventBase[] = [];
    for (let i = since; i < session.cursor; i++) events.push(...(session.entry(i)?.events ?? []));
    return lastAttackResult(events);
    // `revision` is a dependency on purpose: the session changes in place.
  }, [session, revision, since]);
  if (!enc || !attacker) return null;
  const ev = preview?.evade;
  const cursorNow = session.cursor;
  const flag = (k: keyof typeof flags, label: string) => (
    <label className="check">
      <input
        data-testid={`tk.atk.${k}`}
        type="checkbox"
        checked={flags[k]}
        onChange={(e) => setFlags({ ...flags, [k]: e.target.checked })}
      />
      {label}
    </label>
  );
  const declare = () => {
    if (!spec) return;
    const before = session.cursor;
    const r = dispatch({ type: 'tkAttack', ...spec });
    if (r.ok) setSince(before);
  };
  return (
    <section
      className="dock-card tool-panel attack tk-attack"
      role="group"
      aria-label={t('tk.atk.title')}
      data-testid="tk.atk"
    >
      <h2>
        {t('tk.atk.title')}: {attacker.name} <RuleChip id="TK-HIT-1" />
      </h2>
      <SavedAttacks
        attacker={attacker}
        current={{
          kind,
          range: int(range),
          ...(int(skillRanks) ? { skillRanks: int(skillRanks) } : {}),
          ...(int(diceMod) ? { diceMod: int(diceMod) } : {}),
          ...(flags.autoHit ? { autoHit: true } : {}),
          ...(flags.twoHanded ? { twoHanded: true } : {}),
          ...(flags.area ? { area: true } : {}),
        }}
        onPick={(a) => {
          setKind(a.kind);
          setRange(String(a.range));
          setSkillRanks(String(a.skillRanks ?? 0));
          setDiceMod(String(a.diceMod ?? 0));
          setFlags({ autoHit: !!a.autoHit, twoHanded: !!a.twoHanded, area: !!a.area });
        }}
      />
      <div className="grid2">
        <label className="field">
          <span>{t('tk.atk.target')}</span>
          <select data-testid="tk.atk.target" value={target} onChange={(e) => setTargetId(e.target.value)}>
            {targets.map((id) => (
              <option key={id} value={id}>
                {t('tk.atk.targetOption', {
                  name: creatureOf(enc, id)?.name ?? id,
                  band: tr(TK_BAND_LABELS[bandOf(enc, id)]),
                })}
              </option>
            ))}
          </select>
        </label>
        <LabeledSelect
          label={t('tk.atk.kind')}
          testId="tk.atk.kind"
          value={kind}
          options={TK_ATTACK_KINDS}
          name={(k) => tr(TK_ATTACK_KIND_LABELS[k])}
          onValue={(k) => {
            setKind(k);
            setRange(DEFAULT_RANGE[k]);
          }}
        />
        <LabeledInput
          label={t('tk.atk.range')}
          testId="tk.atk.range"
          type="number"
          min={0}
          max={100}
          value={range}
          onValue={setRange}
        />
        <div className="field">
          <span>
            {t('tk.atk.situation')} <RuleChip id="TK-HIT-8" />
          </span>
          <select
            data-testid="tk.atk.situation"
            aria-label={t('tk.atk.situation')}
            value={situation}
            onChange={(e) => setSituation(e.target.value)}
          >
            {[5, 3, 1, 0, -1, -3, -5].map((v) => (
              <option key={v} value={v}>
                {signed(v)}R
              </option>
            ))}
          </select>
        </div>
        <LabeledInput
          label={t('tk.atk.skillRanks')}
          testId="tk.atk.skill-ranks"
          type="number"
          value={skillRanks}
          onValue={setSkillRanks}
        />
        <LabeledInput
          label={t('tk.atk.diceMod')}
          testId="tk.atk.dice-mod"
          type="number"
          value={diceMod}
          onValue={setDiceMod}
        />
      </div>
      <div className="conds">
        {flag('autoHit', t('tk.atk.autoHit'))}
        {flag('twoHanded', t('tk.atk.twoHanded'))}
        {flag('area', t('tk.atk.area'))}
      </div>
      {ev && (
        <p className="small" data-testid="tk.atk.distance">
          {t('tk.atk.distance', { d: tkSquares(ev.distance, lang), u: ev.rangeUsed, range: ev.range })}
        </p>
      )}
      {ev && !ev.allowed && ev.refusal && (
        <p className="error" role="alert" data-testid="tk.atk.refusal">
          {msg(ev.refusal.reason)} <RuleChip id={ev.refusal.rule} />
        </p>
      )}
      {preview && ev?.allowed && (
        <div className="tk-previews">
          <PreviewBlock
            p={preview.evade}
            title={tr(TK_DEFENCE_LABELS.evade)}
            rule={preview.forced?.rule}
            testId="tk.atk.evade"
          />
          {preview.guard ? (
            <PreviewBlock p={preview.guard} title={tr(TK_DEFENCE_LABELS.guard)} testId="tk.atk.guard" />
          ) : (
            <p className="muted small">
              {t('tk.atk.guardNa')} {preview.guardBlockedBy && <RuleChip id={preview.guardBlockedBy} />}
            </p>
          )}
        </div>
      )}
      {result && (
        <div className="tk-result" data-testid="tk.atk.result">
          <strong>{t('tk.atk.result')}:</strong>{' '}
          <span
            className="tk-cell"
            style={{ background: RESULT_COLORS[result.result], color: RESULT_TEXT[result.result] }}
            data-testid="tk.atk.result.label"
          >
            {tr(TK_RESULT_LABELS[result.result])}
          </span>{' '}
          <span className="small">
            {t('tk.atk.die', {
              die: result.die,
              row: result.row,
              col: RATIO_COLUMN_LABELS[result.column] ?? '',
              res: tr(TK_RESULT_LABELS[result.result]),
            })}
          </span>
          {result.damage.map((d, i) => (
            <div key={i} className="small" data-testid="tk.atk.result.damage">
              {t('tk.atk.dmg', { name: creatureOf(enc, d.id)?.name ?? d.id, n: d.amount })}
            </div>
          ))}
          <div>
            <RuleChips ids={result.rules} />
          </div>
        </div>
      )}
      {ev?.allowed && !enc.pending && spec && (
        // A perception or sure-hit attack (TK-HIT-5, TK-HIT-6) rolls when declared: its die may be typed in here.
        <TypedDiceRow
          command={cmd('tkAttack', { ...spec })}
          testId="tk.atk.typed"
          label={`⚔ ${t('tk.atk.declare')}`}
          onDone={() => setSince(cursorNow)}
        />
      )}
      <div className="row">
        <button data-testid="tk.atk.declare" disabled={!ev?.allowed || !!enc.pending} onClick={declare}>
          ⚔ {t('tk.atk.declare')}
        </button>
        <button
          data-testid="tk.atk.close"
          onClick={() => {
            openAttack(null);
            setSince(null);
          }}
        >
          {t('tk.atk.close')} <kbd>Esc</kbd>
        </button>
      </div>
    </section>
  );
}
