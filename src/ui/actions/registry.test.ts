import { describe, expect, it } from 'vitest';
import { creatureOf, SYSTEM_IDS, type AnyEncounter } from '../../rules';
import { createEncounterStore, createUiStore } from '../../store';
import { sampleEncounter } from '../../app/sample';
import { sampleTenkaiEncounter } from '../../app/sampleTenkai';
import type { AppServices } from '../context';
import { runAction } from './ActionButton';
import { actionCtx, keyLabel, whyText } from './helpers';
import { registryKey, routed } from './keyboard';
import { actionById, actionForKey, actionsOf, keyClashes } from './registry';

/** Services over real stores (no board): what the actions use. */
function services(enc: AnyEncounter): AppServices {
  return {
    encounter: createEncounterStore(enc),
    ui: createUiStore('en'),
    mountBoard: () => () => {},
    fitBoard: () => {},
    exportFile: () => '',
    importFile: () => ({ ok: false, error: 'no' }) as never,
    library: null,
    sampleOf: async () => enc,
    openPlayerView: () => {},
  };
}

const key = (k: string, mods: { shift?: boolean; ctrl?: boolean } = {}) => ({
  key: k,
  shiftKey: !!mods.shift,
  ctrlKey: !!mods.ctrl,
  metaKey: false,
});

