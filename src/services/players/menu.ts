/**
 * "What can I do": a player's token menu for one of their creatures (issue 20, rebuilt for issue 26), answered in
 * the GM's tab. The candidates come from the same action registry as the GM's token menu — each action may say what
 * a player can be offered of it (`ActionDef.player`) — computed on the players' world (`world.ts`: no unseen creature,
 * so no offered square is missing where a hidden creature stands); then every candidate, and every square of a
 * pick, goes through the very check a request goes through (`check.ts`). So the menu lists exactly what would be
 * accepted now, and nothing in it differs between a hidden creature and an empty square.
 */
import { creatureOf, systemOf, type AnyEncounter, type CreatureId, type Point } from '../../rules';
import type { PlayerAction } from '../../net/protocol';
import type { JsonObject } from '../../net/schema';
import type { Text } from '../../i18n';
import { NO_CREATURE } from './aliases';
import { checkRequest, givenTo, readerOf, type CheckContext, type RosterPlayer } from './check';
import type { RequestRefusal } from '../../net/messages';
import { playersWorld } from './world';

/** One thing a player may be offered: a command, or a command that a square completes (`pick.field`). */
export interface PlayerOffer {
  /** Stable within the menu (test id `player.menu.<id>`). */
  readonly id: string;
  readonly label: Text;
  readonly command: Readonly<Record<string, unknown>> & { readonly type: string };
  readonly pick?: { readonly field: string; readonly squares: readonly Point[]; readonly prompt: Text };
}

/** The candidates of the registry for a creature, on an encounter (the players' world). */
export type OffersOf = (enc: AnyEncounter, subject: CreatureId) => readonly PlayerOffer[];

/** Squares offered in one pick at most (the protocol's list limit is 2,000). */
const MAX_SQUARES = 400;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A command with every creature id as the players know it. */
function aliased(v: unknown, enc: AnyEncounter, alias: (id: string) => string, depth = 0): unknown {
  if (depth > 12) return null;
  if (typeof v === 'string') return Object.prototype.hasOwnProperty.call(enc.creatures, v) ? alias(v) : v;
  if (Array.isArray(v)) return v.map((x) => aliased(x, enc, alias, depth + 1));
  if (!isObj(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = aliased(v[k], enc, alias, depth + 1);
  return out;
}

/**
 * The menu of one player for one creature (named as the player knows it) now: only entries the request check
 * accepts (a pick keeps only the squares that pass). Empty when the creature is not the player's — the same for a
 * creature of someone else, an unseen one and no creature at all.
 */
export function playerMenu(ctx: CheckContext, player: RosterPlayer, asked: string, offers: OffersOf): PlayerAction[] {
  return playerMenuWhy(ctx, player, asked, offers).actions;
}

/**
 * The menu and, when it is empty, why (issue 28): the refusal the request check gives most of the candidates (out
 * of turn, a rider cannot move alone …, with its rule id) — the same answer a request for one of them would get, so
 * it tells nothing a request would not. No candidate, or not the player's creature: no reason (the same for a
 * creature of someone else, an unseen one and no creature at all).
 */
export function playerMenuWhy(
  ctx: CheckContext,
  player: RosterPlayer,
  asked: string,
  offers: OffersOf,
): { actions: PlayerAction[]; why: RequestRefusal | null } {
  const enc = ctx.session.state;
  if (!systemOf(enc.system)) return { actions: [], why: null };
  const { back } = readerOf(enc, ctx.aliases);
  const id = back(asked);
  if (id === NO_CREATURE || !givenTo(enc, player, ctx.aliases).includes(id) || !creatureOf(enc, id))
    return { actions: [], why: null };
  const world = playersWorld(enc).session.state;
  const reasons = new Map<string, { refusal: RequestRefusal; n: number }>();
  const passes = (command: unknown) => {
    const v = checkRequest(ctx, { playerId: player.id, command, basedOnRevision: ctx.revision });
    if (!v.ok) {
      const key = JSON.stringify(v.refusal);
      const r = reasons.get(key);
      if (r) r.n++;
      else reasons.set(key, { refusal: v.refusal, n: 1 });
    }
    return v.ok;
  };
  const out: PlayerAction[] = [];
  for (const offer of offers(world, id)) {
    const command = aliased(offer.command, enc, ctx.aliases) as JsonObject;
    // An entry's id may name a creature ("mount.c1"): as the players know it.
    const entryId = offer.id
      .split('.')
      .map((part) => aliased(part, enc, ctx.aliases) as string)
      .join('.');
    if (!offer.pick) {
      if (passes(command)) out.push({ id: entryId, label: offer.label, command });
      continue;
    }
    const squares: Point[] = [];
    for (const sq of offer.pick.squares) {
      if (squares.length >= MAX_SQUARES) break;
      if (passes({ ...command, [offer.pick.field]: { x: sq.x, y: sq.y } })) squares.push({ x: sq.x, y: sq.y });
    }
    if (squares.length > 0)
      out.push({
        id: entryId,
        label: offer.label,
        command,
        pick: { field: offer.pick.field, squares, prompt: offer.pick.prompt },
      });
  }
  if (out.length > 0) return { actions: out, why: null };
  let best: { refusal: RequestRefusal; n: number } | null = null;
  for (const r of reasons.values()) if (!best || r.n > best.n) best = r;
  return { actions: out, why: best?.refusal ?? null };
}
