/**
 * The parts of a player's page in a session (issue 20): the join form, the marks over the board (the player's
 * creatures ringed, the GM's pointer, pings), the token menu of what the GM's engine allows now, the square-pick
 * banner. The player's own decision, their dice, their requests' outcomes and a proposed move: PlayerAnswers.tsx.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { PlayerPick } from '../../app/session/player';
import { refusalIn } from '../../app/session/player';
import type { Menu, Peer, PlayerAction } from '../../net/protocol';
import type { CreatureId } from '../../rules';
import { creatureOf } from '../../rules';
import type { BoardView } from '../context';
import { useEnc, useServices, useT, useUi } from '../context';
import { routerOf } from '../../store';
import { RuleChip } from '../RuleChip';
import { st } from '../../i18n/session';

/** A touch screen (a phone, a tablet): the page says "tap" rather than "click" (issue 28). */
export function useTouch(): boolean {
  const get = () =>
    typeof window !== 'undefined' &&
    ((navigator.maxTouchPoints ?? 0) > 0 || !!window.matchMedia?.('(pointer: coarse)').matches);
  const [touch, setTouch] = useState(get);
  useEffect(() => {
    const m = window.matchMedia?.('(pointer: coarse)');
    const on = () => setTouch(get());
    m?.addEventListener?.('change', on);
    return () => m?.removeEventListener?.('change', on);
  }, []);
  return touch;
}

/** Where a floating panel of this size goes near `at`, whole on screen (8 px from every edge). */
export function placeOnScreen(
  at: { x: number; y: number },
  size: { width: number; height: number },
  view: { width: number; height: number },
): { left: number; top: number } {
  const m = 8;
  const within = (v: number, len: number, max: number) => Math.max(m, Math.min(v, max - len - m));
  // Beside the point (right, else left of it), below it, else above it.
  const left = at.x + 12 + size.width + m <= view.width ? at.x + 12 : at.x - 12 - size.width;
  const top = at.y + 12 + size.height + m <= view.height ? at.y + 12 : at.y - 12 - size.height;
  return { left: within(left, size.width, view.width), top: within(top, size.height, view.height) };
}

/** The join form: the player's name (kept on this device), asked once. */
export function JoinForm({ initialName, onJoin }: { initialName: string; onJoin: (name: string) => void }) {
  const lang = useUi((s) => s.lang);
  const [name, setName] = useState(initialName);
  return (
    <form
      className="session-join"
      data-testid="player.join"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) onJoin(name.trim());
      }}
    >
      <h1>{st(lang, 'pl.joinTitle')}</h1>
      <label className="field">
        <span>{st(lang, 'pl.name')}</span>
        <input
          data-testid="player.name"
          autoFocus
          maxLength={40}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <button className="primary" type="submit" data-testid="player.joinGo" disabled={!name.trim()}>
        {st(lang, 'pl.join')}
      </button>
    </form>
  );
}

/** Re-render when the board's camera or tokens move. */
function useBoardTick(board: () => BoardView | null): void {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let off: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const attach = () => {
      const b = board();
      if (b) off = b.onViewChange(tick);
      else timer = setTimeout(attach, 100);
    };
    attach();
    return () => {
      off?.();
      if (timer) clearTimeout(timer);
    };
  }, [board]);
}

/** Marks over the board: rings around the player's creatures, the GM's pointer, pings (fading). */
export function BoardMarks({
  board,
  mine,
  gmPointer,
  pings,
  pointers = [],
}: {
  board: () => BoardView | null;
  mine: readonly CreatureId[];
  gmPointer: { x: number; y: number } | null;
  pings: readonly { key: string; from: Peer; at: { x: number; y: number }; t: number }[];
  /** Other pointers with their names (the GM's window shows its players'). */
  pointers?: readonly { key: string; name: string; at: { x: number; y: number } }[];
}) {
  const lang = useUi((s) => s.lang);
  useEnc((s) => s.revision);
  useBoardTick(board);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (pings.length === 0) return;
    const t = setTimeout(tick, 500);
    return () => clearTimeout(t);
  });
  const b = board();
  if (!b) return null;
  // The discs only (not their labels): the ring is a circle around the token.
  const boxes = b.tokenBoxes(mine, { labels: false });
  const at = (p: { x: number; y: number }) => {
    // Fractional squares: the centre of square (0,0) and the step between centres give the point.
    const o = b.squareToClient(0, 0);
    const one = b.squareToClient(1, 1);
    return { left: o.x + (p.x - 0.5) * (one.x - o.x), top: o.y + (p.y - 0.5) * (one.y - o.y) };
  };
  const now = Date.now();
  return (
    <div className="board-marks" aria-hidden="true">
      {[...boxes.entries()].map(([id, r]) => (
        <div
          key={id}
          className="mine-ring"
          data-testid={`player.mine.${id}`}
          style={{ left: r.left - 4, top: r.top - 4, width: r.width + 8, height: r.height + 8 }}
        />
      ))}
      {gmPointer && (
        <div className="peer-pointer gm" data-testid="player.gmPointer" style={at(gmPointer)}>
          <span>{st(lang, 'pl.gmPointer')}</span>
        </div>
      )}
      {pointers.map((p) => (
        <div key={p.key} className="peer-pointer player" data-testid="session.pointer" style={at(p.at)}>
          <span>{p.name}</span>
        </div>
      ))}
      {pings
        .filter((p) => now - p.t < 2500)
        .map((p) => (
          <div key={p.key} className={`peer-ping ${p.from.role}`} data-testid="player.ping" style={at(p.at)} />
        ))}
    </div>
  );
}

