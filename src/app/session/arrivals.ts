/**
 * What reaches a player's page from the GM's tab, checked before it is shown (issue 20): a view's encounter as the
 * file loader would check it (issue 14), with the players' form of its pending decision, and the GM's overlay of
 * what it points at (issue 17). Each returns null for anything that is not what it claims to be.
 */
import { FILE_FORMAT, FILE_VERSION, creatureOf, parseFile, type AnyEncounter } from '../../rules';
import type { SharedOverlay } from '../../store';

/** A message as data (`{ m, …params }`): what the page's describers read. */
const isMsg = (v: unknown): boolean =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && typeof (v as { m?: unknown }).m === 'string';

/** The view's pending decision, as the players get it: prompt and options only (its context stays with the GM). */
function pendingOk(p: unknown, enc: AnyEncounter): boolean {
  if (p === null) return true;
  if (typeof p !== 'object' || Array.isArray(p)) return false;
  const d = p as Record<string, unknown>;
  if (
    typeof d.kind !== 'string' ||
    d.kind.length > 80 ||
    !isMsg(d.prompt) ||
    typeof d.ruleId !== 'string' ||
    d.playerFacing !== true
  )
    return false;
  if (d.chooserId !== null && (typeof d.chooserId !== 'string' || !creatureOf(enc, d.chooserId))) return false;
  if (!Array.isArray(d.options) || d.options.length === 0 || d.options.length > 1000) return false;
  const g = enc.grid;
  return d.options.every((o: unknown) => {
    if (o === null || typeof o !== 'object') return false;
    const x = o as Record<string, unknown>;
    if (typeof x.id !== 'string' || !isMsg(x.label) || (x.disabledReason !== undefined && !isMsg(x.disabledReason)))
      return false;
    if (x.square === undefined) return true;
    const q = x.square as { x?: unknown; y?: unknown } | null;
    return (
      !!q &&
      Number.isInteger(q.x) &&
      Number.isInteger(q.y) &&
      (q.x as number) >= 0 &&
      (q.y as number) >= 0 &&
      (q.x as number) < g.width &&
      (q.y as number) < g.height
    );
  });
}

/**
 * The view's encounter checked as a file would be (the loader's checks: structure, state, every rule system's
 * parts), and its pending decision as the players get it (prompt and options; its context stays with the GM, so
 * the rules' own check of that context does not apply): the encounter, or null if it is not one.
 */
export function checkedEncounter(e: unknown): AnyEncounter | null {
  if (e === null || typeof e !== 'object' || Array.isArray(e)) return null;
  const { pending, ...rest } = e as Record<string, unknown>;
  const r = parseFile(
    JSON.stringify({
      format: FILE_FORMAT,
      version: FILE_VERSION,
      initial: { ...rest, pending: null },
      commands: [],
      cursor: 0,
    }),
  );
  if (!r.ok) return null;
  const enc = r.file.initial as AnyEncounter;
  if (!pendingOk(pending ?? null, enc)) return null;
  return { ...enc, pending: (pending ?? null) as AnyEncounter['pending'] } as AnyEncounter;
}

const isPoint = (v: unknown): boolean =>
  v !== null &&
  typeof v === 'object' &&
  Number.isFinite((v as { x?: unknown }).x) &&
  Number.isFinite((v as { y?: unknown }).y);
const points = (v: unknown): boolean => Array.isArray(v) && v.length <= 5000 && v.every(isPoint);
const objOrNull = (v: unknown): boolean => v === null || (typeof v === 'object' && !Array.isArray(v));

/**
 * The GM's overlay as the board may draw it (issue 17's SharedOverlay, filtered in the GM's tab): its parts'
 * outline checked — the squares, letters, pings and paths are points, the rest objects or null — else null.
 */
export function checkedOverlay(v: unknown): SharedOverlay | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (!points(o.squares) || !Array.isArray(o.choices) || !Array.isArray(o.pings)) return null;
  if (
    !(o.choices as unknown[]).every(
      (c) =>
        c !== null &&
        typeof c === 'object' &&
        isPoint((c as { square?: unknown }).square) &&
        typeof (c as { letter?: unknown }).letter === 'string',
    )
  )
    return null;
  if (
    !(o.pings as unknown[]).every(
      (p) =>
        p !== null &&
        typeof p === 'object' &&
        isPoint((p as { at?: unknown }).at) &&
        Number.isFinite((p as { id?: unknown }).id),
    )
  )
    return null;
  if (![o.ruler, o.template, o.preview, o.forced].every(objOrNull)) return null;
  const r = o.ruler as { points?: unknown; reading?: unknown } | null;
  if (r && (!points(r.points) || !objOrNull(r.reading ?? null) || !r.reading)) return null;
  const t = o.template as { squares?: unknown; included?: unknown } | null;
  if (t && (!points(t.squares) || !Array.isArray(t.included))) return null;
  const p = o.preview as { path?: unknown; to?: unknown; label?: unknown } | null;
  if (p && (!points(p.path) || !isPoint(p.to) || !objOrNull(p.label ?? null))) return null;
  const f = o.forced as { path?: unknown; next?: unknown } | null;
  if (f && (!points(f.path) || !points(f.next))) return null;
  // A rule the GM shows (issue 21): an id only; the player's page looks it up in its own reference.
  if (o.rule !== undefined && !(typeof o.rule === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(o.rule))) return null;
  return o as unknown as SharedOverlay;
}
