/**
 * The select tool: idle → pointing (pressed on a token) → dragging (moved past the click slop), or panning
 * (pressed on empty ground). A click selects (clicking a shared square again cycles rider → passengers → mount);
 * a drag previews by a dry run of the very command the drop sends:
 * - a move (`moveCreature`), the engine's path and cost or its refusal;
 * - with `Alt`, the GM's hand (`placeCreature`): only the space is checked; a carried creature's mount is placed,
 *   carrying it (the preview says so);
 * - over a creature that could carry the dragged one, an offer to mount (the rule system's own query through the
 *   board registry): the drop sends nothing and puts the offer in the UI store for a panel to show;
 * - `Alt`+click without moving (on a token or the ground), or a press held still for {@link LONG_PRESS_MS}: a
 *   ping at the square (issue 17; an `Alt`-drag is still the GM's placement).
 */
import { cmd, creatureOf, type Command, type Creature, type CreatureId, type Encounter, type Point } from '../../rules';
import type { KeyInput, MountOffer, MovePreview } from '../../store';
import { boardText } from '../boardText';
import { movePreview, stackAt } from '../stacks';
import { boardSystemOf } from '../systems';
import { CLICK_SLOP, LONG_PRESS_MS, PanGesture, type PointerInput, type Tool, type ToolContext } from './types';

type State =
  | { kind: 'idle' }
  | { kind: 'pointing'; id: CreatureId; sx: number; sy: number; grab: Point; picked: boolean }
  | {
      kind: 'dragging';
      id: CreatureId;
      grab: Point;
      last: string;
      at: Point;
      alt: boolean;
      offer: MountOffer | null;
      targets: CreatureId[];
    }
  | { kind: 'panning'; pan: PanGesture };

/** The creatures under a drop at `to` that might carry `mover` (standing ones, not its own mount), top first. */
export function dropTargets(enc: Encounter, mover: Creature, to: Point): Creature[] {
  return stackAt(enc, to).filter((o) => !o.mountId && o.id !== mover.id && o.id !== mover.mountId);
}

/** The first of `targets` the rule system would let `mover` get on now, as an offer (or null). */
export function mountOfferAt(
  enc: Encounter,
  mover: Creature,
  targets: readonly CreatureId[],
  dryRun: (c: Command) => ReturnType<Parameters<typeof movePreview>[0]>,
): MountOffer | null {
  const ask = boardSystemOf(enc.system).mountOffer;
  if (!ask) return null;
  for (const id of targets) {
    const m = creatureOf(enc, id);
    const o = m ? ask(enc as Parameters<typeof ask>[0], mover.id, m.id, dryRun) : null;
    if (m && o)
      return { id: mover.id, mountId: m.id, at: { ...m.pos }, asPassenger: o.asPassenger, choices: o.choices };
  }
  return null;
}

export class SelectTool implements Tool {
  private s: State = { kind: 'idle' };
  /** The press, while it may still become a ping (Alt+click, long press): where, and the long-press timer. */
  private press: {
    sq: Point;
    x: number;
    y: number;
    timer: ReturnType<typeof setTimeout> | null;
    pinged: boolean;
  } | null = null;
  constructor(private readonly ctx: ToolContext) {}

  private endPress(): void {
    if (this.press?.timer) clearTimeout(this.press.timer);
    this.press = null;
  }

  get state(): string {
    return `select.${this.s.kind}`;
  }

  /** The token grabbed by a press on `stack`: the selected one if it is there, else the top one. */
  private grabbedAt(stack: Creature[]): Creature | undefined {
    const sel = this.ctx.ui.getState().selectedId;
    return stack.find((c) => c.id === sel) ?? stack[stack.length - 1];
  }

