/**
 * The Tenkai actions of the registry (its right-click menu, keys and the overlay): the turn (N: start the turn or
 * end the round; W: 後回し), the attack panel (A), riding a partner in the same square or getting off (M), the band
 * up / down (PgUp / PgDn), the full move (F), AP actions and status effects (menu lists), the rating table (K)
 * and Esc. Availability: dry runs of the commands (the engine's refusal and its rule id) and `tokenInfo`.
 */
import { allCreatures, creatureOf, cmd } from '../../rules';
import {
  apMenu,
  bandOf,
  phaseOf,
  statusList,
  tokenInfo,
  TK_BANDS,
  type TkBand,
  type TkCreature,
  type TkEncounter,
} from '../../rules/tenkai';
import { TK_AP_ACTION_LABELS, TK_BAND_LABELS, TK_STATUS_LABELS } from '../../i18n/systems/tenkai';
import { both, count } from '../../i18n';
import { dryRun, send } from '../actions/helpers';
import { boardBusy, L, Lp } from '../actions/shared';
import { no, OK, type ActionCtx, type ActionDef, type ActionItem } from '../actions/types';
import { layoutUi } from '../layout/layoutUi';
import { useTkUi } from './tkUi';

const tk = (c: ActionCtx): TkEncounter | null => (c.enc.system === 'tenkai' ? (c.enc as TkEncounter) : null);
const subj = (c: ActionCtx): TkCreature | undefined => {
  const e = tk(c);
  return e && c.subject ? creatureOf(e, c.subject) : undefined;
};

/** Partners in the same square and band that `c` could ride (TK-MNT-3, reading 10). */
export function mountable(enc: TkEncounter, c: TkCreature): TkCreature[] {
  return allCreatures(enc).filter(
    (o) =>
      o.id !== c.id &&
      !o.mountId &&
      o.pos.x === c.pos.x &&
      o.pos.y === c.pos.y &&
      (o.sys.role === 'partner' || o.sys.role === 'glider') &&
      o.sys.ridable !== 'no' &&
      bandOf(enc, o.id) === bandOf(enc, c.id),
  );
}

/** The adjacent band up (+1) or down (−1), or null at the top / bottom. */
function nextBand(enc: TkEncounter, id: string, d: 1 | -1): TkBand | null {
  const i = TK_BANDS.indexOf(bandOf(enc, id));
  return TK_BANDS[i + d] ?? null;
}

const bandAction = (d: 1 | -1): ActionDef => ({
  id: d > 0 ? 'tk.bandUp' : 'tk.bandDown',
  label(c) {
    const e = tk(c);
    const b = e && c.subject ? nextBand(e, c.subject, d) : null;
    return Lp(d > 0 ? 'tk.act.bandUp' : 'tk.act.bandDown', { band: b ? TK_BAND_LABELS[b][c.lang] : '—' });
  },
  group: 'system',
  keys: [{ key: d > 0 ? 'PageUp' : 'PageDown' }],
  subject: true,
  menu: true,
  testId: d > 0 ? 'token-menu.band-up' : 'token-menu.band-down',
  relevant: (c) => {
    const e = tk(c);
    const s = subj(c);
    return !!e && !!s && !s.mountId && nextBand(e, s.id, d) !== null;
  },
  available(c) {
    const e = tk(c);
    const b = e && c.subject ? nextBand(e, c.subject, d) : null;
    return b && c.subject ? dryRun(c, cmd('tkChangeBand', { id: c.subject, to: b })) : no('act.notNow');
  },
  perform(c) {
    const e = tk(c);
    const b = e && c.subject ? nextBand(e, c.subject, d) : null;
    if (b && c.subject) send(c, cmd('tkChangeBand', { id: c.subject, to: b }));
  },
});

function rideItems(c: ActionCtx): ActionItem[] {
  const e = tk(c);
  const s = subj(c);
  if (!e || !s) return [];
  return mountable(e, s).map((p) => {
    const command = cmd('tkMountPartner', { riderId: s.id, partnerId: p.id });
    return {
      id: p.id,
      label: Lp('tk.mount', { name: p.name }),
      note: Lp('tk.act.apCost', { n: 1 }),
      availability: dryRun(c, command),
      perform: () => void send(c, command),
    };
  });
}

