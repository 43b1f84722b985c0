/**
 * Which creatures a change touched, as the board reconciles them (pure, no PixiJS; issue 16). The store names
 * each command's change ({@link Diff}: added / updated [from, to] / removed); the board collects the ids of every
 * change between two frames and reconciles only those tokens, their riders and passengers and their mounts
 * (a carried token is placed on its mount's disc, a mount's glyph moves aside for its rider). A load, a change
 * without a diff, or one that names more than {@link MAX_DIRTY} creatures (an undo of many) asks for a full
 * reconciliation.
 */
import { carriedIds, creatureOf, type Creature, type CreatureId, type Diff, type Encounter } from '../rules';

/** More changed creatures than this between two frames: reconcile everything (it is cheaper than sorting it out). */
export const MAX_DIRTY = 200;

/** The ids a diff names, with the mounts its creatures were and are on. Adds to `into`. */
export function diffIds(diff: Diff, into: Set<CreatureId>): void {
  const mountOf = (c: Creature | undefined) => {
    if (c?.mountId) into.add(c.mountId);
  };
  for (const id in diff.added) {
    into.add(id);
    mountOf(diff.added[id]);
  }
  for (const id in diff.updated) {
    into.add(id);
    const u = diff.updated[id];
    mountOf(u?.[0]);
    mountOf(u?.[1]);
  }
  for (const id in diff.removed) {
    into.add(id);
    mountOf(diff.removed[id]);
  }
}

/** What the board must reconcile at its next frame: everything, or the creatures named since the last one. */
export class DirtyIds {
  private ids = new Set<CreatureId>();
  private all = true;

  /** A change of the encounter store: its diff, or null when it has none (a load, a state from elsewhere). */
  change(diff: Diff | null): void {
    if (this.all) return;
    if (!diff) {
      this.everything();
      return;
    }
    diffIds(diff, this.ids);
    if (this.ids.size > MAX_DIRTY) this.everything();
  }

  /** Something every token may depend on changed (selection, language, level of detail, pictures, a fan-out). */
  everything(): void {
    this.all = true;
    this.ids.clear();
  }

  /** What is due (null: everything), and start collecting afresh. */
  take(): ReadonlySet<CreatureId> | null {
    const out = this.all ? null : this.ids;
    this.all = false;
    this.ids = new Set();
    return out;
  }
}

/**
 * `ids` with what each carries (rider, passengers) and what carries each (its mount), as they are in `enc`:
 * a carried token is drawn on its mount's disc, and a mount's marks make room for what it carries.
 */
export function withCarried(enc: Encounter, ids: Iterable<CreatureId>): Set<CreatureId> {
  const out = new Set<CreatureId>();
  for (const id of ids) {
    out.add(id);
    const c = creatureOf(enc, id);
    if (!c) continue;
    if (c.mountId) out.add(c.mountId);
    for (const k of carriedIds(enc, id)) out.add(k);
  }
  return out;
}
