/**
 * "What can I do": the token menu a player gets for one of their creatures, built in the GM's tab — by the GM's
 * engine on the whole state, not by the player's page on the filtered view.
 *
 * Why here and not on the player's page: the players' view leaves out what the GM keeps (hidden creatures, the
 * statistics of creatures outside the party — a mount of another side moves at speed 0 there — the dice state),
 * so a dry run on the page would offer moves the GM refuses and hide ones the GM allows. The GM's tab is the
 * judge anyway: here every candidate goes through the very check a request goes through ({@link checkRequest}:
 * the roster, ownership, then the engine's dry run), so the menu lists exactly what would be accepted now, and
 * a square is offered only if the command with that square would pass. The cost is one round trip when the menu
 * opens (a few ms on a table's network) and a few hundred dry runs in the GM's tab (measured in the tests).
 *
 * What it knows is the candidate commands per rule system (moving, and the riding actions of 4e and Tenkai); it
 * never decides legality itself. Pending decisions and dice are not menu entries: the player's page answers the
 * decision it is shown, and rolls through `rollDice` (the same check applies to both).
 */
import { creatureOf, type AnyEncounter, type Command, type CreatureId, type Point, type Session } from '../../rules';
import { mountOptions, type M4Encounter } from '../../rules/mounted4e';
import { checkRequest, controlOf, type RosterPlayer } from '../../net/requests';
import type { PlayerAction } from '../../net/protocol';
import type { JsonObject } from '../../net/schema';
import type { Text } from '../../i18n';

/** What the builder reads. */
export interface MenuContext {
  readonly session: Pick<Session<AnyEncounter, Command>, 'state' | 'dryRun'>;
  readonly roster: readonly RosterPlayer[];
  readonly revision: number;
  /** Creatures hidden from the players (the player filter's). */
  readonly hidden: ReadonlySet<CreatureId>;
}

/** Squares tried around a mover at most (a 19 × 19 window): keeps the menu under the protocol's frame limit. */
const MAX_RADIUS = 9;
/** Squares offered in one pick at most. */
const MAX_SQUARES = 400;

/** A candidate: one command, or a command a square completes (`field`) with the squares to try. */
interface Candidate {
  readonly id: string;
  readonly label: Text;
  readonly command: Readonly<Record<string, unknown>> & { readonly type: string };
  readonly pick?: { readonly field: string; readonly squares: readonly Point[]; readonly prompt: Text };
}

const named = (enc: AnyEncounter, id: CreatureId | null | undefined): string =>
  id ? (creatureOf(enc, id)?.name ?? '') : '';

/** Squares within `r` steps of a creature's space (its top-left), inside the grid, nearest first. */
function around(enc: AnyEncounter, at: Point, r: number): Point[] {
  const out: Point[] = [];
  const g = enc.grid;
  for (let y = Math.max(0, at.y - r); y <= Math.min(g.height - 1, at.y + r); y++)
    for (let x = Math.max(0, at.x - r); x <= Math.min(g.width - 1, at.x + r); x++)
      if (x !== at.x || y !== at.y) out.push({ x, y });
  return out.sort(
    (a, b) =>
      Math.max(Math.abs(a.x - at.x), Math.abs(a.y - at.y)) - Math.max(Math.abs(b.x - at.x), Math.abs(b.y - at.y)),
  );
}