export const TK_ACTIONS: readonly ActionDef[] = [
  {
    id: 'turn.next',
    label: (c) => L(tk(c) && phaseOf(tk(c) as TkEncounter) === 'rounds' ? 'tk.endRound' : 'tk.startTurn'),
    group: 'turn',
    keys: [{ key: 'n' }],
    hint: true,
    available: (c) => dryRun(c, { type: 'nextTurn' }),
    perform: (c) => void send(c, { type: 'nextTurn' }),
  },
  {
    id: 'tk.startTurn',
    label: L('tk.startTurn'),
    group: 'turn',
    available: (c) => dryRun(c, cmd('tkStartTurn')),
    perform: (c) => void send(c, cmd('tkStartTurn')),
  },
  {
    id: 'tk.endRound',
    label: L('tk.endRound'),
    group: 'turn',
    available: (c) => dryRun(c, cmd('tkEndRound')),
    perform: (c) => void send(c, cmd('tkEndRound')),
  },
  {
    id: 'tk.postpone',
    label: L('tk.postpone'),
    group: 'turn',
    keys: [{ key: 'w' }],
    available: (c) => dryRun(c, cmd('tkPostpone')),
    perform: (c) => void send(c, cmd('tkPostpone')),
  },
  {
    id: 'tk.attack',
    label: L('tk.attack'),
    group: 'system',
    keys: [{ key: 'a' }],
    subject: true,
    menu: true,
    hint: true,
    testId: 'token-menu.attack',
    available(c) {
      const e = tk(c);
      const info = e && c.subject ? tokenInfo(e, c.subject) : null;
      if (!info) return no('act.why.select');
      return info.blockedBy ? no('tk.why.cannotAct', undefined, info.blockedBy) : OK;
    },
    perform: (c) => useTkUi.getState().openAttack(c.subject),
  },
  {
    id: 'tk.ride',
    label: L('tk.act.ride'),
    group: 'system',
    keys: [{ key: 'm' }],
    subject: true,
    menu: true,
    open: true,
    testId: 'token-menu.ride',
    relevant: (c) => subj(c)?.sys.role === 'character' && !subj(c)?.mountId,
    available(c) {
      const items = rideItems(c);
      if (items.length === 0) return no('tk.why.noPartner', undefined, 'TK-MNT-3');
      return items.find((i) => i.availability.ok)?.availability ?? items[0]?.availability ?? OK;
    },
    items: rideItems,
    perform() {},
  },
  {
    id: 'tk.dismount',
    label: L('tk.dismount'),
    group: 'system',
    keys: [{ key: 'm' }],
    subject: true,
    menu: true,
    testId: 'token-menu.dismount',
    relevant: (c) => !!subj(c)?.mountId,
    available: (c) => dryRun(c, cmd('tkDismountPartner', { riderId: c.subject ?? '' })),
    perform: (c) => void send(c, cmd('tkDismountPartner', { riderId: c.subject ?? '' })),
  },
  bandAction(1),
  bandAction(-1),
  {
    id: 'tk.fullMove',
    label: L('tk.fullMove'),
    group: 'system',
    keys: [{ key: 'f' }],
    subject: true,
    menu: true,
    testId: 'token-menu.full-move',
    relevant: (c) => {
      const s = subj(c);
      return !!s && s.sys.move !== null && s.sys.move > 0 && !s.mountId;
    },
    perform(c) {
      const s = subj(c);
      if (!s) return;
      const move = s.sys.move ?? 0;
      c.ui.startPick({
        id: s.id,
        squares: null,
        prompt: both('tk.pickFullMove', { name: s.name, move }),
        command: { type: 'tkMove', id: s.id, mode: 'fullMove' },
        field: 'to',
      });
    },
  },
  {
    id: 'tk.ap',
    label: L('tk.actions'),
    group: 'system',
    subject: true,
    menu: true,
    testId: 'token-menu.ap',
    items(c) {
      const e = tk(c);
      if (!e || !c.subject) return [];
      const id = c.subject;
      return apMenu(e, id).map((r) => {
        const command = cmd('tkSpendAp', { id, action: r.action });
        const note =
          'ap' in r.cost
            ? Lp('tk.act.apCost', { n: r.cost.ap })
            : { en: count(r.cost.turns, 'turn', 'en'), ja: count(r.cost.turns, 'turn', 'ja') };
        return {
          id: r.action,
          label: TK_AP_ACTION_LABELS[r.action],
          note,
          availability: dryRun(c, command),
          perform: () => void send(c, command),
        };
      });
    },
    perform() {},
  },
  {
    id: 'tk.status',
    label: L('tk.statuses'),
    group: 'system',
    subject: true,
    menu: true,
    testId: 'token-menu.status',
    items(c) {
      const e = tk(c);
      if (!e || !c.subject) return [];
      const id = c.subject;
      const cures = statusList(e, id).map((st): ActionItem => {
        const command = cmd('tkCureStatus', { id, statusId: st.id });
        return {
          id: `cure.${st.kind}`,
          label: Lp('tk.act.cure', { status: TK_STATUS_LABELS[st.kind][c.lang] }),
          availability: dryRun(c, command),
          perform: () => void send(c, command),
        };
      });
      const applyNew: ActionItem = {
        id: 'apply',
        label: L('tk.act.applyStatus'),
        availability: OK,
        perform: () => {
          c.ui.select(id);
          layoutUi.getState().setTab('creatures');
          layoutUi.getState().requestFocus('tk.status.kind');
        },
      };
      return [...cures, applyNew];
    },
    perform() {},
  },
  {
    id: 'tk.rating',
    label: L('tk.rules'),
    group: 'view',
    keys: [{ key: 'k' }],
    perform: () => {
      const s = useTkUi.getState();
      s.setShowRules(!s.showRules);
    },
  },
  {
    // Esc closes the attack panel, then the rating table (a square pick: the board's Esc).
    id: 'tk.close',
    label: L('act.closeTool'),
    group: 'help',
    keys: [{ key: 'Escape' }],
    relevant: (c) => !boardBusy(c) && (!!useTkUi.getState().attackerId || useTkUi.getState().showRules),
    perform() {
      const s = useTkUi.getState();
      if (s.attackerId) s.openAttack(null);
      else s.setShowRules(false);
    },
  },
];
