/**
 * The Tenkai UI as the shared panels see it (see ../systems.tsx): its tabs (Turn, Creatures, Bands), the pinned
 * turn strip, the attack panel in the dock beside the tokens, its actions (right-click menu and keys), the hit
 * check's "I rolled…", and its own wording (the source says マスター). Its panels are loaded on demand.
 */
import { PLAYER_ONLY_ACTIONS, withOffers } from '../actions/playerOffers';
import type { ActionDef } from '../actions/types';
import { TK_OFFERS } from './playerOffers';
import { lazy } from 'react';
import { creatureOf } from '../../rules';
import { dryRun } from '../actions/helpers';
import { Lp } from '../actions/shared';
import type { OfferChoiceView, SystemUi } from '../systems';
import { TK_ACTIONS } from './actions';

const TurnPanel = lazy(() => import('./TurnPanel').then((m) => ({ default: m.TurnPanel })));
const TkCreatures = lazy(() => import('./TkCreatures').then((m) => ({ default: m.TkCreatures })));
const BandFilter = lazy(() => import('./BandFilter').then((m) => ({ default: m.BandFilter })));
const TkTurnStrip = lazy(() => import('./TkTurnStrip').then((m) => ({ default: m.TkTurnStrip })));
const TenkaiBoardTools = lazy(() => import('./TenkaiBoardTools').then((m) => ({ default: m.TenkaiBoardTools })));
const AttackPanel = lazy(() => import('./AttackPanel').then((m) => ({ default: m.AttackPanel })));

/** The decision of the defender (evade / guard) rolls the hit check's 1D20 (TK-HIT-3). */
const DEFENCE_KIND = 'tk.defence';

export const tenkaiUi: SystemUi = {
  // The bestiary keeps the sheet, gear and saved attacks, not this fight's statuses, AP tally or fate.
  bestiaryPart: (sys) => ({
    ...(sys as object),
    statuses: [],
    tally: { apSpent: 0, apCarry: 0, damageThisTurn: 0, damageLastTurn: 0 },
    fleeing: false,
    dead: false,
  }),
  tabs: [
    { id: 'turn', label: 'tab.turn', Panel: TurnPanel },
    { id: 'creatures', label: 'tab.creatures', Panel: TkCreatures },
    { id: 'bands', label: 'tk.tab.bands', Panel: BandFilter },
  ],
  TurnStrip: TkTurnStrip,
  BoardTools: TenkaiBoardTools,
  tools: [AttackPanel],
  actions: [
    ...withOffers(TK_ACTIONS, TK_OFFERS),
    { ...PLAYER_ONLY_ACTIONS[0], player: TK_OFFERS['creature.move'] } as ActionDef,
  ],
  menuSection: { title: 'tk.menu.section', testId: 'token-menu.tenkai' },
  rolls: (kind) => kind === DEFENCE_KIND,
  offerChoices(offer, c): OfferChoiceView[] {
    const partner = creatureOf(c.enc, offer.mountId)?.name ?? '';
    return offer.choices.map((ch) => {
      const command = ch.command;
      return {
        id: ch.via,
        label: Lp('tk.offer.ride', { name: partner }),
        availability: dryRun(c, command),
        perform: () => {
          if (c.svc.encounter.getState().dispatch(command).ok) c.svc.ui.getState().setMountOffer(null);
        },
      };
    });
  },
  terms: {
    'pending.chooser': 'tk.pending.chooser',
    'pending.cancel': 'tk.pending.cancel',
    'pending.gm': 'tk.pending.gm',
    'palette.gm': 'tk.palette.gm',
    'field.notes': 'tk.field.notes',
  },
  options: [
    {
      key: 'cloudSea',
      label: 'tk.cloudSea',
      read: (e) => e.system === 'tenkai' && e.sys.options.cloudSea,
      command: (on) => ({ type: 'tkSetOptions', cloudSea: on }),
    },
  ],
  help: 'help.keys.tenkai',
};
