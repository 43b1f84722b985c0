/**
 * The token menu (right-click a token, or the menu key): what its creature can do, read from the action
 * registry — every action of the rule system that is relevant to it, an unavailable one greyed with the reason
 * and the rule id instead of offering what would be refused. It opens beside the token (floating-ui: flipped and
 * shifted to stay on the board, its height limited to the room there, scrolling inside), takes the focus (arrow
 * keys move through the items) and closes on a click elsewhere or Esc.
 */
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useEffect, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import type { CreatureId } from '../rules';
import { creatureOf } from '../rules';
import { ActionButton, useActionState, WhyNot } from './actions/ActionButton';
import { labelText, keysLabel } from './actions/helpers';
import { actionsOf } from './actions/registry';
import type { ActionDef } from './actions/types';
import { useEnc, useServices, useT, useUi } from './context';
import { useMenuUi } from './menuUi';
import { uiOf } from './systems';
import { useMedia } from './layout/useMedia';
import { SPLIT_QUERY } from './layout/Sidebar';

/** The menu's test id of an action. */
export function menuTestId(def: ActionDef): string {
  return def.testId ?? `token-menu.${def.id.split('.').slice(1).join('.')}`;
}

/** One action of the menu: an item, an item with a value typed beside it, a list of sub-items, or a sub-panel. */
function MenuAction({ def, id, onDone }: { def: ActionDef; id: CreatureId; onDone: () => void }) {
  const { t, tr, lang } = useT();
  const [param, setParam] = useState(String(def.param?.initial ?? ''));
  const params: Record<string, number> = def.param ? { [def.param.key]: Math.trunc(Number(param)) } : {};
  const { c, relevant, availability } = useActionState(def.id, id, params);
  const expanded = useMenuUi((s) => s.expanded === def.id);
  const expand = useMenuUi((s) => s.expand);
  if (!relevant || !availability) return null;
  const testId = menuTestId(def);
  const keys = keysLabel(def, lang);
  if (def.Sub) {
    return (
      <>
        {/* Always opens: the list says why each entry can or cannot be done. */}
        <button
          type="button"
          role="menuitem"
          data-testid={testId}
          aria-expanded={expanded}
          className={availability.ok ? '' : 'unavailable'}
          onClick={() => expand(expanded ? null : def.id)}
        >
          {labelText(def, c)} {keys && <kbd>{keys}</kbd>}
          <WhyNot av={availability} testId={`${testId}.why`} />
        </button>
        {expanded && <def.Sub id={id} onDone={onDone} />}
      </>
    );
  }
  if (def.items) {
    const shown = def.open || expanded;
    const items = shown ? def.items(c) : [];
    return (
      <div className="menu-items" role="group" aria-label={labelText(def, c)} data-testid={testId}>
        {def.open ? (
          <div className="menu-sub">
            {labelText(def, c)} {keys && <kbd>{keys}</kbd>}
          </div>
        ) : (
          <button
            type="button"
            role="menuitem"
            data-testid={`${testId}.open`}
            aria-expanded={expanded}
            className="menu-sub"
            onClick={() => expand(expanded ? null : def.id)}
          >
            {expanded ? '▾' : '▸'} {labelText(def, c)} {keys && <kbd>{keys}</kbd>}
          </button>
        )}
        {shown && items.length === 0 && <WhyNot av={availability} />}
        {items.map((it) => (
          <button
            key={it.id}
            type="button"
            role="menuitem"
            data-testid={`${testId}.${it.id}`}
            aria-disabled={!it.availability.ok}
            className={`sub ${it.availability.ok ? '' : 'unavailable'}`}
            onClick={() => {
              if (!it.availability.ok) return;
              it.perform();
              onDone();
            }}
          >
            {tr(it.label)} {it.note && <small className="muted">{tr(it.note)}</small>}
            <WhyNot av={it.availability} testId={`${testId}.${it.id}.why`} />
          </button>
        ))}
      </div>
    );
  }
  const button = (
    <ActionButton
      id={def.id}
      subject={id}
      params={params}
      testId={testId}
      role="menuitem"
      showKey
      showWhy
      always
      onDone={onDone}
    />
  );
  if (!def.param) return button;
  return (
    <div className="row menu-param">
      {button}
      <label className="field small">
        <span>{t(def.param.label)}</span>
        <input
          data-testid={def.param.testId ?? `${testId}.param`}
          type="number"
          min={def.param.min}
          max={def.param.max}
          value={param}
          onChange={(e) => setParam(e.target.value)}
        />
      </label>
    </div>
  );
}