/** Moving: the creature itself, or — for a rider — the mount it directs (a passenger moves with its carrier). */
function moveCandidates(enc: AnyEncounter, id: CreatureId): Candidate[] {
  const c = creatureOf(enc, id);
  if (!c) return [];
  const moverId = c.mountId ? (c.isRider ? c.mountId : null) : c.id;
  const mover = moverId ? creatureOf(enc, moverId) : undefined;
  if (!mover) return [];
  const type = enc.system === 'tenkai' ? 'tkMove' : 'moveCreature';
  const r = Math.max(1, Math.min(MAX_RADIUS, Math.ceil(Math.max(mover.speed, mover.flySpeed)) || MAX_RADIUS));
  const mine = mover.id === c.id;
  return [
    {
      id: mine ? 'move' : 'moveMount',
      label: mine
        ? { en: 'Move (pick a square)', ja: '移動する（マスを選ぶ）' }
        : { en: `Move ${mover.name} (pick a square)`, ja: `${mover.name}を移動させる（マスを選ぶ）` },
      command: { type, id: mover.id },
      pick: {
        field: 'to',
        squares: around(enc, mover.pos, r),
        prompt: {
          en: `Click a highlighted square: where ${mover.name} moves.`,
          ja: `強調されたマスをクリック：${mover.name}の移動先。`,
        },
      },
    },
  ];
}

/** 4e's riding actions (the rules' own query lists the mounts; the engine checks each command). */
function mounted4eCandidates(enc: M4Encounter, id: CreatureId): Candidate[] {
  const c = creatureOf(enc, id);
  if (!c) return [];
  const out: Candidate[] = [];
  const name = c.name;
  if (!c.mountId) {
    for (const o of mountOptions(enc, id)) {
      if (!o.legal || creatureOf(enc, o.mountId)?.mountId) continue;
      const m = named(enc, o.mountId);
      out.push({
        id: `mount.${o.mountId}`,
        label: o.asPassenger
          ? { en: `Get on ${m} as a passenger`, ja: `${m}に同乗する` }
          : { en: `Mount ${m}`, ja: `${m}に乗る` },
        command: { type: 'mount', id, mountId: o.mountId, via: o.adjacent ? 'adjacent' : 'move' },
      });
    }
    if (!c.conditions.includes('prone'))
      out.push({ id: 'dropProne', label: { en: 'Drop prone', ja: '伏せる' }, command: { type: 'dropProne', id } });
  } else {
    const mount = named(enc, c.mountId);
    const squares = around(enc, c.pos, 2);
    out.push({
      id: 'dismount',
      label: { en: `Dismount from ${mount} (pick a square)`, ja: `${mount}から降りる（マスを選ぶ）` },
      command: { type: 'dismount', id },
      pick: {
        field: 'to',
        squares,
        prompt: {
          en: `Click a highlighted square: where ${name} dismounts (MC-MOUNT-2).`,
          ja: `強調されたマスをクリック：${name}が降りる場所（MC-MOUNT-2）。`,
        },
      },
    });
    out.push({
      id: 'dropProne',
      label: { en: 'Drop prone from the saddle (pick a square)', ja: '鞍から伏せる（マスを選ぶ）' },
      command: { type: 'dropProne', id },
      pick: {
        field: 'to',
        squares,
        prompt: {
          en: `Click a highlighted square: where ${name} drops prone (MC-PRONE-4).`,
          ja: `強調されたマスをクリック：${name}が伏せる場所（MC-PRONE-4）。`,
        },
      },
    });
    if (!c.isRider)
      out.push({
        id: 'takeReins',
        label: { en: 'Take the reins (become the rider)', ja: '手綱を取る（乗り手になる）' },
        command: { type: 'takeReins', id },
      });
    if (c.isRider)
      out.push({
        id: 'commandMount',
        label: { en: `Command ${mount} (move action)`, ja: `${mount}に命令する（移動アクション）` },
        command: { type: 'commandMount', id },
      });
  }
  if (c.conditions.includes('prone'))
    out.push({ id: 'standUp', label: { en: 'Stand up', ja: '立ち上がる' }, command: { type: 'standUp', id } });
  const shifter = c.mountId ? (c.isRider ? c.mountId : null) : id;
  const sh = shifter ? creatureOf(enc, shifter) : undefined;
  if (sh) {
    out.push({
      id: 'shift',
      label:
        sh.id === id
          ? { en: 'Shift 1 square (pick a square)', ja: '1マスシフトする（マスを選ぶ）' }
          : { en: `Shift ${sh.name} 1 square (pick a square)`, ja: `${sh.name}を1マスシフトさせる（マスを選ぶ）` },
      command: { type: 'shift', id: sh.id },
      pick: {
        field: 'to',
        squares: around(enc, sh.pos, 1),
        prompt: {
          en: `Click a highlighted square: where ${sh.name} shifts (B-11).`,
          ja: `強調されたマスをクリック：${sh.name}のシフト先（B-11）。`,
        },
      },
    });
  }
  out.push({
    id: 'delayTurn',
    label: { en: 'Delay the turn', ja: '手番を遅らせる' },
    command: { type: 'delayTurn', id },
  });
  return out;
}

