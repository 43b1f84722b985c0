/**
 * Short effects driven by events (never by React): a rider thrown off its mount tumbles from the saddle to
 * its landing square (`dismountedByForce`), and a flier that falls drops with a streak (`flierFell`).
 */
import { BitmapText, Container, Graphics } from 'pixi.js';
import type { Creature, Diff, Encounter, EventBase } from '../rules';
import { placeToken } from './layout';
import { CELL, COLORS } from './constants';
import { creatureOf } from '../rules';

interface Tumble {
  g: Container;
  from: { x: number; y: number };
  to: { x: number; y: number };
  t: number;
  ms: number;
}

/** The effects layer (above tokens, below overlays). */
export class EffectsLayer {
  readonly container = new Container({ label: 'effects' });
  private items: Tumble[] = [];
  /** Effects played so far (the test bridge reads it). */
  played = 0;

  /**
   * Start effects for the events of a command; `diff` holds each changed creature's record before the command
   * (a rider's old record still names its mount, which is placed where it is now).
   */
  play(diff: Diff, after: Encounter, events: readonly EventBase[]): void {
    for (const e of events) {
      if (e.type !== 'dismountedByForce' && e.type !== 'flierFell') continue;
      const id = e.ids?.[0];
      const now = id ? creatureOf(after, id) : undefined;
      const was: Creature | undefined = id ? (diff.updated[id]?.[0] ?? now) : undefined;
      if (!was || !now) continue;
      const placedWas = was.mountId && !creatureOf(after, was.mountId) ? { ...was, mountId: null } : was;
      const a = placeToken(after, placedWas);
      const b = placeToken(after, now);
      const g = new Container();
      const body = new Graphics()
        .circle(0, 0, Math.max(12, a.radius))
        .fill({ color: COLORS.illegal, alpha: 0.55 })
        .stroke({ color: 0xffffff, width: 2 });
      const mark = new BitmapText({
        text: e.type === 'flierFell' ? '↓' : '↯',
        style: { fontFamily: 'sans-serif', fontSize: 26, fill: 0xffffff, fontWeight: 'bold' },
      });
      mark.anchor.set(0.5);
      g.addChild(body, mark);
      g.position.set(a.cx, a.cy);
      this.container.addChild(g);
      this.items.push({ g, from: { x: a.cx, y: a.cy }, to: { x: b.cx, y: b.cy }, t: 0, ms: 650 });
      this.played++;
    }
  }

  /** Advance effects; true while anything is playing. */
  tick(dt: number): boolean {
    if (this.items.length === 0) return false;
    for (const it of this.items) {
      it.t = Math.min(1, it.t + dt / it.ms);
      const k = it.t;
      // A small hop: up, then down onto the landing square, spinning and fading out at the end.
      const hop = Math.sin(k * Math.PI) * CELL * 0.6;
      it.g.position.set(it.from.x + (it.to.x - it.from.x) * k, it.from.y + (it.to.y - it.from.y) * k - hop);
      it.g.rotation = k * Math.PI * 1.5;
      it.g.alpha = k < 0.7 ? 1 : 1 - (k - 0.7) / 0.3;
    }
    for (const it of this.items.filter((x) => x.t >= 1)) it.g.destroy({ children: true });
    this.items = this.items.filter((x) => x.t < 1);
    return true;
  }
}
