/**
 * The sidebar of a Tenkai encounter (loaded on demand): turn tracker, band filter, the creature list with
 * "add character / partner", and the selected character's panel and sheet.
 */
import type { Encounter } from '../../rules';
import { tenkaiData, tkOf, TK_BAND_LABELS, bandOf } from '../../rules/tenkai';
import { useDispatch, useEnc, useServices, useT, useUi } from '../context';
import { BandFilter } from './BandFilter';
import { CharacterPanel } from './CharacterPanel';
import { SheetEditor } from './SheetEditor';
import { TurnPanel } from './TurnPanel';
import { creatureOf } from '../../rules';

function nextName(enc: Encounter, base: string): string {
  const n = enc.creatureOrder.filter((id) => creatureOf(enc, id)?.name.startsWith(base)).length;
  return n ? `${base} ${n + 1}` : base;
}

export function TenkaiSidebar() {
  const { t, tr } = useT();
  const dispatch = useDispatch();
  const svc = useServices();
  const order = useEnc((s) => s.encounter.creatureOrder);
  const enc = useEnc((s) => s.encounter);
  const selectedId = useUi((s) => s.selectedId);
  const select = useUi((s) => s.select);
  const selected = selectedId ? creatureOf(enc, selectedId) : undefined;
  const data = tkOf(selected);
  const add = (role: 'character' | 'partner') => {
    const e = svc.encounter.getState().encounter;
    const pos = { x: Math.floor(e.grid.width / 2), y: Math.floor(e.grid.height / 2) };
    const name = nextName(e, t(role === 'partner' ? 'tk.role.partner' : 'tk.character'));
    const sheet = role === 'partner' ? tenkaiData({ role, move: 4, canFly: true, stats: { ap: 3 } }) : tenkaiData({ stats: { agility: 100 } });
    const r = dispatch({ type: 'addCreature', creature: { name, side: 'party', pos, glyph: role === 'partner' ? '相' : '士', ext: { tenkai: sheet } } });
    if (r.ok) select(`c${e.nextId}`);
  };
  return (
    <>
      <TurnPanel />
      <BandFilter />
      <section className="panel creatures" aria-label={t('panel.creatures')}>
        <h2>{t('panel.creatures')}</h2>
        <div className="row">
          <button data-testid="tk.add.character" onClick={() => add('character')}>＋ {t('tk.addCharacter')}</button>
          <button data-testid="tk.add.partner" onClick={() => add('partner')}>＋ {t('tk.addPartner')}</button>
        </div>
        <ul className="creature-list" data-testid="creatures.list">
          {order.map((id) => {
            const c = creatureOf(enc, id);
            if (!c) return null;
            const mount = c.mountId ? creatureOf(enc, c.mountId) : undefined;
            const b = tkOf(c) ? bandOf(enc, id) : null;
            return (
              <li key={id} className={`side-${c.side} ${id === selectedId ? 'selected' : ''}`}>
                <button className="link" data-testid={`creatures.item.${id}`} onClick={() => select(id)}>
                  <span className="swatch" style={{ background: c.color }} />
                  {c.name}
                  {mount && <span className="muted"> → {mount.name}</span>}
                  {b && <span className={`tk-band-tag band-${b}`}>{tr(TK_BAND_LABELS[b])}</span>}
                  <span className="hp">{c.hp}/{c.hpMax}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <h3>{t('panel.selected')}</h3>
        {!selected && <p className="muted">{t('creature.none')}</p>}
        {selected && !data && (
          <div>
            <p className="muted">{t('tk.notTenkai')}</p>
            <button data-testid="tk.give" onClick={() => dispatch({ type: 'tkEditData', id: selected.id, patch: {} })}>{t('tk.giveStats')}</button>
          </div>
        )}
        {selected && data && <CharacterPanel id={selected.id} />}
        {selected && data && (
          <details className="tk-sheet-box" data-testid="tk.sheet.box">
            <summary data-testid="tk.sheet.toggle">{t('tk.sheet')}</summary>
            <SheetEditor creature={selected} data={data} />
          </details>
        )}
      </section>
    </>
  );
}
