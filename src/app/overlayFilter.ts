/**
 * What the GM points at, as the players may see it (issue 17), and the one place the GM window keeps it.
 *
 * - {@link publishSharedOverlay}: the GM window's `ui.shared` follows the board's pointing state (ruler, template,
 *   drag preview, forced movement, square pick, pings, a pending decision's squares) — the single source every
 *   audience reads: the local player window (gmLive.ts) and the players' own devices (issue 20).
 * - {@link playerOverlay}: an allow-list filter of that overlay for an encounter as the GM has it. Nothing about a
 *   creature hidden from the players (marked hidden, or under the fog: the kernel's `unseenByPlayers`) and
 *   nothing on a fogged square leaves: squares under the fog are dropped, a ruler, template or path that ends in
 *   the fog or at a hidden creature is dropped whole (its reading would tell the height or the creature there), a
 *   message naming a hidden creature is dropped, and the letters of a GM-only decision stay on the GM's board.
 */
import {
  creatureOf,
  isFogged,
  sameData,
  type AnyEncounter,
  type CreatureId,
  type Encounter,
  type Point,
} from '../rules';
import {
  toolStoreOf,
  type EncounterStore,
  type SharedOverlay,
  type ToolDrafts,
  type UiState,
  type UiStore,
} from '../store';
import { EMPTY_OVERLAY, emptyOverlay, sharedOverlay } from '../render/pointing';
import { SAME_IDS, type Aliases } from '../services/players/aliases';
import { aliasRefs, playerScope } from '../services/players/view';

/** An overlay with nothing in it (no ruler, template, preview, forced path, squares, letters or pings). */
const pointsAtNothing = (o: SharedOverlay): boolean =>
  !o.ruler &&
  !o.template &&
  !o.preview &&
  !o.forced &&
  o.squares.length === 0 &&
  o.choices.length === 0 &&
  o.pings.length === 0;

/** Does a value (a message, a label) mention any of these ids or names anywhere in its strings? */
function mentions(v: unknown, words: ReadonlySet<string>, depth = 0): boolean {
  if (!words.size || depth > 8) return false;
  if (typeof v === 'string') {
    if (words.has(v)) return true;
    for (const w of words) if (w.length > 1 && v.includes(w)) return true;
    return false;
  }
  if (Array.isArray(v)) return v.some((x) => mentions(x, words, depth + 1));
  if (typeof v === 'object' && v !== null) return Object.values(v).some((x) => mentions(x, words, depth + 1));
  return false;
}

const copy = (p: Point): Point => ({ x: p.x, y: p.y });

/**
 * The overlay the players receive for `shared` over the GM's encounter `enc` (see the module comment). Pure; a
 * new object built field by field (unknown fields never pass, but `rule`, a rule id shown to the players).
 */
