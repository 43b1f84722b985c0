/**
 * What the players may see and ask for in 巣作りドラゴン (issue 26; the contract in `core/players.ts`). The battle is
 * run by the GM: both sides' statistics and skills, and the battle itself, stay in the GM's tab. Players see the
 * board; their own characters' sheets; and may answer the battle's target choice (SD-R1) when its chooser is theirs.
 */
import { type CreatureId, type Permission, type PlayerPolicy } from '../core';
import type { SudukuriCommand } from './commands';
import type { SdEvent } from './events';
import type { SdEncounter } from './model';

/** SD-R1's target choice, answered with `sdChooseTarget`: its chooser must be one of the player's creatures. */
const ownChoice: Permission<SdEncounter> = (_c, f) => {
  const pending = f.enc.sys.battle?.pending;
  if (!pending) return { m: 'noDecision' };
  const chooser = pending.chooserId;
  return typeof chooser === 'string' && f.control.owned.has(chooser) ? null : { m: 'notYourDecision' };
};

/** The Sudukuri players' policy. */
export const playersSudukuri: PlayerPolicy<SdEncounter, SudukuriCommand['type'], SdEvent> = {
  ownPart: (part) => part,
  partyIds: (enc) => (enc.sys.battle?.pc ?? []).flatMap((c): CreatureId[] => (c.creatureId ? [c.creatureId] : [])),
  permissions: {
    sdChooseTarget: ownChoice as Permission<SdEncounter>,
  },
};
