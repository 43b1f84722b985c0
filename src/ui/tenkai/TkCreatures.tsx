/**
 * The Creatures tab of a Tenkai encounter (loaded on demand): the creature list with "add character / partner",
 * and the selected character's panel and sheet. (The turn tracker and the band filter are tabs of their own.)
 */
import { creatureOf, type Encounter, type EventBase, type Ref } from '../../rules';
import { bandOf, type TkSheetInput } from '../../rules/tenkai';
import { TK_BAND_LABELS } from '../../i18n/systems/tenkai';
import { useDispatch, useServices, useT, useUi } from '../context';
import { CharacterPanel } from './CharacterPanel';
import { SheetEditor } from './SheetEditor';
import { useTkEnc } from './useTkEnc';
import { BestiaryRow } from '../bestiary/BestiaryRow';
import { ImportCharacters } from '../imports/ImportCharacters';

function nextName(enc: Encounter, base: string): string {
  const n = enc.creatureOrder.filter((id) => creatureOf(enc, id)?.name.startsWith(base)).length;
  return n ? `${base} ${n + 1}` : base;
}

export function TkCreatures() {
  const { t, tr } = useT();
  const dispatch = useDispatch();
  const svc = useServices();
  const enc = useTkEnc();
  const selectedId = useUi((s) => s.selectedId);
  const select = useUi((s) => s.select);
  if (!enc) return null;
  const order = enc.creatureOrder;
  const selected = selectedId ? creatureOf(enc, selectedId) : undefined;
  const add = (role: 'character' | 'partner' | 'glider') => {
    const e = svc.encounter.getState().encounter;
    const pos = { x: Math.floor(e.grid.width / 2), y: Math.floor(e.grid.height / 2) };
    const name = nextName(e, t(role === 'character' ? 'tk.character' : `tk.role.${role}`));
    // A partial sheet: the rules fill in the rest of the Tenkai part (a glider gets its record, TK-GLD-2..4).
    const sheet: TkSheetInput =
      role === 'character'
        ? { stats: { agility: 100 } }
        : { role, move: role === 'glider' ? 6 : 4, canFly: true, stats: { ap: 3 } };
    const glyph = { character: '士', partner: '相', glider: '翔' }[role];
    const r = dispatch({ type: 'addCreature', creature: { name, side: 'party', pos, glyph, sys: sheet } });
    const added = r.ok ? r.events.find((ev): ev is EventBase & { who: Ref } => ev.type === 'creatureAdded') : undefined;
    if (added) select(added.who.id);
  };
  return (
    <>
      <section className="panel creatures" aria-label={t('panel.creatures')}>
        <h2>{t('panel.creatures')}</h2>
        <div className="row">
          <button data-testid="tk.add.character" onClick={() => add('character')}>
            ＋ {t('tk.addCharacter')}
          </button>
          <button data-testid="tk.add.partner" onClick={() => add('partner')}>
            ＋ {t('tk.addPartner')}
          </button>
          <button data-testid="tk.add.glider" onClick={() => add('glider')}>
            ＋ {t('tk.addGlider')}
          </button>
        </div>
        <BestiaryRow />
        <ImportCharacters />
        <ul className="creature-list" data-testid="creatures.list">
          {order.map((id) => {
            const c = creatureOf(enc, id);
            if (!c) return null;
            const mount = c.mountId ? creatureOf(enc, c.mountId) : undefined;
            const b = bandOf(enc, id);
            return (
              <li key={id} className={`side-${c.side} ${id === selectedId ? 'selected' : ''}`}>
                <button className="link" data-testid={`creatures.item.${id}`} onClick={() => select(id)}>
                  <span className="swatch" style={{ background: c.color }} />
                  {c.name}
                  {mount && <span className="muted"> → {mount.name}</span>}
                  <span className={`tk-band-tag band-${b}`}>{tr(TK_BAND_LABELS[b])}</span>
                  <span className="hp">
                    {c.hp}/{c.hpMax}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <h3>{t('panel.selected')}</h3>
        {!selected && <p className="muted">{t('creature.none')}</p>}
        {selected && <CharacterPanel id={selected.id} />}
        {selected && (
          <details className="tk-sheet-box" data-testid="tk.sheet.box">
            <summary data-testid="tk.sheet.toggle">{t('tk.sheet')}</summary>
            <SheetEditor creature={selected} data={selected.sys} />
          </details>
        )}
      </section>
    </>
  );
}