export function playerOverlay(
  enc: AnyEncounter,
  shared: SharedOverlay | null,
  aliases: Aliases = SAME_IDS,
): SharedOverlay {
  if (!shared) return EMPTY_OVERLAY;
  // Nothing pointed at: nothing to filter (issue 33: no walk over the creatures after every command).
  if (pointsAtNothing(shared)) {
    const out = emptyOverlay();
    const rule = (shared as { rule?: unknown }).rule;
    if (typeof rule === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(rule)) (out as { rule?: string }).rule = rule;
    return out;
  }
  // Issue 32: the party's vision fog hides like the GM's fog (the scope's encounter is the party's sight of `enc`,
  // its unseen set `unseenByPlayers` of it: worked out once per state, shared with the view).
  const scope = playerScope(enc, aliases);
  const e = scope.enc as Encounter;
  const hidden = scope.unseen;
  const a = (id: CreatureId) => aliases(id);
  const an = (id: CreatureId | null) => (id === null ? null : aliases(id));
  const names = new Set<string>();
  for (const id of hidden) {
    names.add(id);
    const c = creatureOf(e, id);
    if (c?.name) names.add(c.name);
  }
  const fogged = (p: Point) => isFogged(e, p);
  const hid = (id: CreatureId | null | undefined) => !!id && hidden.has(id);
  const clear = (ps: readonly Point[]) => ps.filter((p) => !fogged(p)).map(copy);

  const r = shared.ruler;
  const ruler =
    r && !hid(r.fromId) && !hid(r.toId) && !r.points.some(fogged) && !mentions(r.reading.notes, names)
      ? {
          points: r.points.map(copy),
          fromId: an(r.fromId),
          toId: an(r.toId),
          reading: {
            squares: r.reading.squares,
            legs: [...r.reading.legs],
            rise: r.reading.rise,
            distance: r.reading.distance,
            squareSize: r.reading.squareSize,
            unit: r.reading.unit,
            notes: [...r.reading.notes],
            rules: [...r.reading.rules],
          },
        }
      : null;

  const tp = shared.template;
  let template: SharedOverlay['template'] = null;
  if (tp) {
    const squares = clear(tp.squares);
    // A template wholly in the fog says nothing the players may know; a refusal naming a hidden creature neither.
    if ((tp.ok && squares.length) || (!tp.ok && !mentions(tp.reason, names))) {
      template = {
        kind: tp.kind,
        size: tp.size,
        squares,
        included: tp.included.filter((id) => !hidden.has(id)).map(a),
        ...(tp.outOfHeight
          ? { outOfHeight: tp.outOfHeight.filter((o) => !hidden.has(o.id)).map((o) => ({ id: a(o.id), by: o.by })) }
          : {}),
        ok: tp.ok,
        ...(tp.reason && !mentions(tp.reason, names) ? { reason: aliasRefs(tp.reason, scope) } : {}),
      };
    }
  }

  const p = shared.preview;
  const preview =
    p &&
    !hid(p.id) &&
    !hid(p.placedId) &&
    !hid(p.mountId) &&
    !fogged(p.to) &&
    !p.path.some(fogged) &&
    !mentions(p.label, names)
      ? {
          id: a(p.id),
          ...(p.placedId ? { placedId: a(p.placedId) } : {}),
          ...(p.mountId ? { mountId: a(p.mountId) } : {}),
          to: copy(p.to),
          path: p.path.map(copy),
          legal: p.legal,
          cost: p.cost,
          ...(p.via ? { via: p.via } : {}),
          label: { en: p.label.en, ja: p.label.ja },
        }
      : null;

  const f = shared.forced;
  const forced =
    f && !hid(f.targetId) && !f.path.some(fogged)
      ? { targetId: a(f.targetId), path: f.path.map(copy), next: clear(f.next) }
      : null;

  // The letters of a decision that is not the players' to make (the GM's, an enemy's) stay on the GM's board.
  const pc = enc.pending?.chooserId ?? null;
  const gmOnly = !!enc.pending && !(enc.pending.playerFacing && pc !== null && scope.visible(pc) && scope.party(pc));
  const choices = gmOnly
    ? []
    : shared.choices.filter((c) => !fogged(c.square)).map((c) => ({ square: copy(c.square), letter: c.letter }));

  const out: SharedOverlay = {
    ruler,
    template,
    preview,
    forced,
    squares: gmOnly ? [] : clear(shared.squares),
    choices,
    pings: shared.pings.filter((g) => !fogged(g.at)).map((g) => ({ id: g.id, at: copy(g.at) })),
  };
  // Issue 21 may show the players a rule (a rule id: nothing of the state).
  const rule = (shared as { rule?: unknown }).rule;
  if (typeof rule === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(rule)) (out as { rule?: string }).rule = rule;
  return out;
}

/** The UI state the overlay is made of. */
type Inputs = Pick<UiState, 'preview' | 'forced' | 'pick' | 'pings'> & Pick<ToolDrafts, 'ruler' | 'templatePreview'>;

const sameInputs = (a: Inputs, b: Inputs) =>
  a.ruler === b.ruler &&
  a.templatePreview === b.templatePreview &&
  a.preview === b.preview &&
  a.forced === b.forced &&
  a.pick === b.pick &&
  a.pings === b.pings;

/**
 * Keep the GM window's `ui.shared` equal to what its board points at (the unfiltered overlay; each audience
 * filters it with {@link playerOverlay}). Returns the unsubscribe.
 */
export function publishSharedOverlay(enc: EncounterStore, ui: UiStore, shown?: ShownRule): () => void {
  // The ruler and the template are the board tools' drafts (issue 31: the tool store beside the UI store).
  const drafts = toolStoreOf(ui);
  let last: Inputs | null = null;
  let lastEnc: unknown = null;
  let lastRule: string | null = null;
  const update = () => {
    const u = ui.getState();
    const d = drafts.getState();
    const e = enc.getState().encounter;
    const rule = shown?.get() ?? null;
    // The encounter matters only for what it adds: a pending decision's squares, the forced tool's next squares.
    const encChanged = e !== lastEnc && (!!e.pending || !!u.forced || !!(lastEnc as AnyEncounter | null)?.pending);
    const now = { ...u, ruler: d.ruler, templatePreview: d.templatePreview };
    if (last && sameInputs(last, now) && !encChanged && rule === lastRule) return;
    last = {
      ruler: d.ruler,
      templatePreview: d.templatePreview,
      preview: u.preview,
      forced: u.forced,
      pick: u.pick,
      pings: u.pings,
    };
    lastEnc = e;
    lastRule = rule;
    const o = sharedOverlay(e, u, d);
    const next = rule ? { ...o, rule } : o;
    // Issue 33: a command while a decision is pending makes the same overlay again (its squares, its letters); an
    // equal one is not set, so the UI store's readers (panels, the board's pointing layer, the players' posts) are
    // not told of a change that changes nothing they show.
    if (u.shared && sameData(u.shared, next)) return;
    u.setShared(next);
  };
  update();
  const a = ui.subscribe(update);
  const b = enc.subscribe(update);
  const c = shown?.subscribe(update);
  const t = drafts.subscribe(update);
  return () => {
    a();
    b();
    c?.();
    t();
  };
}

/** The rule the GM shows the players (the rules panel's "show to players", issue 21). */
export interface ShownRule {
  get(): string | null;
  subscribe(fn: () => void): () => void;
}
