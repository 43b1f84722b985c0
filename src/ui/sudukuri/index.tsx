/**
 * The 巣作りドラゴン UI as the shared panels see it (see ../systems.tsx): the battle view over the board (loaded on
 * demand) and its actions — one step (S), one turn (T), to the end (E), battle / map (V) — each checked by a dry
 * run of its command (a finished battle or a pending choice greys them with the engine's reason).
 */
import { lazy } from 'react';
import { cmd } from '../../rules';
import { dryRun, send } from '../actions/helpers';
import { L } from '../actions/shared';
import type { ActionDef } from '../actions/types';
import type { SystemUi } from '../systems';
import { SdTurnStrip } from './SdTurnStrip';
import { useSdUi } from './sdUi';

const SudukuriBoardTools = lazy(() => import('./BoardTools').then((m) => ({ default: m.SudukuriBoardTools })));

const step = (
  id: string,
  key: string,
  type: 'sdStep' | 'sdTurn' | 'sdRunToEnd',
  label: 'sd.doStep' | 'sd.doTurn' | 'sd.doEnd',
): ActionDef => ({
  id,
  label: L(label),
  group: 'system',
  keys: [{ key }],
  available: (c) => dryRun(c, cmd(type)),
  perform: (c) => void send(c, cmd(type)),
});

const SD_ACTIONS: readonly ActionDef[] = [
  step('sd.step', 's', 'sdStep', 'sd.doStep'),
  step('sd.turn', 't', 'sdTurn', 'sd.doTurn'),
  step('sd.end', 'e', 'sdRunToEnd', 'sd.doEnd'),
  {
    id: 'sd.view',
    label: L('sd.toggleView'),
    group: 'view',
    keys: [{ key: 'v' }],
    hint: true,
    perform: () => {
      const s = useSdUi.getState();
      s.setBattle(!s.battle);
    },
  },
];

export const sudukuriUi: SystemUi = {
  BoardTools: SudukuriBoardTools,
  TurnStrip: SdTurnStrip,
  actions: SD_ACTIONS,
  help: 'help.keys.sudukuri',
};
