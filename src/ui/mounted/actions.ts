/**
 * The 4e mounted-combat actions of the registry (menus, keys, the overlay): mount (M, the mount list), dismount
 * (D), drop prone, take the reins, command the mount, knock prone (P), stand up (S), teleport (T), forced movement
 * (F), the attack helper (A), apply the forced path (Enter) and closing the 4e tools (Esc). Availability comes from
 * the rules' own queries (mountOptions, legalDismountSquares) and dry runs of the command (the engine's refusal
 * and its rule id).
 */
import { cmd, creatureOf, type Command } from '../../rules';
import { legalDismountSquares, mountOptions, riderOf, type M4Encounter } from '../../rules/mounted4e';
import { dryRun, send } from '../actions/helpers';
import { boardBusy, L, Lp } from '../actions/shared';
import { no, OK, type ActionCtx, type ActionDef } from '../actions/types';
import { useMenuUi } from '../menuUi';
import { MountList } from './MountList';
import { startDismount, startDropProne, startForced, startTeleport } from './starters';
import { asM4 } from './useM4';
import { useEffectsUi } from './effects/effectsUi';

const enc4 = (c: ActionCtx): M4Encounter | null => asM4(c.enc);
const subj = (c: ActionCtx) => {
  const e = enc4(c);
  return e && c.subject ? creatureOf(e, c.subject) : undefined;
};

/** The legal landing squares of a carried subject (MC-MOUNT-2), or why there are none. */
function landing(c: ActionCtx, command: (to: { x: number; y: number }) => Command) {
  const e = enc4(c);
  const cr = subj(c);
  if (!e || !cr) return no('act.why.select');
  const squares = legalDismountSquares(e, cr.id);
  const first = squares[0];
  return first ? dryRun(c, command(first)) : no('act.why.noSquare', undefined, 'MC-MOUNT-2');
}

