/**
 * The player view: the board large and clean, the initiative order with the current turn, the last log
 * lines in large type, and any decision waiting for a player. No GM controls.
 */
import { memo, useEffect, useState } from 'react';
import { ShownRule } from '../rules/ShownRule';
import { useStore } from 'zustand';
import { FRAMINGS, type Framing, type PlayerStore } from '../../store';
import { BoardHost } from '../BoardHost';
import { useEnc, useT, useUi } from '../context';
import { setDocumentMeta } from '../documentMeta';
import { StagedPortrait } from '../chat/StagedPortrait';
import { ROW, turnRows, turnRowsMemo } from './turnRows';

export function PlayerApp({ player }: { player: PlayerStore }) {
  const { t, tr, msg, lang } = useT();
  const log = useStore(player, (s) => s.log);
  const frame = useStore(player, (s) => s.frame);
  const highContrast = useStore(player, (s) => s.highContrast);
  const connected = useStore(player, (s) => s.connected);
  const round = useEnc((s) => s.encounter.turns.round);
  const pending = useEnc((s) => s.encounter.pending);
  const name = useEnc((s) => s.encounter.name);
  const setLang = useUi((s) => s.setLang);
  const title = `${t('player.title')} — ${name}`;
  useEffect(() => setDocumentMeta(lang, title), [lang, title]);
  useEffect(() => {
    document.body.classList.toggle('high-contrast', highContrast);
  }, [highContrast]);
  return (
    <div className={`player-app ${highContrast ? 'high-contrast' : ''}`} data-testid="player-view">
      <div className="player-board">
        <BoardHost />
        <ShownRule />
        <StagedPortrait player={player} />
        {!connected && (
          <div className="notice player-wait" data-testid="player.waiting">
            {t('player.waiting')}
          </div>
        )}
        {pending && (
          <div className="pending player-pending" data-testid="player.pending">
            <h2>
              {t('pending.title')} <span className="rule-ids">{pending.ruleId}</span>
            </h2>
            <p>{msg(pending.prompt)}</p>
            <ul>
              {pending.options.map((o) => (
                <li key={o.id}>{msg(o.label)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <aside className="player-side">
        <h2>{name}</h2>
        <TurnOrder />
        {round > 0 && <p className="player-round">{t('init.round', { n: round })}</p>}
        <ol className="player-log" data-testid="player.log">
          {log.map((l, i) => (
            <li key={i}>{tr(l)}</li>
          ))}
        </ol>
        <div className="player-controls">
          <label className="field">
            <span>{t('player.frame')}</span>
            <select
              data-testid="player.frame"
              value={frame}
              onChange={(e) => player.getState().setFrame(e.target.value as Framing)}
            >
              {FRAMINGS.map((f) => (
                <option key={f} value={f}>
                  {t(`player.frame.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="check">
            <input
              type="checkbox"
              data-testid="player.contrast"
              checked={highContrast}
              onChange={(e) => player.getState().setHighContrast(e.target.checked)}
            />
            {t('player.contrast')}
          </label>
          <button data-testid="player.lang" onClick={() => setLang(lang === 'ja' ? 'en' : 'ja')}>
            {t('lang.switch')}
          </button>
        </div>
      </aside>
    </div>
  );
}

/**
 * The turn order (issue 33): rendered again only when a row's creature, name or side or the current turn changed —
 * a creature's move or hit points (every delta) leave it as it is. The rows are kept between states (`turnRows`):
 * reading them again for the same state, or for a change that left the order and its creatures alone, builds
 * nothing. Memoised: the view's own render (a new log line) leaves it alone.
 */
const TurnOrder = memo(function TurnOrder() {
  const [memo] = useState(turnRowsMemo);
  const rows = useEnc((s) => turnRows(s.encounter, memo));
  return (
    <ol className="player-init" data-testid="player.init">
      {rows.map((r) => {
        // The name last: whatever it holds, the fields before it split off first.
        const [id, side, current, ...name] = r.split(ROW) as [string, string, string, ...string[]];
        return <InitRow key={id} side={side} name={name.join(ROW)} current={current === '1'} />;
      })}
    </ol>
  );
});

/** One row of the turn order (re-rendered only when its creature's name, side or turn changed: issue 33). */
const InitRow = memo(function InitRow({ side, name, current }: { side: string; name: string; current: boolean }) {
  return (
    <li className={`side-${side} ${current ? 'current' : ''}`}>
      {current ? '▶ ' : ''}
      {name}
    </li>
  );
});
