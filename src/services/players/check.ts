/**
 * The check of a player's request in the GM's tab (issue 20, remade for issue 26). Pure: nothing is changed.
 *
 * A request `{ playerId, command, basedOnRevision }` is checked against the GM's *current* state, whatever revision
 * the player saw, in this order:
 * 1. the player is on the roster;
 * 2. the creatures the command names are read back from the ids the players know (`aliases.ts`): an alias of a
 *    creature the players see becomes its id; anything else (a guess, a real id, an alias of a hidden creature)
 *    names no creature — so every such request gets exactly the answer an unknown id gets;
 * 3. the player has a creature they can see; the command asks for none of the GM's freedoms;
 * 4. the rule system's permission for the command type (its players' policy; every command it does not list is
 *    the GM's): a creature of theirs as the actor, their own decision, their own turn;
 * 5. a decision the players do not see holds every request; an answer to a question that changed is refused;
 * 6. the engine's own check — in the players' world (`world.ts`: no unseen creature, the fogged ground as shown),
 *    so no answer differs between a hidden creature and nothing;
 * 7. then the real state: the same command (with the path the players' world planned, for a move), or — when what
 *    the players could not see stops it — the table ruling (`unseen.ts`: stop before it, reveal it).
 */
import {
  asCommand,
  permissionOf,
  systemFor,
  systemOf,
  controlOf,
  type AnyEncounter,
  type Command,
  type CreatureId,
  type Msg,
  type PendingDecision,
  type Session,
} from '../../rules';
import type { NetMsg, RequestRefusal } from '../../net/messages';
import { backFrom, NO_CREATURE, type Aliases } from './aliases';
import { aliasRefs, playerScope, type Scope } from './view';
import { playersWorld } from './world';
import { moverOf, plannedPath, unseenRuling } from './unseen';

/** What the check needs of a roster entry (`creatureIds` as the players know them: aliases). */
export interface RosterPlayer {
  readonly id: string;
  readonly name?: string;
  readonly creatureIds: readonly string[];
}

/** A request as the GM's tab receives it (the player id stamped by the server). */
export interface PlayerRequest {
  readonly playerId: string;
  readonly command: unknown;
  /** The view revision the player saw. */
  readonly basedOnRevision: number;
}

/** The outcome of the check: the command to apply (read back, maybe the ruling's), or the refusal. */
export type Verdict =
  | { readonly ok: true; readonly command: Command; readonly stale: boolean; readonly ruling: boolean }
  | { readonly ok: false; readonly refusal: RequestRefusal; readonly stale: boolean; readonly bug?: string };

/** What the check reads. */
export interface CheckContext {
  readonly session: Pick<Session<AnyEncounter, Command>, 'state' | 'dryRun'>;
  readonly roster: readonly RosterPlayer[];
  /** The revision of the view published now (the one a fresh request is based on). */
  readonly revision: number;
  /** The ids the players know creatures by. */
  readonly aliases: Aliases;
  /** The signature of the pending decision at a published revision (null: none; undefined: not known). */
  readonly pendingAt?: (rev: number) => string | null | undefined;
}

const hasOwn = Object.prototype.hasOwnProperty;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const net = (m: NetMsg): RequestRefusal => ({ source: 'net', reason: m });

/** A pending decision's identity (kind, chooser, rule, prompt, options), to tell whether the question changed. */
export function decisionSignature(p: PendingDecision | null): string | null {
  return p ? JSON.stringify([p.kind, p.chooserId, p.ruleId, p.prompt, p.options.map((o) => o.id)]) : null;
}