/** The token menu: what the GM's engine allows for this creature now (asked when it opens). */
export function PlayerTokenMenu({
  creatureId,
  at,
  answer,
  failed,
  onPerform,
  onClose,
  onRetry,
}: {
  creatureId: CreatureId;
  at: { x: number; y: number } | null;
  answer: Menu | null;
  failed: boolean;
  onPerform: (a: PlayerAction) => void;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { tr, lang } = useT();
  const name = useEnc((s) => creatureOf(s.encounter, creatureId)?.name ?? '');
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const [, relayout] = useReducer((n: number) => n + 1, 0);
  const ui = useServices().ui;
  useEffect(() => {
    // Esc closes the menu: a layer over the board, first in the window's one input path (issue 31).
    const router = routerOf(ui);
    const offs = [
      router.set('above', (e) => {
        if (e.key !== 'Escape') return false;
        onClose();
        return true;
      }),
      router.attach(window),
    ];
    window.addEventListener('resize', relayout);
    return () => {
      offs.forEach((off) => off());
      window.removeEventListener('resize', relayout);
    };
  }, [onClose, ui]);
  // Placed once its size is known, whole on screen (issue 28: it opened at x = −202 on a phone).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !at) return setPlace(null);
    const r = el.getBoundingClientRect();
    const p = placeOnScreen(at, r, { width: window.innerWidth, height: window.innerHeight });
    setPlace((old) => (old && old.left === p.left && old.top === p.top ? old : p));
  });
  const style = at ? (place ?? { left: 8, top: 8, visibility: 'hidden' as const }) : undefined;
  return (
    <div
      ref={ref}
      className={`player-menu ${at ? 'floating' : ''}`}
      role={answer && answer.actions.length > 0 ? 'menu' : 'dialog'}
      data-testid="player.menu"
      data-creature={creatureId}
      style={style}
      aria-label={st(lang, 'pl.menuFor', { name })}
    >
      <div className="row">
        <strong>{st(lang, 'pl.menuFor', { name })}</strong>
        <button className="link" data-testid="player.menu.close" onClick={onClose} aria-label={st(lang, 'pl.cancel')}>
          ✕
        </button>
      </div>
      {!answer && !failed && <p className="muted small">{st(lang, 'pl.asking')}</p>}
      {failed && (
        <p className="small">
          {st(lang, 'pl.menuFailed')}{' '}
          <button className="link" onClick={onRetry}>
            {st(lang, 'pl.rejoin')}
          </button>
        </p>
      )}
      {answer && answer.away && <p className="small">{st(lang, 'pl.gmAway')}</p>}
      {answer && !answer.away && answer.actions.length === 0 && !answer.why && (
        <p className="muted small">{st(lang, 'pl.nothing')}</p>
      )}
      {answer && !answer.away && answer.actions.length === 0 && answer.why && (
        <p className="small refusal" data-testid="player.menu.why">
          {st(lang, 'pl.whyNothing', { name })} {withoutRuleId(refusalIn(answer.why, lang), answer.why.ruleId)}{' '}
          {answer.why.ruleId && <RuleChip id={answer.why.ruleId} />}
        </p>
      )}
      {answer &&
        answer.actions.map((a) => (
          <button key={a.id} role="menuitem" data-testid={`player.menu.${a.id}`} onClick={() => onPerform(a)}>
            {tr(a.label)}
          </button>
        ))}
    </div>
  );
}

/** A square pick in progress: its prompt, and Cancel. */
export function PickBanner({ pick, onCancel }: { pick: PlayerPick; onCancel: () => void }) {
  const { tr, lang } = useT();
  const touch = useTouch();
  return (
    <div className="player-pick notice" role="status" data-testid="player.pick">
      <span>
        {pick.action.pick && <>{tr(pick.action.pick.prompt)} </>}
        {st(lang, touch ? 'pl.pickHint.touch' : 'pl.pickHint')}
      </span>
      <button data-testid="player.pick.cancel" onClick={onCancel}>
        {st(lang, 'pl.cancel')}
      </button>
    </div>
  );
}

/** A refusal's text without its closing "(rule id)": the rule chip beside it shows the id (and opens the rule). */
export function withoutRuleId(text: string, ruleId: string | undefined): string {
  if (!ruleId) return text;
  const esc = ruleId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`\\s*[（(]${esc}[)）]([。.]?)\\s*$`), '$1');
}
