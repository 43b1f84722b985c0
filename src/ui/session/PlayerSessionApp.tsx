/**
 * A player's page in a session: the board as the player view shows it (the shared board host), their creatures
 * ringed, the token menu of what they may do now, their decision, their dice, the initiative order and the last
 * log lines, and the language of their choice. Everything they do is a request the GM's tab judges.
 */
import { useEffect } from 'react';
import { ShownRule } from '../rules/ShownRule';
import { useStore } from 'zustand';
import type { PlayerSession } from '../../app/session/player';
import { creatureOf } from '../../rules';
import type { PlayerStore } from '../../store';
import { BoardHost } from '../BoardHost';
import { useEnc, useServices, useT, useUi } from '../context';
import { BoardMarks, OutcomeList, PickBanner, PlayerDecision, PlayerDice, PlayerTokenMenu } from './PlayerParts';
import { st, type SessionKey } from './texts';
import './session.css';

export function PlayerSessionApp({ session, player }: { session: PlayerSession; player: PlayerStore }) {
  const { t, tr, lang } = useT();
  const svc = useServices();
  const s = useStore(session.state);
  const log = useStore(player, (p) => p.log);
  const follow = useStore(player, (p) => p.follow);
  const turns = useEnc((e) => e.encounter.turns);
  const pending = useEnc((e) => e.encounter.pending);
  const name = useEnc((e) => e.encounter.name);
  const enc = useEnc((e) => e.encounter);
  const setLang = useUi((u) => u.setLang);
  useEffect(() => {
    document.title = `${st(lang, 'pl.joinTitle')} — ${name}`;
    document.documentElement.lang = lang;
  }, [lang, name]);
  const mine = s.mine.flatMap((id) => {
    const c = creatureOf(enc, id);
    return c ? [{ id, name: c.name }] : [];
  });
  const controlled = session.controlled();
  const board = svc.board ?? (() => null);
  return (
    <div className="player-app session-player" data-testid="player-view" data-status={s.status} data-rev={s.rev}>
      <div className="player-board">
        <BoardHost />
        <ShownRule />
        <BoardMarks board={board} mine={s.mine} gmPointer={s.gmPointer} pings={s.pings} />
        {s.status !== 'open' && (
          <div className="notice player-wait" data-testid="player.status" data-status={s.status}>
            {st(lang, `pl.status.${s.status}` as SessionKey)}
            {s.status === 'closed' && s.closedBy && <> — {st(lang, `pl.closed.${s.closedBy}` as SessionKey)}</>}
            {s.status === 'retrying' && s.full && <> — {st(lang, 'pl.full')}</>}
          </div>
        )}
        {s.status === 'open' && !s.gmOnline && (
          <div className="notice player-wait" data-testid="player.gmAway">
            {st(lang, 'pl.gmAway')}
          </div>
        )}
        {s.badView && <div className="notice player-wait error">{st(lang, 'pl.badView')}</div>}
        {s.pick && <PickBanner pick={s.pick} onCancel={() => session.cancelPick()} />}
        {s.menu && (
          <PlayerTokenMenu
            creatureId={s.menu.creatureId}
            at={s.menu.at}
            answer={s.menu.answer}
            failed={s.menu.failed}
            onPerform={(a) => s.menu && session.perform(a, s.menu.creatureId)}
            onClose={() => session.closeMenu()}
            onRetry={() => s.menu && session.openMenu(s.menu.creatureId, s.menu.at)}
          />
        )}
      </div>
      <aside className="player-side">
        <div className="row session-who">
          <span className={`dot ${s.status === 'open' ? 'on' : 'off'}`} aria-hidden="true" />
          <strong data-testid="player.me">{s.name}</strong>
          <span className="muted small" data-testid="player.connection">
            {st(lang, `pl.status.${s.status}` as SessionKey)}
          </span>
          <button
            data-testid="player.lang"
            onClick={() => {
              const l = lang === 'ja' ? 'en' : 'ja';
              setLang(l);
              session.setLang(l);
            }}
          >
            {t('lang.switch')}
          </button>
        </div>
        <h2>{name}</h2>
        <section className="player-mine" data-testid="player.mineList">
          <h3>{st(lang, 'pl.mine')}</h3>
          {mine.length === 0 && <p className="muted small">{st(lang, 'pl.noneYet')}</p>}
          {mine.length > 0 && (
            <p className="muted small" data-testid="player.hint">
              {st(lang, 'pl.hint')}
            </p>
          )}
          <ul>
            {mine.map((c) => (
              <li key={c.id}>
                <button data-testid={`player.act.${c.id}`} onClick={() => session.openMenu(c.id, null)}>
                  {c.name} — {st(lang, 'pl.actions')}
                </button>
              </li>
            ))}
          </ul>
          {s.waiting > 0 && (
            <p className="small" data-testid="player.waiting">
              {st(lang, 'pl.waitingN', { n: s.waiting })}
            </p>
          )}
        </section>
        {pending && (
          <PlayerDecision
            pending={pending}
            mine={!!pending.chooserId && controlled.has(pending.chooserId)}
            onDecide={(o, d) => session.decide(o, d)}
          />
        )}
        <OutcomeList outcomes={s.outcomes} />
        <PlayerDice creatures={mine} onRoll={(e, by, dice) => session.roll(e, by, dice)} />
        <ol className="player-init" data-testid="player.init">
          {turns.order.map((id, i) => {
            const c = creatureOf(enc, id);
            if (!c) return null;
            return (
              <li
                key={id}
                className={`side-${c.side} ${i === turns.current ? 'current' : ''} ${s.mine.includes(id) ? 'mine' : ''}`}
              >
                {i === turns.current ? '▶ ' : ''}
                {c.name}
              </li>
            );
          })}
        </ol>
        {turns.round > 0 && <p className="player-round">{t('init.round', { n: turns.round })}</p>}
        <ol className="player-log" data-testid="player.log">
          {log.map((l, i) => (
            <li key={i}>{tr(l)}</li>
          ))}
        </ol>
        <label className="check">
          <input
            type="checkbox"
            data-testid="player.follow"
            checked={follow}
            onChange={(e) => player.getState().setFollow(e.target.checked)}
          />
          {t('player.follow')}
        </label>
      </aside>
    </div>
  );
}