  down(e: PointerInput, sq: Point): void {
    const { enc, ui, host } = this.ctx;
    this.endPress();
    const press = {
      sq,
      x: e.clientX,
      y: e.clientY,
      timer: null as ReturnType<typeof setTimeout> | null,
      pinged: false,
    };
    press.timer = setTimeout(() => {
      press.timer = null;
      if (this.press !== press || this.s.kind === 'dragging') return;
      press.pinged = true;
      ui.getState().ping(sq);
    }, LONG_PRESS_MS);
    this.press = press;
    const all = enc.getState().encounter;
    const u = ui.getState();
    const stack = stackAt(all, sq);
    const pc = creatureOf(all, host.pickAt?.(e.clientX, e.clientY) ?? null);
    // A rider drawn on its selected mount: grab the mount (the selected one wins, as in a shared square).
    const picked = pc?.mountId && pc.mountId === u.selectedId ? creatureOf(all, u.selectedId) : pc;
    const c = picked ?? this.grabbedAt(stack);
    if (picked) {
      // A token of a fanned-out stack: exactly this one, whichever square it is drawn over.
      this.s = { kind: 'pointing', id: picked.id, sx: e.clientX, sy: e.clientY, grab: { x: 0, y: 0 }, picked: true };
    } else if (c) {
      const base = c.mountId ? (creatureOf(all, c.mountId)?.pos ?? c.pos) : c.pos;
      this.s = {
        kind: 'pointing',
        id: c.id,
        sx: e.clientX,
        sy: e.clientY,
        grab: { x: sq.x - base.x, y: sq.y - base.y },
        picked: false,
      };
    } else this.s = { kind: 'panning', pan: new PanGesture(host, e) };
  }

  move(e: PointerInput): void {
    const s = this.s;
    if (this.press && Math.hypot(e.clientX - this.press.x, e.clientY - this.press.y) > CLICK_SLOP) this.endPress();
    if (s.kind === 'panning') return s.pan.move(e);
    if (s.kind === 'pointing' && Math.hypot(e.clientX - s.sx, e.clientY - s.sy) > CLICK_SLOP) {
      this.s = {
        kind: 'dragging',
        id: s.id,
        grab: s.grab,
        last: '',
        at: { x: 0, y: 0 },
        alt: false,
        offer: null,
        targets: [],
      };
      this.ctx.ui.getState().select(s.id);
    }
    const d = this.s;
    if (d.kind !== 'dragging') return;
    const sq = this.ctx.host.toSquare(e.clientX, e.clientY);
    d.at = { x: sq.x - d.grab.x, y: sq.y - d.grab.y };
    this.preview(!!e.altKey);
  }

  modifiers(e: { altKey: boolean }): void {
    if (this.s.kind === 'dragging') this.preview(e.altKey);
  }

  /** Ask the engine what the drop would do (only when the square or Alt changed). */
  private preview(alt: boolean): void {
    const d = this.s;
    if (d.kind !== 'dragging') return;
    const key = `${d.at.x},${d.at.y},${alt}`;
    if (key === d.last) return;
    d.last = key;
    d.alt = alt;
    d.offer = null;
    d.targets = [];
    const { enc, ui } = this.ctx;
    const state = enc.getState();
    const all = state.encounter;
    const dryRun = (c: Command) => state.preview(c);
    const mover = creatureOf(all, d.id);
    if (!mover) return;
    let p: MovePreview;
    if (alt) p = placePreview(all, mover, d.at, dryRun);
    else {
      d.targets = dropTargets(all, mover, d.at).map((o) => o.id);
      const o = mountOfferAt(all, mover, d.targets, dryRun);
      const m = o ? creatureOf(all, o.mountId) : undefined;
      if (o && m) {
        d.offer = o;
        p = {
          id: mover.id,
          to: d.at,
          path: [],
          cost: 0,
          legal: true,
          via: 'mount',
          mountId: m.id,
          label: boardText(o.asPassenger ? 'mountPassenger' : 'mount', { name: m.name }),
        };
      } else p = movePreview(dryRun, d.id, d.at);
    }
    ui.getState().setPreview(p);
  }