describe('the action registry (issue 15)', () => {
  it('binds no key to two actions unless both depend on the context, in every rule system', () => {
    for (const s of SYSTEM_IDS) expect(keyClashes(s), s).toEqual([]);
  });

  it('every action has a label in both languages; the Japanese ones have no English words', () => {
    for (const s of SYSTEM_IDS) {
      const c = actionCtx(services(sampleEncounter('en')), null);
      for (const a of actionsOf(s)) {
        const label =
          typeof a.label === 'function'
            ? a.label({ ...c, enc: s === 'tenkai' ? sampleTenkaiEncounter('en') : c.enc })
            : a.label;
        expect(label.en, a.id).not.toBe('');
        expect(label.ja, a.id).not.toBe('');
        // Rule ids (MC-MOUNT-1, TK-MNT-3) and the dice notation are not words.
        expect(label.ja.replace(/[A-Z]+(-[A-Z0-9]+)+/g, ''), `${s} ${a.id}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });

  it('each rule system brings its own keys: Tenkai lists no 4e action, 4e none of Tenkai', () => {
    const ids = (s: string) =>
      actionsOf(s)
        .filter((a) => a.keys?.length)
        .map((a) => a.id);
    expect(ids('tenkai').some((id) => id.startsWith('m4.'))).toBe(false);
    expect(ids('mounted4e').some((id) => id.startsWith('tk.'))).toBe(false);
    expect(ids('tenkai')).toContain('tk.attack');
    expect(ids('mounted4e')).toContain('m4.dismount');
    // Both have Next turn on N; in Tenkai it starts the turn or ends the round.
    expect(actionById('tenkai', 'turn.next')?.keys).toEqual([{ key: 'n' }]);
    expect(actionById('mounted4e', 'turn.next')?.keys).toEqual([{ key: 'n' }]);
  });

  it('a key means one thing in a context: N next turn, Shift+N previous, D dismounts the selected rider, M mounts only when not carried', () => {
    const svc = services(sampleEncounter('en'));
    const enc = svc.encounter.getState().encounter;
    const aldric = enc.creatureOrder.find((id) => creatureOf(enc, id)?.name === 'Sir Aldric') ?? '';
    svc.ui.getState().select(aldric);
    const c = actionCtx(svc);
    expect(actionForKey('mounted4e', key('n'), c)?.id).toBe('turn.next');
    expect(actionForKey('mounted4e', key('N', { shift: true }), c)?.id).toBe('turn.prev');
    expect(actionForKey('mounted4e', key('z', { ctrl: true }), c)?.id).toBe('history.undo');
    expect(actionForKey('mounted4e', key('d'), c)?.id).toBe('m4.dismount');
    expect(actionForKey('mounted4e', key('m'), c)).toBeUndefined(); // he rides already
    expect(actionForKey('mounted4e', key('Escape'), c)).toBeUndefined(); // nothing open: the board's Esc
    svc.ui.getState().setMounted({ attackerId: aldric });
    expect(actionForKey('mounted4e', key('Escape'), actionCtx(svc))?.id).toBe('m4.close');
    // With nothing selected a creature's key still answers (to say "select a creature first").
    svc.ui.getState().select(null);
    expect(actionForKey('mounted4e', key('p'), actionCtx(svc))?.id).toBe('m4.knockProne');
  });

  it('availability is the engine’s refusal from a dry run, with its rule id; performing sends the command', () => {
    const svc = services(sampleEncounter('en'));
    const next = actionById('mounted4e', 'turn.next');
    if (!next?.available) throw new Error('turn.next');
    const before = next.available(actionCtx(svc));
    expect(before.ok).toBe(false);
    if (!before.ok) expect(whyText(before.why, 'mounted4e', 'en')).not.toBe('');
    expect(svc.encounter.getState().session.cursor).toBe(0); // a dry run changes nothing
    const roll = actionById('mounted4e', 'turn.rollAll');
    if (!roll) throw new Error('turn.rollAll');
    expect(runAction(roll, actionCtx(svc))).toBe(true);
    expect(svc.encounter.getState().session.cursor).toBe(1);
    expect(next.available(actionCtx(svc)).ok).toBe(true);
    // Knock the mounted knight prone: a save is asked (a pending decision), not refused.
    const enc = svc.encounter.getState().encounter;
    const aldric = enc.creatureOrder.find((id) => creatureOf(enc, id)?.name === 'Sir Aldric') ?? '';
    const prone = actionById('mounted4e', 'm4.knockProne');
    if (!prone) throw new Error('m4.knockProne');
    expect(runAction(prone, actionCtx(svc, aldric))).toBe(true);
    expect(svc.encounter.getState().encounter.pending?.kind).toBe('mc.save');
    // While it is pending every other command is refused, and the registry says so instead of offering it.
    const dismount = actionById('mounted4e', 'm4.dismount');
    expect(dismount?.available?.(actionCtx(svc, aldric)).ok).toBe(false);
  });

  it('Tenkai: Previous turn is greyed with the engine’s reason (use undo); ride a partner lists the partners in the square', () => {
    const svc = services(sampleTenkaiEncounter('en'));
    const prev = actionById('tenkai', 'turn.prev');
    const av = prev?.available?.(actionCtx(svc));
    expect(av?.ok).toBe(false);
    const ride = actionById('tenkai', 'tk.ride');
    const items = ride?.items?.(actionCtx(svc, 'c1')) ?? [];
    expect(items.map((i) => i.id)).toContain('c2');
    expect(items.find((i) => i.id === 'c2')?.availability.ok).toBe(true);
    items.find((i) => i.id === 'c2')?.perform();
    expect(creatureOf(svc.encounter.getState().encounter, 'c1')?.mountId).toBe('c2');
    expect(actionForKey('tenkai', key('m'), actionCtx(svc, 'c1'))?.id).toBe('tk.dismount');
  });

  it('keys as shown', () => {
    expect(keyLabel({ key: 'n', shift: true }, 'en')).toBe('Shift+N');
    expect(keyLabel({ key: 'z', mod: true }, 'ja')).toBe('Ctrl+Z');
    expect(keyLabel({ key: 'ArrowUp' }, 'en')).toBe('↑');
    expect(keyLabel({ key: '?' }, 'en')).toBe('?');
  });
});

describe('the one key listener leaves keys alone where they mean something else', () => {
  const el = (tag: string, inside: string | null = null, extra: Record<string, unknown> = {}) =>
    ({
      tagName: tag,
      isContentEditable: false,
      closest: (sel: string) =>
        inside && sel.includes(inside) ? { getAttribute: () => inside.replace(/.*role="([a-z]+)".*/, '$1') } : null,
      ...extra,
    }) as unknown as HTMLElement;
  const doc = (modal: boolean) => ({ body: null, querySelector: () => (modal ? {} : null) }) as unknown as Document;
  const ev = (k: string, extra: Record<string, unknown> = {}) =>
    ({ key: k, isComposing: false, altKey: false, ...extra }) as unknown as KeyboardEvent;

  it('typing in a field, IME composition, Alt (the GM placement), a modal dialog', () => {
    expect(routed(ev('n'), el('INPUT'), doc(false))).toBe(false);
    expect(routed(ev('n', { isComposing: true }), el('DIV'), doc(false))).toBe(false);
    expect(routed(ev('n', { altKey: true }), el('DIV'), doc(false))).toBe(false);
    expect(routed(ev('n'), el('DIV'), doc(true))).toBe(false);
    expect(routed(ev('n'), el('DIV'), doc(false))).toBe(true);
  });

  it('a key typed in a field does not look for a modal dialog (issue 33: that query walks the whole page)', () => {
    let asked = 0;
    const counting = {
      body: null,
      querySelector: () => {
        asked++;
        return null;
      },
    } as unknown as Document;
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(routed(ev('Enter'), el(tag), counting)).toBe(false);
    expect(routed(ev('a'), el('DIV', null, { isContentEditable: true }), counting)).toBe(false);
    expect(asked).toBe(0);
    expect(routed(ev('n'), el('DIV'), counting)).toBe(true);
    expect(asked).toBe(1);
  });

  it('a menu’s arrows, Enter on a button; but a letter in the menu is the registry’s', () => {
    expect(routed(ev('ArrowDown'), el('BUTTON', '[role="menu"]'), doc(false))).toBe(false);
    expect(routed(ev('Enter'), el('BUTTON', 'button'), doc(false))).toBe(false);
    expect(routed(ev('p'), el('BUTTON', '[role="menu"]'), doc(false))).toBe(true);
  });

  it('B-16: the current creature can delay its turn from the menu, and the delayed one take it later', () => {
    const svc = services(sampleEncounter('en'));
    svc.encounter.getState().dispatch({ type: 'rollInitiative', all: true } as never);
    svc.encounter.getState().dispatch({ type: 'nextTurn' } as never);
    const enc = svc.encounter.getState().encounter;
    const current = enc.turns.order[enc.turns.current] as string;
    expect(current).toBeTruthy();
    const other = enc.turns.order.find((id) => id !== current && !creatureOf(enc, id)?.mountId) as string;
    const delay = actionById('mounted4e', 'm4.delay');
    const resume = actionById('mounted4e', 'm4.resume');
    if (!delay || !resume) throw new Error('actions missing');
    // Only the creature whose turn it is is offered the delay.
    expect(delay.relevant?.(actionCtx(svc, other))).toBe(false);
    const c = actionCtx(svc, current);
    expect(delay.relevant?.(c)).toBe(true);
    expect(delay.available?.(c)).toMatchObject({ ok: true });
    expect(resume.relevant?.(c)).toBe(false);
    runAction(delay, c);
    const after = svc.encounter.getState().encounter;
    expect(after.turns.order[after.turns.current]).not.toBe(current);
    expect(resume.relevant?.(actionCtx(svc, current))).toBe(true);
    runAction(resume, actionCtx(svc, current));
    const back = svc.encounter.getState().encounter;
    expect(back.turns.order[back.turns.current]).toBe(current);
  });

  it('issue 31: in the one input path the registry takes Esc only as a layer over the board, every other key after the tool; arrows nudge with any tool but a pick or a forced path', () => {
    const svc = services(sampleEncounter('en'));
    const enc = () => svc.encounter.getState().encounter;
    const ogre = Object.values(enc().creatures).find((c) => c.name === 'Ogre');
    if (!ogre) throw new Error('no ogre');
    svc.ui.getState().select(ogre.id);
    const ev = (k: string) => ({
      ...key(k),
      type: 'keydown',
      altKey: false,
      target: null,
      preventDefault: () => {},
      stopPropagation: () => {},
    });
    // No layer open: Esc is not the registry's at all (the board's tool takes it).
    expect(registryKey(svc, ev('Escape'), 'above')).toBe(false);
    expect(registryKey(svc, ev('Escape'), 'registry')).toBe(false);
    svc.ui.getState().openMenu({ id: ogre.id, x: 0, y: 0 });
    expect(registryKey(svc, ev('Escape'), 'registry')).toBe(false);
    expect(registryKey(svc, ev('Escape'), 'above')).toBe(true);
    expect(svc.ui.getState().menu).toBeNull();
    expect(svc.ui.getState().selectedId).toBe(ogre.id);
    // ↑ ↓ ← → are the registry's, after the tool: with the ruler in hand too.
    svc.ui.getState().setTool({ kind: 'ruler' });
    expect(registryKey(svc, ev('ArrowRight'), 'above')).toBe(false);
    expect(registryKey(svc, ev('ArrowRight'), 'registry')).toBe(true);
    expect(creatureOf(enc(), ogre.id)?.pos).toEqual({ x: ogre.pos.x + 1, y: ogre.pos.y });
    // Not while the forced-movement path is being drawn (B-2): the arrows would move a creature mid-answer.
    svc.ui
      .getState()
      .setForced({ targetId: ogre.id, alsoIds: [], kind: 'push', sourceId: null, distance: 1, path: [] });
    expect(registryKey(svc, ev('ArrowRight'), 'registry')).toBe(false);
    expect(creatureOf(enc(), ogre.id)?.pos).toEqual({ x: ogre.pos.x + 1, y: ogre.pos.y });
  });
});
