/**
 * The selected Tenkai character: gauges, AP menu (TK-TURN-5, from `apMenu`), band change (TK-ALT-2), riding
 * (TK-MNT-3), full move (TK-MNT-2), glider / armour modes (TK-GLD-*, TK-ARM-3) and the attack panel.
 * Moves on the board are drags: the engine charges AP for them during a round.
 */
import { useState } from 'react';
import { carriedIds, creatureOf } from '../../rules';
import {
  apMenu,
  tokenInfo,
  TK_ARMOUR_MODES,
  TK_BANDS,
  TK_GLIDER_MODES,
  type TkApAction,
  type TkArmourMode,
  type TkBand,
  type TkGliderMode,
} from '../../rules/tenkai';
import { TK_AP_ACTION_LABELS, TK_BAND_LABELS, TK_GLIDER_MODE_LABELS } from '../../i18n/systems/tenkai';
import { count } from '../../i18n';
import { useDispatch, useT } from '../context';
import { ActionButton } from '../actions/ActionButton';
import { mountable } from './actions';
import { RuleChip } from '../RuleChip';
import { Gauges } from './Gauges';
import { StatusPanel } from './StatusPanel';
import { useTkEnc } from './useTkEnc';

export function CharacterPanel({ id }: { id: string }) {
  const { t, tr, d, lang } = useT();
  const dispatch = useDispatch();
  const enc = useTkEnc();
  const [action, setAction] = useState<TkApAction>('attack');
  const [times, setTimes] = useState('1');
  const c = enc ? creatureOf(enc, id) : undefined;
  const info = enc ? tokenInfo(enc, id) : null;
  if (!enc || !c || !info) return null;
  const tk = c.sys;
  const menu = apMenu(enc, id);
  const row = menu.find((r) => r.action === action);
  const band = info.band;
  const bi = TK_BANDS.indexOf(band);
  const nextBands = TK_BANDS.filter((_, i) => Math.abs(i - bi) === 1);
  const mount = c.mountId ? creatureOf(enc, c.mountId) : undefined;
  const riders = carriedIds(enc, id).flatMap((x) => creatureOf(enc, x) ?? []);
  const partners = tk.role === 'character' && !c.mountId ? mountable(enc, c) : [];
  const cost = (r: (typeof menu)[number]) => ('ap' in r.cost ? `${r.cost.ap}` : count(r.cost.turns, 'turn', lang));
  return (
    <div className="tk-char" data-testid="tk.char">
      <div className="row">
        <strong>{c.name}</strong>
        <span className={`tk-band-tag band-${band}`} data-testid="tk.char.band">
          {tr(TK_BAND_LABELS[band])}
        </span>
        <span className="tag">{t(`tk.role.${tk.role}`)}</span>
        {info.acting && <span className="tag tk-acting">{t('tk.state.current')}</span>}
        {info.blockedBy && <RuleChip id={info.blockedBy} />}
      </div>
      {mount && (
        <p className="riding-note" data-testid="tk.char.riding">
          {t('tk.ridingOn', { name: mount.name })}
        </p>
      )}
      {riders.length > 0 && <p className="riding-note">{t('tk.carries', { names: d.names(riders) })}</p>}
      <Gauges info={info} id={id} />
      <h3>
        {t('tk.actions')} <RuleChip id="TK-TURN-5" />
      </h3>
      <div className="row">
        <select
          data-testid="tk.ap.action"
          value={action}
          onChange={(e) => setAction(e.target.value as TkApAction)}
          aria-label={t('tk.actions')}
        >
          {menu.map((r) => (
            <option key={r.action} value={r.action} disabled={!r.affordable}>
              {tr(TK_AP_ACTION_LABELS[r.action])} — {cost(r)}
            </option>
          ))}
        </select>
        <input
          className="tk-times"
          data-testid="tk.ap.times"
          type="number"
          min={1}
          max={20}
          value={times}
          onChange={(e) => setTimes(e.target.value)}
          aria-label="×"
        />
        <button
          data-testid="tk.ap.spend"
          disabled={!row?.affordable}
          onClick={() =>
            dispatch({ type: 'tkSpendAp', id, action, times: Math.max(1, Math.trunc(Number(times)) || 1) })
          }
        >
          {t('tk.spend')}
        </button>
      </div>
      <div className="row">
        <ActionButton id="tk.attack" subject={id} testId="tk.attack.open" showKey always>
          ⚔ {t('tk.attack')}
        </ActionButton>
        <ActionButton id="tk.fullMove" subject={id} testId="tk.fullmove" showKey />
      </div>
      {!c.mountId && (
        <div className="row">
          <span className="small muted">{t('tk.changeBand')}</span>
          {nextBands.map((b: TkBand) => (
            <ActionButton
              key={b}
              id={TK_BANDS.indexOf(b) > bi ? 'tk.bandUp' : 'tk.bandDown'}
              subject={id}
              testId={`tk.band-change.${b}`}
              showKey
              always
            >
              {TK_BANDS.indexOf(b) > bi ? '↑' : '↓'} {tr(TK_BAND_LABELS[b])}
            </ActionButton>
          ))}
          <RuleChip id="TK-ALT-2" />
        </div>
      )}
      {(mount || partners.length > 0) && (
        <div className="row">
          {partners.map((p) => (
            <button
              key={p.id}
              data-testid={`tk.mount.${p.id}`}
              onClick={() => dispatch({ type: 'tkMountPartner', riderId: id, partnerId: p.id })}
            >
              {t('tk.mount', { name: p.name })}
            </button>
          ))}
          {mount && <ActionButton id="tk.dismount" subject={id} testId="tk.dismount" showKey always />}
          <RuleChip id="TK-MNT-3" />
        </div>
      )}
      {tk.glider && (
        <div className="field">
          <span>
            {t('tk.gliderMode')} <RuleChip id="TK-GLD-2" />
          </span>
          <select
            data-testid="tk.glider.mode"
            aria-label={t('tk.gliderMode')}
            value={tk.glider.mode}
            onChange={(e) => dispatch({ type: 'tkGliderMode', id, mode: e.target.value as TkGliderMode })}
          >
            {TK_GLIDER_MODES.map((m) => (
              <option key={m} value={m}>
                {tr(TK_GLIDER_MODE_LABELS[m])}
              </option>
            ))}
          </select>
        </div>
      )}
      {tk.armour && (
        <div className="field">
          <span>
            {t('tk.armourMode')} <RuleChip id="TK-ARM-3" />
          </span>
          <select
            data-testid="tk.armour.mode"
            aria-label={t('tk.armourMode')}
            value={tk.armour.mode}
            onChange={(e) => dispatch({ type: 'tkArmourMode', id, mode: e.target.value as TkArmourMode })}
          >
            {TK_ARMOUR_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`tk.mode.${m}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <StatusPanel id={id} />
    </div>
  );
}
