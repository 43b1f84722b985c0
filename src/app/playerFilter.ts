/**
 * What the players may see (pure). The GM window filters before anything is sent, so GM-only data never
 * reaches the player view: hidden creatures (and whatever rides them) are removed, enemy and neutral HP
 * become a coarse state (unhurt / hurt / bloodied / down), GM notes are blanked, and only decisions marked
 * player-facing are kept.
 */
import type { AnyEncounter, Creature, CreatureId, Encounter } from '../rules';
import { creatureOf } from '../rules';
import type { Text } from '../i18n';

/** Coarse HP state shown to players for creatures not on the party's side. */
export type HpState = 'unhurt' | 'hurt' | 'bloodied' | 'down';

/** Coarse HP state of a creature. */
export function hpState(c: Pick<Creature, 'hp' | 'hpMax'>): HpState {
  if (c.hp <= 0) return 'down';
  if (c.hp * 2 <= c.hpMax) return 'bloodied';
  if (c.hp < c.hpMax) return 'hurt';
  return 'unhurt';
}

const COARSE: Record<HpState, number> = { unhurt: 4, hurt: 3, bloodied: 2, down: 0 };

/** Creatures hidden from players: those marked hidden, and anything carried by them. */
export function hiddenFromPlayers(enc: Encounter): Set<CreatureId> {
  const out = new Set<CreatureId>();
  for (const id of enc.creatureOrder) if (creatureOf(enc, id)?.conditions.includes('hidden')) out.add(id);
  let grew = true;
  while (grew) {
    grew = false;
    for (const id of enc.creatureOrder) {
      const c = creatureOf(enc, id);
      if (c?.mountId && out.has(c.mountId) && !out.has(id)) {
        out.add(id);
        grew = true;
      }
    }
  }
  return out;
}

/** The encounter as the players may see it. */
export function playerEncounter<E extends AnyEncounter>(enc: E): E {
  const hidden = hiddenFromPlayers(enc);
  const creatures: Record<CreatureId, Creature> = {};
  for (const id of enc.creatureOrder) {
    const c = creatureOf(enc, id);
    if (!c || hidden.has(id)) continue;
    const exact = c.side === 'party';
    creatures[id] = {
      ...c,
      notes: '',
      hp: exact ? c.hp : COARSE[hpState(c)],
      hpMax: exact ? c.hpMax : 4,
      tempHp: exact ? c.tempHp : 0,
      // A rider whose mount is hidden is hidden too (above); nothing else of the mount is needed.
    };
  }
  const order = enc.creatureOrder.filter((id) => !hidden.has(id));
  const turnOrder = enc.turns.order.filter((id) => !hidden.has(id));
  const currentId = enc.turns.current >= 0 ? enc.turns.order[enc.turns.current] : undefined;
  const current = currentId && !hidden.has(currentId) ? turnOrder.indexOf(currentId) : -1;
  return {
    ...enc,
    creatures: creatures as E['creatures'],
    creatureOrder: order,
    turns: { ...enc.turns, order: turnOrder, current },
    pending: enc.pending && enc.pending.playerFacing ? enc.pending : null,
  };
}

/**
 * Log lines the players may read, newest last: lines naming a hidden creature are dropped, and exact HP
 * figures ("HP 51/111") in lines about creatures outside the party become "HP —".
 */
export function playerLog(lines: { text: Text; ids?: readonly string[] | undefined }[], hidden: Set<CreatureId>, max: number, enc?: Encounter): Text[] {
  const redact = (s: string) => s.replace(/HP\s*-?\d+\s*\/\s*\d+/g, 'HP —');
  return lines
    .filter((l) => !(l.ids ?? []).some((id) => hidden.has(id)))
    .slice(-max)
    .map((l) => {
      const secret = !enc || (l.ids ?? []).some((id) => creatureOf(enc, id)?.side !== 'party');
      return secret ? { en: redact(l.text.en), ja: redact(l.text.ja) } : l.text;
    });
}