/** A copy of a command with every string read back through `back` (creature ids: see the module comment). */
function readBack(v: unknown, back: (s: string) => string, enc: AnyEncounter, depth = 0): unknown {
  if (depth > 12) return null;
  if (typeof v === 'string') {
    const id = back(v);
    if (id !== NO_CREATURE) return id;
    // A creature's own id (a guess at c11) names nothing; every other string is kept as it is.
    return hasOwn.call(enc.creatures, v) ? NO_CREATURE : v;
  }
  if (Array.isArray(v)) return v.map((x) => readBack(x, back, enc, depth + 1));
  if (!isObj(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = readBack(v[k], back, enc, depth + 1);
  return out;
}

/** The players' scope and the way back from aliases, for the GM's state now. */
export function readerOf(enc: AnyEncounter, aliases: Aliases): { scope: Scope; back: (alias: string) => string } {
  const scope = playerScope(enc, aliases);
  const visible = enc.creatureOrder.filter((id) => scope.visible(id));
  return { scope, back: backFrom(aliases, visible) };
}

/** A refusal's message with its creatures as the players know them. */
function rulesRefusal(reason: Msg, ruleId: string | undefined, scope: Scope): RequestRefusal {
  // "No creature with id …" does not echo the id: a real id (read back as none), a hidden creature's alias and a
  // guess must get the same answer, byte for byte.
  const r = reason.m === 'noCreature' ? ({ m: 'noCreature', id: NO_CREATURE } as Msg) : aliasRefs(reason, scope);
  return ruleId ? { source: 'rules', reason: r, ruleId } : { source: 'rules', reason: r };
}

/** Check one request (see the module comment). Never throws, never changes the state. */
export function checkRequest(ctx: CheckContext, req: PlayerRequest): Verdict {
  const stale = req.basedOnRevision !== ctx.revision;
  const no = (refusal: RequestRefusal): Verdict => ({ ok: false, refusal, stale });
  const player = ctx.roster.find((p) => p.id === req.playerId);
  if (!player) return no(net({ m: 'unknownPlayer' }));
  const c = req.command;
  if (!isObj(c) || typeof c.type !== 'string') return no(net({ m: 'notACommand' }));
  const enc = ctx.session.state;
  // A state of a rule system nobody registered (issue 31): nothing of it is a player's.
  if (!systemOf(enc.system)) return no(net({ m: 'gmOnly' }));
  const { scope, back } = readerOf(enc, ctx.aliases);
  const cmd = readBack(c, back, enc) as Record<string, unknown> & { type: string };
  const given = player.creatureIds.map(back).filter((id) => id !== NO_CREATURE);
  const control = controlOf(enc, given, scope.unseen);
  if (control.owned.size === 0) return no(net({ m: 'noCreatures' }));
  if (cmd.gm === true || cmd.instant === true) return no(net({ m: 'gmFreedom' }));
  // The desk's own stamps and commands are never a player's: who asked, where the dice stream goes on, the ruling.
  if (cmd.type === 'revealUnseen' || cmd.asker !== undefined || cmd.diceFrom !== undefined)
    return no(net({ m: 'gmOnly' }));
  const policy = systemFor(enc).players;
  const permission = permissionOf(policy, cmd.type);
  if (!permission) return no(net({ m: 'gmOnly' }));
  // A decision the players do not see: every request waits (and the refusal must not show its prompt).
  const p = enc.pending;
  const theirs =
    !!p && p.playerFacing && p.chooserId !== null && scope.visible(p.chooserId) && scope.party(p.chooserId);
  if (p && !theirs && cmd.type !== 'decide') return no(net({ m: 'gmResolving' }));
  const refused = permission(cmd, { enc, control });
  if (refused) return no(rulesRefusal(refused, undefined, scope));
  if (cmd.type === 'decide' && stale) {
    const then = ctx.pendingAt?.(req.basedOnRevision);
    if (then === undefined || then !== decisionSignature(enc.pending)) return no(net({ m: 'decisionChanged' }));
  }
  const asked = asCommand({ ...cmd, asker: { player: player.id, name: player.name ?? '' } });
  // An answer to the player's own decision is judged in the real state (its context names what the rules chose).
  if (cmd.type === 'decide') return finish(ctx.session.dryRun(asked), asked, stale, scope, false);
  const world = playersWorld(enc);
  const w = world.session.dryRun(asked);
  if (!w.ok) {
    if (w.kind === 'bug') return { ok: false, refusal: net({ m: 'gmFault' }), stale, bug: w.error };
    return no(rulesRefusal(w.reason, w.ruleId, scope));
  }
  // The real state: the path the players' world planned, so the mover takes the way the player was shown.
  let real = asked;
  const pathCommand = (policy?.pathCommands as readonly string[] | undefined)?.includes(cmd.type) ?? false;
  const mover = pathCommand ? moverOf(enc, cmd) : null;
  const from = mover ? enc.creatures[mover]?.pos : undefined;
  const path = mover && from ? plannedPath(w.events, mover, from) : null;
  if (path && cmd.path === undefined) real = asCommand({ ...cmd, asker: asked.asker, path });
  const r = ctx.session.dryRun(real);
  if (r.ok || r.kind === 'bug') return finish(r, real, stale, scope, false);
  // The players' world allowed it and the real state does not: something they cannot see is in the way. The
  // real refusal would tell what; a move gets the table ruling, anything else a plain "not possible now".
  const ruling = mover && path ? unseenRuling(enc, scope, mover, path) : null;
  if (!ruling) return no(net({ m: 'notPossible' }));
  const ruled = { ...ruling, asker: asked.asker };
  const again = ctx.session.dryRun(ruled);
  if (again.ok) return { ok: true, command: ruled, stale, ruling: true };
  // The cut-short move is not legal either (it would end on a friend's square …): the mover stays, revealed.
  const still = { ...ruled, command: null };
  return finish(ctx.session.dryRun(still), still, stale, scope, true);
}

function finish(
  r: ReturnType<CheckContext['session']['dryRun']>,
  command: Command,
  stale: boolean,
  scope: Scope,
  ruling: boolean,
): Verdict {
  if (r.ok) return { ok: true, command, stale, ruling };
  if (r.kind === 'bug') return { ok: false, refusal: net({ m: 'gmFault' }), stale, bug: r.error };
  return { ok: false, refusal: rulesRefusal(r.reason, r.ruleId, scope), stale };
}

/** The creature ids (real) a player was given, read back from the roster's aliases. */
export function givenTo(enc: AnyEncounter, player: RosterPlayer, aliases: Aliases): CreatureId[] {
  const { back } = readerOf(enc, aliases);
  return player.creatureIds.map(back).filter((id) => id !== NO_CREATURE);
}
