/** The token menu (right-click): what the selected creature can do. Rule-system actions plug in here. */
import { useLayoutEffect, useRef, useState } from 'react';
import { systemFor } from '../rules';
import { useDispatch, useEnc, useT, useUi } from './context';
import { uiOf } from './systems';
import { creatureOf } from '../rules';

export function TokenMenu() {
  const { t, d } = useT();
  const dispatch = useDispatch();
  const menu = useUi((s) => s.menu);
  const openMenu = useUi((s) => s.openMenu);
  const creature = useEnc((s) => (menu ? creatureOf(s.encounter, menu.id) : undefined));
  const system = useEnc((s) => s.encounter.system);
  // Each rule system lists its conditions and brings its own menu section.
  const conditions = systemFor({ system }).conditions;
  const Section = uiOf(system).MenuSection;
  const [amount, setAmount] = useState('5');
  const ref = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState({ x: 0, y: 0 });
  // Keep the menu inside the board area (it grows when the mount list opens).
  useLayoutEffect(() => {
    const el = ref.current;
    const parent = el?.parentElement;
    if (!el || !parent || !menu) return;
    const w = parent.clientWidth;
    const h = parent.clientHeight;
    const x = Math.min(0, w - 8 - (menu.x + el.offsetWidth));
    const y = Math.min(0, h - 8 - (menu.y + el.offsetHeight));
    if (x !== shift.x || y !== shift.y) setShift({ x: Math.max(x, 8 - menu.x), y: Math.max(y, 8 - menu.y) });
  });
  if (!menu || !creature) return null;
  const close = () => openMenu(null);
  const n = Math.trunc(Number(amount));
  return (
    <div className="token-menu" role="menu" data-testid="token-menu" ref={ref} style={{ left: menu.x + shift.x, top: menu.y + shift.y }} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <div className="menu-title">{t('menu.title', { name: creature.name })}</div>
      <div className="row">
        <label className="field small">
          <span>{t('menu.amount')}</span>
          <input data-testid="token-menu.amount" type="number" min={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <button role="menuitem" data-testid="token-menu.damage" onClick={() => { dispatch({ type: 'changeHp', id: creature.id, amount: -n }); close(); }}>{t('menu.damage')}</button>
        <button role="menuitem" data-testid="token-menu.heal" onClick={() => { dispatch({ type: 'changeHp', id: creature.id, amount: n }); close(); }}>{t('menu.heal')}</button>
      </div>
      {Section && <Section id={creature.id} onDone={close} />}
      <div className="menu-section">{t('menu.conditions')}</div>
      {conditions.map((k) => (
        <button key={k} role="menuitem" data-testid={`token-menu.cond.${k}`} onClick={() => { dispatch({ type: 'setCondition', id: creature.id, condition: k, on: !creature.conditions.includes(k) }); close(); }}>
          {creature.conditions.includes(k) ? '☑' : '☐'} {d.condition(k)}
        </button>
      ))}
      <button role="menuitem" className="danger" data-testid="token-menu.remove" onClick={() => { dispatch({ type: 'removeCreature', id: creature.id }); close(); }}>{t('menu.remove')}</button>
      <button role="menuitem" data-testid="token-menu.close" onClick={close}>{t('menu.close')}</button>
    </div>
  );
}