/** Move the focus through the menu's items with the arrow keys (Home / End: first / last). */
function rove(e: KeyboardEvent<HTMLDivElement>): void {
  const target = e.target as HTMLElement;
  if (target.tagName === 'INPUT' || target.tagName === 'SELECT') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
  if (items.length === 0) return;
  const i = items.indexOf(target);
  let next: HTMLElement | undefined;
  if (e.key === 'ArrowDown') next = items[(i + 1) % items.length];
  else if (e.key === 'ArrowUp') next = items[(i - 1 + items.length) % items.length];
  else if (e.key === 'Home') next = items[0];
  else if (e.key === 'End') next = items[items.length - 1];
  if (!next) return;
  e.preventDefault();
  next.focus();
}

export function TokenMenu() {
  const { t, d } = useT();
  // A window at least as tall as the docked log's (820 px) shows the conditions open; a shorter one folds them.
  const tall = useMedia(SPLIT_QUERY);
  const svc = useServices();
  const menu = useUi((s) => s.menu);
  const openMenu = useUi((s) => s.openMenu);
  const name = useEnc((s) => (menu ? (creatureOf(s.encounter, menu.id)?.name ?? null) : null));
  const system = useEnc((s) => s.encounter.system);
  const sys = uiOf(system);
  const [amount, setAmount] = useState('5');
  const close = () => {
    openMenu(null);
    useMenuUi.getState().expand(null);
  };
  const { refs, floatingStyles, context, elements } = useFloating({
    open: !!menu,
    onOpenChange: (o) => {
      if (!o) close();
    },
    placement: 'right-start',
    strategy: 'absolute',
    middleware: [
      offset(10),
      flip({ crossAxis: false, fallbackPlacements: ['left-start', 'bottom-start', 'top-start'], padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements: el }) {
          el.floating.style.maxHeight = `${Math.max(180, Math.floor(availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const dismiss = useDismiss(context, { escapeKey: false });
  const role = useRole(context, { role: 'menu' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  // Anchor beside the token (or, without the board's anchors, at the point that was clicked).
  useLayoutEffect(() => {
    if (!menu) return;
    const anchor = svc.board?.()?.anchor([menu.id]);
    if (anchor) refs.setPositionReference(anchor);
    else {
      const canvas = elements.floating?.parentElement?.querySelector('canvas');
      const r = canvas?.getBoundingClientRect() ?? { left: 0, top: 0 };
      const x = r.left + menu.x;
      const y = r.top + menu.y;
      refs.setPositionReference({
        getBoundingClientRect: () => ({ x, y, left: x, top: y, right: x, bottom: y, width: 0, height: 0 }),
      });
    }
  }, [menu, svc, refs, elements.floating]);
  useEffect(() => (menu ? svc.board?.()?.onViewChange(() => context.update()) : undefined), [menu, svc, context]);
  // A closed menu forgets its open sub-list (however it was closed: Esc, a click elsewhere, an action).
  useEffect(() => {
    if (!menu) useMenuUi.getState().expand(null);
  }, [menu]);
  // The focus goes to the first item that can be done (a greyed one can still be reached with the arrows).
  useEffect(() => {
    if (!menu) return;
    const el = elements.floating;
    const first =
      el?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ??
      el?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus({ preventScroll: true });
  }, [menu, elements.floating]);
  if (!menu || name === null) return null;
  const id = menu.id;
  const defs = actionsOf(system).filter((a) => a.menu);
  const own = defs.filter((a) => a.group === 'system');
  const conds = defs.filter((a) => a.id.startsWith('cond.'));
  const rest = defs.filter((a) => a.group !== 'system' && !a.id.startsWith('cond.'));
  const n = Math.trunc(Number(amount));
  const Note = sys.MenuNote;
  const Powers = sys.MenuPowers;
  const onNow = creatureOf(svc.encounter.getState().encounter, id)?.conditions ?? [];
  return (
    <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus>
      <div
        ref={refs.setFloating}
        className="token-menu"
        style={floatingStyles}
        data-testid="token-menu"
        aria-label={t('menu.title', { name })}
        {...getFloatingProps({ onKeyDown: rove })}
      >
        <div className="menu-title">{t('menu.title', { name })}</div>
        <div className="row hp-row">
          <label className="field small">
            <span>{t('menu.amount')}</span>
            <input
              data-testid="token-menu.amount"
              type="number"
              min={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          <ActionButton
            id="creature.damage"
            subject={id}
            params={{ amount: n }}
            testId="token-menu.damage"
            role="menuitem"
            always
            onDone={close}
          />
          <ActionButton
            id="creature.heal"
            subject={id}
            params={{ amount: n }}
            testId="token-menu.heal"
            role="menuitem"
            always
            onDone={close}
          />
        </div>
        {own.length > 0 && (
          <div className="menu-system" data-testid={sys.menuSection?.testId ?? 'token-menu.system'}>
            {sys.menuSection && <div className="menu-section">{t(sys.menuSection.title)}</div>}
            {Note && <Note id={id} />}
            {Powers && <Powers id={id} onDone={close} />}
            {own.map((a) => (
              <MenuAction key={a.id} def={a} id={id} onDone={close} />
            ))}
          </div>
        )}
        {conds.length > 0 &&
          (tall ? (
            <>
              <div className="menu-section">{t('menu.conditions')}</div>
              <div className="menu-conds">
                {conds.map((a) => (
                  <CondItem key={a.id} def={a} id={id} onDone={close} />
                ))}
              </div>
            </>
          ) : (
            // Issue 29: on a short window (720p) the conditions fold into one line, so the menu leaves the board
            // in view; the ones on are named on it.
            <details className="menu-conds-fold" data-testid="token-menu.conds">
              <summary className="menu-section">
                {t('menu.conditions')}
                {onNow.length > 0 && <span className="muted"> — {onNow.map((k) => d.condition(k)).join(', ')}</span>}
              </summary>
              <div className="menu-conds">
                {conds.map((a) => (
                  <CondItem key={a.id} def={a} id={id} onDone={close} />
                ))}
              </div>
            </details>
          ))}
        {rest.map((a) => (
          <ActionButton
            key={a.id}
            id={a.id}
            subject={id}
            testId={menuTestId(a)}
            role="menuitem"
            className={a.id === 'creature.remove' ? 'danger' : ''}
            showKey
            showWhy
            always
            onDone={close}
          />
        ))}
        <button type="button" role="menuitem" data-testid="token-menu.close" onClick={close}>
          {t('menu.close')} <kbd>Esc</kbd>
        </button>
      </div>
    </FloatingFocusManager>
  );
}

/** A condition toggle: ☑ / ☐ and the condition's name. */
function CondItem({ def, id, onDone }: { def: ActionDef; id: CreatureId; onDone: () => void }) {
  const on = useEnc((s) => creatureOf(s.encounter, id)?.conditions.includes(def.id.slice('cond.'.length)) ?? false);
  const { c } = useActionState(def.id, id);
  return (
    <ActionButton
      id={def.id}
      subject={id}
      testId={menuTestId(def)}
      role="menuitemcheckbox"
      extra={{ 'aria-checked': String(on) }}
      always
      onDone={onDone}
    >
      {on ? '☑' : '☐'} {labelText(def, c)}
    </ActionButton>
  );
}