  up(e: PointerInput): void {
    const s = this.s;
    this.s = { kind: 'idle' };
    const { enc, ui, host } = this.ctx;
    const u = ui.getState();
    const press = this.press;
    this.endPress();
    // A ping: held still long enough (already shown), or Alt+click without moving.
    if (press?.pinged) return;
    if (
      press &&
      e.altKey &&
      s.kind !== 'dragging' &&
      Math.hypot(e.clientX - press.x, e.clientY - press.y) <= CLICK_SLOP
    ) {
      u.ping(press.sq);
      return;
    }
    if (s.kind === 'panning' || s.kind === 'idle') return;
    if (s.kind === 'pointing') {
      if (s.picked) return u.select(s.id);
      // A click: select; clicking a shared square again cycles rider → passengers → mount.
      const stack = stackAt(enc.getState().encounter, host.toSquare(e.clientX, e.clientY));
      const i = stack.findIndex((c) => c.id === u.selectedId);
      const next = i >= 0 ? stack[(i + 1) % stack.length] : stack[0];
      return u.select(next?.id ?? null);
    }
    // Dropped.
    if (!!e.altKey !== s.alt) this.preview(!!e.altKey);
    const p = u.preview;
    u.setPreview(null);
    if (!p || p.id !== s.id) return;
    const all = enc.getState().encounter;
    const c = creatureOf(all, p.id);
    if (!c) return;
    if (p.via === 'place') {
      const placed = creatureOf(all, p.placedId ?? p.id);
      if (placed && (placed.pos.x !== p.to.x || placed.pos.y !== p.to.y))
        enc.getState().dispatch({ type: 'placeCreature', id: placed.id, to: p.to });
      return;
    }
    if (p.via === 'mount' && s.offer) {
      u.setMountOffer(s.offer);
      return;
    }
    if (p.to.x === c.pos.x && p.to.y === c.pos.y && !c.mountId) return;
    // Always ask the engine: it owns the rule and writes the reason (with rule id) when it refuses.
    const r = enc.getState().dispatch(cmd('moveCreature', { id: p.id, to: p.to }));
    if (!r.ok) {
      // A rider dragged alone: explain and offer to dismount (MC-MOVE-1) or to move its mount there instead.
      if (c.mountId && p.reason)
        u.setMounted({
          offer: { id: c.id, reason: p.reason, to: p.to, ...(p.ruleId ? { ruleId: p.ruleId } : {}) },
        });
      return;
    }
    // Moved into a creature's square (a stacking system): may it get on now (Tenkai: ride the partner)?
    if (s.targets.length) {
      const now = enc.getState();
      const moved = creatureOf(now.encounter, c.id);
      const o = moved ? mountOfferAt(now.encounter, moved, s.targets, (x) => now.preview(x)) : null;
      if (o) u.setMountOffer(o);
    }
  }

  cancel(): void {
    this.endPress();
    if (this.s.kind === 'dragging') this.ctx.ui.getState().setPreview(null);
    this.s = { kind: 'idle' };
  }

  /** Esc: drop the drag (its preview) or the mount offer; with nothing in hand, unselect. */
  key(e: KeyInput): boolean {
    if (e.key !== 'Escape') return false;
    const u = this.ctx.ui.getState();
    const busy = this.s.kind !== 'idle' || !!u.mountOffer || !!u.preview;
    this.cancel();
    u.openMenu(null);
    if (u.preview) u.setPreview(null);
    if (u.mountOffer) u.setMountOffer(null);
    if (!busy) u.select(null);
    return true;
  }

  exit(): void {
    this.cancel();
  }
}

/**
 * The GM's hand: a dry run of `placeCreature` (only the space is checked). A carried creature is placed with its
 * mount, so the mount is the one placed, and the preview names what it carries.
 */
export function placePreview(
  enc: Encounter,
  mover: Creature,
  to: Point,
  dryRun: (c: Command) => ReturnType<Parameters<typeof movePreview>[0]>,
): MovePreview {
  const placed = mover.mountId ? (creatureOf(enc, mover.mountId) ?? mover) : mover;
  const r = dryRun({ type: 'placeCreature', id: placed.id, to });
  const base = { id: mover.id, to, path: [], cost: 0, via: 'place' as const, placedId: placed.id };
  if (!r.ok)
    return {
      ...base,
      legal: false,
      ...(r.kind === 'refused' ? { reason: r.reason, ...(r.ruleId ? { ruleId: r.ruleId } : {}) } : {}),
    };
  const ev = r.events.find((x) => x.type === 'creaturePlaced') as { carried?: readonly { name: string }[] } | undefined;
  const carried = (ev?.carried ?? []).map((x) => x.name);
  const label = carried.length
    ? boardText('placeCarrying', { name: placed.name, carried: carried.join(', ') })
    : boardText('place');
  return { ...base, legal: true, events: r.events, label };
}