export const M4_ACTIONS: readonly ActionDef[] = [
  {
    id: 'm4.mount',
    label: L('mm.mount'),
    group: 'system',
    keys: [{ key: 'm' }],
    subject: true,
    menu: true,
    testId: 'token-menu.mount',
    Sub: MountList,
    keepsMenu: true,
    relevant: (c) => !!subj(c) && !subj(c)?.mountId,
    available(c) {
      const e = enc4(c);
      const cr = subj(c);
      if (!e || !cr) return no('act.why.select');
      const opts = mountOptions(e, cr.id).filter((o) => !creatureOf(e, o.mountId)?.mountId);
      if (opts.some((o) => o.legal)) return OK;
      const o = opts[0];
      return o?.reason ? { ok: false, why: { msg: o.reason }, ruleId: o.ruleId } : no('act.why.noMount');
    },
    perform(c) {
      if (!c.subject) return;
      c.ui.select(c.subject);
      c.ui.openMenu({ id: c.subject, x: 12, y: 12 });
      useMenuUi.getState().expand('m4.mount');
    },
  },
  {
    id: 'm4.dismount',
    label: L('mm.dismount'),
    group: 'system',
    keys: [{ key: 'd' }],
    subject: true,
    menu: true,
    testId: 'token-menu.dismount',
    relevant: (c) => !!subj(c)?.mountId,
    available: (c) => landing(c, (to) => cmd('dismount', { id: c.subject ?? '', to })),
    perform(c) {
      const e = enc4(c);
      if (e && c.subject) startDismount(c.ui, e, c.subject);
    },
  },
  {
    id: 'm4.dropProne',
    label: L('mm.dropProne'),
    group: 'system',
    subject: true,
    menu: true,
    testId: 'token-menu.drop-prone',
    relevant: (c) => !!subj(c) && (!!subj(c)?.mountId || !subj(c)?.conditions.includes('prone')),
    available: (c) =>
      subj(c)?.mountId
        ? landing(c, (to) => cmd('dropProne', { id: c.subject ?? '', to }))
        : dryRun(c, cmd('dropProne', { id: c.subject ?? '' })),
    perform(c) {
      const e = enc4(c);
      const cr = subj(c);
      if (!e || !cr) return;
      if (cr.mountId) startDropProne(c.ui, e, cr.id);
      else send(c, cmd('dropProne', { id: cr.id }));
    },
  },
  {
    id: 'm4.takeReins',
    label: L('mm.takeReins'),
    group: 'system',
    subject: true,
    menu: true,
    testId: 'token-menu.take-reins',
    relevant(c) {
      const e = enc4(c);
      const cr = subj(c);
      return !!e && !!cr?.mountId && !cr.isRider && !riderOf(e, cr.mountId);
    },
    available: (c) => dryRun(c, cmd('takeReins', { id: c.subject ?? '' })),
    perform: (c) => void send(c, cmd('takeReins', { id: c.subject ?? '' })),
  },
  {
    id: 'm4.commandMount',
    label: (c) => {
      const e = enc4(c);
      const cr = subj(c);
      return Lp('mm.commandMount', { mount: (e && cr?.mountId && creatureOf(e, cr.mountId)?.name) || '' });
    },
    group: 'system',
    subject: true,
    menu: true,
    testId: 'token-menu.command-mount',
    relevant: (c) => !!subj(c)?.mountId && !!subj(c)?.isRider && subj(c)?.kind === 'monster',
    available: (c) => dryRun(c, cmd('commandMount', { id: c.subject ?? '' })),
    perform: (c) => void send(c, cmd('commandMount', { id: c.subject ?? '' })),
  },
  {
    id: 'm4.knockProne',
    label: (c) => {
      const cr = subj(c);
      return L(cr?.flying && cr.elevation > 0 ? 'mm.knockProneFlier' : 'mm.knockProne');
    },
    group: 'system',
    keys: [{ key: 'p' }],
    subject: true,
    menu: true,
    hint: true,
    testId: 'token-menu.knock-prone',
    available: (c) => dryRun(c, cmd('knockProne', { id: c.subject ?? '' })),
    perform: (c) => void send(c, cmd('knockProne', { id: c.subject ?? '' })),
  },
  {
    id: 'm4.standUp',
    label: L('mm.standUp'),
    group: 'system',
    keys: [{ key: 's' }],
    subject: true,
    menu: true,
    testId: 'token-menu.stand-up',
    relevant: (c) => !!subj(c)?.conditions.includes('prone'),
    available: (c) => dryRun(c, cmd('standUp', { id: c.subject ?? '' })),
    perform: (c) => void send(c, cmd('standUp', { id: c.subject ?? '' })),
  },
  {
    id: 'm4.teleport',
    label: L('mm.teleport'),
    group: 'system',
    keys: [{ key: 't' }],
    subject: true,
    menu: true,
    testId: 'token-menu.teleport',
    param: { key: 'distance', label: 'mm.tpDistance', initial: 3, min: 1, max: 100, testId: 'token-menu.tp-distance' },
    available: (c) =>
      c.params.distance === undefined || (Number.isFinite(c.params.distance) && c.params.distance >= 1)
        ? OK
        : no('act.why.distance'),
    perform: (c) => {
      if (c.subject) startTeleport(c.ui, c.subject, c.params.distance ?? 5);
    },
  },
  {
    id: 'm4.forced',
    label: L('mm.forced'),
    group: 'system',
    keys: [{ key: 'f' }],
    subject: true,
    menu: true,
    testId: 'token-menu.forced',
    perform(c) {
      const e = enc4(c);
      if (e && c.subject) startForced(c.ui, e, c.subject);
    },
  },
  {
    id: 'm4.attack',
    label: L('mm.attack'),
    group: 'system',
    keys: [{ key: 'a' }],
    subject: true,
    menu: true,
    hint: true,
    testId: 'token-menu.attack',
    perform: (c) => c.ui.setMounted({ attackerId: c.subject, powerId: null }),
  },
  {
    // Issue 19: the effects on the creature and the form to add one (B-14), in a card of the dock.
    id: 'm4.effects',
    label: L('mm.effects'),
    group: 'system',
    keys: [{ key: 'e' }],
    subject: true,
    menu: true,
    testId: 'token-menu.effects',
    perform: (c) => useEffectsUi.getState().open(c.subject),
  },
  {
    id: 'm4.forcedApply',
    label: L('act.forcedApply'),
    group: 'system',
    keys: [{ key: 'Enter' }],
    relevant: (c) => !!c.ui.forced,
    available(c) {
      const f = c.ui.forced;
      if (!f) return no('act.notNow');
      return dryRun(
        c,
        cmd('forceMove', {
          targetId: f.targetId,
          alsoIds: f.alsoIds,
          kind: f.kind,
          sourceId: f.sourceId ?? undefined,
          distance: f.distance,
          path: f.path,
        }),
      );
    },
    perform(c) {
      const f = c.ui.forced;
      if (!f) return;
      if (
        send(
          c,
          cmd('forceMove', {
            targetId: f.targetId,
            alsoIds: f.alsoIds,
            kind: f.kind,
            sourceId: f.sourceId ?? undefined,
            distance: f.distance,
            path: f.path,
          }),
        )
      )
        c.ui.setForced(null);
    },
  },
  {
    // B-16: the creature whose turn it is delays before acting (offered on the current creature only).
    id: 'm4.delay',
    label: L('mm.delay'),
    group: 'turn',
    subject: true,
    menu: true,
    testId: 'token-menu.delay',
    relevant: (c) => {
      const e = enc4(c);
      return !!e && !!c.subject && e.turns.order[e.turns.current] === c.subject;
    },
    available: (c) => (c.subject ? dryRun(c, cmd('delayTurn', { id: c.subject })) : no('act.why.select')),
    perform(c) {
      if (c.subject) send(c, cmd('delayTurn', { id: c.subject }));
    },
  },
  {
    // B-16: a delayed creature takes its turn now, after the current one (offered only while it is delayed).
    id: 'm4.resume',
    label: L('mm.resume'),
    group: 'turn',
    subject: true,
    menu: true,
    testId: 'token-menu.resume',
    relevant: (c) => !!c.subject && dryRun(c, cmd('resumeTurn', { id: c.subject })).ok,
    available: (c) => (c.subject ? dryRun(c, cmd('resumeTurn', { id: c.subject })) : no('act.why.select')),
    perform(c) {
      if (c.subject) send(c, cmd('resumeTurn', { id: c.subject }));
    },
  },
  {
    // Esc closes the dismount offer, then the attack helper, then the effects card (a square pick or the forced
    // path: the board's Esc).
    id: 'm4.close',
    label: L('act.closeTool'),
    group: 'help',
    keys: [{ key: 'Escape' }],
    relevant: (c) =>
      !boardBusy(c) && !!(c.ui.mounted.offer || c.ui.mounted.attackerId || useEffectsUi.getState().openFor),
    perform(c) {
      if (c.ui.mounted.offer) c.ui.setMounted({ offer: null });
      else if (c.ui.mounted.attackerId) c.ui.setMounted({ attackerId: null });
      else useEffectsUi.getState().open(null);
    },
  },
];
