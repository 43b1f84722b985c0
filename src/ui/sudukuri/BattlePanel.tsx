/**
 * The 巣作りドラゴン battle panel: build two sides, resolve the 13-step procedure one step, one turn or to the
 * end (every step in the combat log with its step id and arithmetic), and run the odds.
 */
import { useMemo, useState } from 'react';
import { cmd, type Command } from '../../rules';
import {
  TARGET_POLICIES,
  getBattle,
  type CharacterInput,
  type SdBattle,
  type SdCharacter,
  type SdEncounter,
  type TargetPolicy,
} from '../../rules/sudukuri';
import { rulesOf } from '../../i18n/reference';
import { useDispatch, useEnc, useT } from '../context';
import { RuleChip } from '../RuleChip';
import { useReferences } from '../rules/useReferences';
import { OddsView } from './OddsView';
import { parseFaces } from '../dice';
import { diceSummary, useDiceOf } from '../TypedDice';
import { SideEditor } from './SideEditor';
import { LabeledInput } from '../formFields';

const EXAMPLE: { pc: CharacterInput[]; opp: CharacterInput[] } = {
  pc: [{ name: 'ドラゴン', maxHp: 60, atk: 12, def: 4, skills: { doubleAttack: 1, fireBreath: 1, regeneration: 1 } }],
  opp: [
    { name: '騎士', maxHp: 30, atk: 10, def: 4, skills: { silverWeapon: 1, formation: 1 } },
    { name: '魔術師', maxHp: 18, atk: 4, def: 1, skills: { iceMagic: 1, sage: 1 } },
  ],
};

/** The app's own rulings for this system (SD-R*), from the rules reference (none until it is loaded, issue 33). */
const rulings = () => rulesOf('sudukuri').filter((r) => /^SD-R\d+$/.test(r.id));

function toInput(c: SdCharacter): CharacterInput {
  return {
    id: c.id,
    name: c.name,
    maxHp: c.maxHp,
    hp: c.maxHp,
    atk: c.atk,
    def: c.def,
    skills: { ...c.skills } as Record<string, number>,
    creatureId: c.creatureId,
  };
}

function HpBar({ c }: { c: SdCharacter }) {
  const frac = Math.max(0, Math.min(1, c.hp / c.maxHp));
  return (
    <div className={`sd-hp ${c.hp <= 0 ? 'down' : ''}`} data-testid={`sd.hp.${c.id}`}>
      <span className="name">{c.name}</span>
      <span className="bar">
        <span style={{ width: `${frac * 100}%` }} />
      </span>
      <span className="num">
        {c.hp}/{c.maxHp}
      </span>
    </div>
  );
}

const STEP: Command = cmd('sdStep');

