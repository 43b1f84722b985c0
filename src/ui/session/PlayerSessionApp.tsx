/**
 * A player's page in a session: the board as the player view shows it (the shared board host), their creatures
 * ringed, the token menu of what they may do now, their decision, their dice, the initiative order and the last
 * log lines, and the language of their choice. Everything they do is a request the GM's tab judges.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRulesUi } from '../rules/rulesUi';
import { ShownRule } from '../rules/ShownRule';
import { useStore } from 'zustand';
import type { PlayerSession } from '../../app/session/player';
import { creatureOf } from '../../rules';
import type { PlayerStore } from '../../store';
import { BoardHost } from '../BoardHost';
import { useEnc, useServices, useT, useUi } from '../context';
import { BoardMarks, PickBanner, PlayerTokenMenu, useTouch } from './PlayerParts';
import { OutcomeList, PlayerDecision, PlayerDice, ProposalBar } from './PlayerAnswers';
import { st, type SessionKey } from '../../i18n/session';
import { PlayerPalette } from './PlayerPalette';
import { PlayerChat, PlayerStage } from '../chat/PlayerChat';
import './session.css';

const RulesPanel = lazy(() => import('../rules/RulesPanel').then((m) => ({ default: m.RulesPanel })));

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
  const touch = useTouch();
  const activeId = turns.order[turns.current];
  const active = activeId ? creatureOf(enc, activeId) : undefined;
  const yourTurn = !!activeId && (s.mine.includes(activeId) || controlled.has(activeId));
  const myDecision = !!pending && !!pending.chooserId && controlled.has(pending.chooserId);
  const squaresToPick = !!s.pick || !!s.proposal || (myDecision && pending.options.some((o) => o.square));
  // The sheet (phones and tablets in portrait): pulled up to read and roll, down to see the board. A pick, a
  // proposed move or a decision on squares lowers it so the squares are free to tap.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (squaresToPick) setOpen(false);
  }, [squaresToPick]);
  const drag = useRef<{ y: number; used: boolean } | null>(null);
  // Every rule chip on the page (a refusal, a decision, an empty menu) opens the rules reference here (issue 28).
  const rulesOpen = useRulesUi((r) => r.open);
  // A new decision is read from its start (its prompt and "tap a highlighted square"), wherever the sheet was.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pending) body.current?.scrollTo?.({ top: 0 });
  }, [pending]);
  const mineHint = touch ? 'pl.hint.touch' : 'pl.hint';
  return (
    <div
      className="player-app session-player"
      data-testid="player-view"
      data-status={s.status}
      data-rev={s.rev}
      data-sheet={open ? 'open' : 'peek'}
      data-touch={touch ? '1' : '0'}
    >
      <header className="player-top" data-testid="player.top">
        <span className={`dot ${s.status === 'open' ? 'on' : 'off'}`} aria-hidden="true" />
        <span className="player-turn" data-testid="player.turn">
          {turns.round > 0 && <span className="muted round">{t('init.round', { n: turns.round })} · </span>}
          {active ? st(lang, 'pl.turn', { name: active.name }) : st(lang, 'pl.noTurn')}
        </span>
        {yourTurn && (
          <strong className="your-turn" data-testid="player.yourTurn">
            {st(lang, 'pl.yourTurn')}
          </strong>
        )}
        <button
          className="player-fit"
          data-testid="player.fit"
          onClick={() => svc.fitBoard()}
          aria-label={t('toolbar.fit')}
          title={t('toolbar.fit')}
        >
          ⤢
        </button>
      </header>
      <section className="player-bars" aria-label={st(lang, 'pl.bars')}>
        {s.pick && <PickBanner pick={s.pick} onCancel={() => session.cancelPick()} />}
        {s.proposal && (
          <ProposalBar
            proposal={s.proposal}
            onGo={() => {
              previewOff(svc);
              session.confirmProposal();
            }}
            onCancel={() => {
              previewOff(svc);
              session.propose(null);
            }}
          />
        )}
      </section>
      <main className="player-board" aria-label={st(lang, 'pl.board')}>
        <BoardHost />
        <ShownRule />
        <BoardMarks board={board} mine={s.mine} gmPointer={s.gmPointer} pings={s.pings} />
        <PlayerStage session={session} player={player} />
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
      </main>
      <aside className="player-side player-sheet" aria-label={st(lang, 'pl.sheet')} data-testid="player.sheet">
        <button
          className="sheet-handle"
          data-testid="player.sheet.handle"
          aria-expanded={open}
          onPointerDown={(e) => (drag.current = { y: e.clientY, used: false })}
          onPointerUp={(e) => {
            const d = drag.current;
            if (!d) return;
            const dy = e.clientY - d.y;
            if (Math.abs(dy) >= 24) {
              d.used = true;
              setOpen(dy < 0);
            }
          }}
          onClick={() => {
            if (drag.current?.used) {
              drag.current = null;
              return;
            }
            drag.current = null;
            setOpen(!open);
          }}
        >
          <span className="grip" aria-hidden="true" />
          {open ? st(lang, 'pl.sheetClose') : st(lang, 'pl.sheetOpen')}
        </button>
        <div className="sheet-body" ref={body}>
          {pending && <PlayerDecision pending={pending} mine={myDecision} onDecide={(o, d) => session.decide(o, d)} />}
          <div className="row session-who">
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
          <h1 className="player-title">{name}</h1>
          <section className="player-mine" data-testid="player.mineList">
            <h2>{st(lang, 'pl.mine')}</h2>
            {mine.length === 0 && <p className="muted small">{st(lang, 'pl.noneYet')}</p>}
            {mine.length > 0 && (
              <p className="muted small" data-testid="player.hint">
                {st(lang, mineHint)}
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
          <OutcomeList outcomes={s.outcomes} />
          <PlayerDice
            creatures={mine}
            onRoll={(e, by, dice) => session.roll(e, by, dice)}
            palette={(by) => (
              <PlayerPalette
                owner={by}
                onRoll={(e, who) => session.roll(e, who, null)}
                onRequest={(command, what) => session.request(command, what)}
              />
            )}
          />
          <PlayerChat session={session} player={player} creatures={mine} />
          <ol className="player-init" data-testid="player.init" aria-label={st(lang, 'pl.order')}>
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
          <ol className="player-log" data-testid="player.log" aria-label={st(lang, 'pl.log')}>
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
        </div>
      </aside>
      {rulesOpen && (
        <Suspense fallback={null}>
          <RulesPanel forPlayer />
        </Suspense>
      )}
    </div>
  );
}

/** The board's drag preview off (a proposal answered). */
function previewOff(svc: ReturnType<typeof useServices>): void {
  svc.ui.getState().setPreview(null);
}