/** Tenkai's riding and round actions (TK-MNT-*, the round's end). */
function tenkaiCandidates(enc: AnyEncounter, id: CreatureId): Candidate[] {
  const c = creatureOf(enc, id);
  if (!c) return [];
  const out: Candidate[] = [];
  if (!c.mountId) {
    for (const pid of enc.creatureOrder) {
      if (pid === id) continue;
      const p = creatureOf(enc, pid);
      if (!p || p.mountId) continue;
      out.push({
        id: `ride.${pid}`,
        label: { en: `Ride ${p.name}`, ja: `${p.name}に騎乗する` },
        command: { type: 'tkMountPartner', riderId: id, partnerId: pid },
      });
    }
  } else {
    out.push({
      id: 'dismount',
      label: { en: 'Dismount', ja: '降りる' },
      command: { type: 'tkDismountPartner', riderId: id },
    });
  }
  out.push({ id: 'endRound', label: { en: 'End round', ja: 'ラウンド終了' }, command: { type: 'tkEndRound' } });
  out.push({ id: 'postpone', label: { en: 'Postpone', ja: '後回し' }, command: { type: 'tkPostpone' } });
  return out;
}

function candidates(enc: AnyEncounter, id: CreatureId): Candidate[] {
  const own =
    enc.system === 'mounted4e'
      ? mounted4eCandidates(enc as M4Encounter, id)
      : enc.system === 'tenkai'
        ? tenkaiCandidates(enc, id)
        : [];
  return [...moveCandidates(enc, id), ...own];
}

/**
 * The menu of one player for one creature now: only entries the request check accepts (a pick keeps only the
 * squares that pass). Empty when the creature is not the player's (nothing is said about anyone else's).
 */
export function playerMenu(ctx: MenuContext, player: RosterPlayer, creatureId: CreatureId): PlayerAction[] {
  const enc = ctx.session.state;
  if (!creatureOf(enc, creatureId) || ctx.hidden.has(creatureId)) return [];
  if (!controlOf(enc, player, ctx.hidden).owned.has(creatureId)) return [];
  const check = { session: ctx.session, roster: ctx.roster, revision: ctx.revision, hidden: ctx.hidden };
  const passes = (command: Readonly<Record<string, unknown>>) =>
    checkRequest(check, { playerId: player.id, command, basedOnRevision: ctx.revision }).ok;
  const out: PlayerAction[] = [];
  for (const cand of candidates(enc, creatureId)) {
    if (!cand.pick) {
      if (passes(cand.command)) out.push({ id: cand.id, label: cand.label, command: cand.command as JsonObject });
      continue;
    }
    const squares: Point[] = [];
    for (const sq of cand.pick.squares) {
      if (squares.length >= MAX_SQUARES) break;
      if (passes({ ...cand.command, [cand.pick.field]: { x: sq.x, y: sq.y } })) squares.push({ x: sq.x, y: sq.y });
    }
    if (squares.length > 0)
      out.push({
        id: cand.id,
        label: cand.label,
        command: cand.command as JsonObject,
        pick: { field: cand.pick.field, squares, prompt: cand.pick.prompt },
      });
  }
  return out;
}