export function BattlePanel() {
  const { t, tr, msg, refusal } = useT();
  const referenceReady = useReferences();
  const RULINGS = useMemo(() => (referenceReady ? rulings() : []), [referenceReady]);
  const dispatch = useDispatch();
  const battle: SdBattle | null = useEnc((s) =>
    s.encounter.system === 'sudukuri' ? getBattle(s.encounter as SdEncounter) : null,
  );
  const [pc, setPc] = useState<CharacterInput[]>(() => (battle ? battle.start.pc.map(toInput) : EXAMPLE.pc));
  const [opp, setOpp] = useState<CharacterInput[]>(() => (battle ? battle.start.opp.map(toInput) : EXAMPLE.opp));
  const [policy, setPolicy] = useState<TargetPolicy>(battle?.policy ?? 'lowest-hp');
  const [maxTurns, setMaxTurns] = useState(String(battle?.maxTurns ?? 200));
  const [error, setError] = useState<string | null>(null);
  // "I rolled…": the d6 faces of one step typed in (the engine refuses faces the step does not use).
  const [faces, setFaces] = useState('');
  const stepDice = useDiceOf(battle && !battle.result && !battle.pending ? STEP : null);

  const setUp = () => {
    const r = dispatch({ type: 'sdSetBattle', battle: { pc, opp, policy, maxTurns: Math.trunc(Number(maxTurns)) } });
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
  };
  const result = battle?.result;
  const choose = battle?.pending;
  return (
    <div className="sd-panel" data-testid="sd.panel">
      <div className="sd-setup">
        <SideEditor side="pc" list={pc} onChange={setPc} />
        <SideEditor side="opp" list={opp} onChange={setOpp} />
      </div>
      <div className="row">
        <label className="field">
          <span>{t('sd.policy')} (SD-R1)</span>
          <select data-testid="sd.policy" value={policy} onChange={(e) => setPolicy(e.target.value as TargetPolicy)}>
            {TARGET_POLICIES.map((p) => (
              <option key={p} value={p}>
                {t(`sd.policy.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <LabeledInput
          className="field small"
          label={t('sd.maxTurns')}
          testId="sd.maxTurns"
          type="number"
          value={maxTurns}
          onValue={setMaxTurns}
        />
        <button data-testid="sd.setup" onClick={setUp}>
          {t('sd.setUp')}
        </button>
      </div>
      {error && (
        <p className="error" role="alert" data-testid="sd.error">
          {error}
        </p>
      )}
      {battle && (
        <section className="sd-run" data-testid="sd.run">
          <h3>
            {t('sd.turn', { n: battle.cursor.turn })} · {t('sd.step', { n: battle.cursor.step })}
          </h3>
          <div className="sd-hps">
            <div>
              {battle.pc.map((c) => (
                <HpBar key={c.id} c={c} />
              ))}
            </div>
            <div>
              {battle.opp.map((c) => (
                <HpBar key={c.id} c={c} />
              ))}
            </div>
          </div>
          <div className="row">
            <input
              className="faces"
              data-testid="sd.faces"
              aria-label={t('dice.faces')}
              // How many dice the next step rolls (a dry run of it): "出目を入力…（1D6 ×2）" (issue 30).
              placeholder={stepDice.length ? t('dice.facesFor', { dice: diceSummary(stepDice) }) : t('dice.noDice')}
              disabled={stepDice.length === 0 && faces === ''}
              size={16}
              value={faces}
              onChange={(e) => setFaces(e.target.value)}
            />
            <button
              data-testid="sd.step"
              disabled={!!result || !!choose}
              onClick={() => {
                const dice = parseFaces(faces);
                const r = dispatch({ type: 'sdStep', ...(dice ? { dice } : {}) });
                if (r.ok) setFaces('');
              }}
            >
              {parseFaces(faces) ? `${t('roll.useTyped', { n: faces.trim() })} · ` : ''}
              {t('sd.doStep')}
            </button>
            <button data-testid="sd.turn" disabled={!!result || !!choose} onClick={() => dispatch({ type: 'sdTurn' })}>
              {t('sd.doTurn')}
            </button>
            <button
              data-testid="sd.end"
              disabled={!!result || !!choose}
              onClick={() => dispatch({ type: 'sdRunToEnd' })}
            >
              {t('sd.doEnd')}
            </button>
            <button data-testid="sd.reset" onClick={() => dispatch({ type: 'sdReset' })}>
              {t('sd.reset')}
            </button>
          </div>
          {choose && (
            <div className="pending inline" data-testid="sd.choose">
              <p>{msg(choose.prompt)}</p>
              {choose.options.map((o) => (
                <button
                  key={o.id}
                  data-testid={`sd.choose.${o.id}`}
                  onClick={() => dispatch({ type: 'sdChooseTarget', targetId: o.id })}
                >
                  {msg(o.label)}
                </button>
              ))}
            </div>
          )}
          {result && (
            <p className={`sd-result ${result.winner}`} data-testid="sd.result">
              {result.winner === 'draw'
                ? t('sd.draw', { n: result.turn })
                : t(result.winner === 'pc' ? 'sd.pcWins' : 'sd.oppWins', { n: result.turn })}
              {result.mutual && ` ${t('sd.mutual')}`}
            </p>
          )}
          <OddsView battle={battle} />
        </section>
      )}
      <details className="sd-rulings" data-testid="sd.rulings">
        <summary>{t('sd.rulings')}</summary>
        <ul>
          {RULINGS.map((r) => (
            <li key={r.id}>
              <RuleChip id={r.id} /> {tr(r.title)} — {tr(r.ruling?.does ?? r.statement)}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
