/**
 * The GM's bestiary in a rule system's own creature panel (Tenkai's, issue 29): search the saved creatures of this
 * system, add one, save the selected creature, open the bestiary (export, import, remove).
 */
import { useState } from 'react';
import { creatureOf, findFreeSpace, systemFor, type SystemId } from '../../rules';
import { useDispatch, useEnc, useServices, useT, useUi } from '../context';
import { uiOf } from '../systems';
import { BestiaryDialog } from './BestiaryDialog';
import { TemplateSearch } from './TemplateSearch';
import { bestiaryProblemText } from './texts';
import { useBestiary } from './useBestiary';

export function BestiaryRow() {
  const { t } = useT();
  const svc = useServices();
  const dispatch = useDispatch();
  const system = useEnc((s) => s.encounter.system);
  const selectedId = useUi((s) => s.selectedId);
  const entries = useBestiary((v) => v.entries);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState('');
  const [dialog, setDialog] = useState(false);
  const b = svc.bestiary;
  if (!b) return null;
  const mine = b.search(entries, query, system);
  const key = mine.some((e) => e.id === picked) ? picked : (mine[0]?.id ?? '');
  const add = () => {
    const e = mine.find((x) => x.id === key);
    if (!e) return;
    const enc = svc.encounter.getState().encounter;
    const near = { x: Math.floor(enc.grid.width / 2), y: Math.floor(enc.grid.height / 2) };
    const pos = findFreeSpace(enc, systemFor(enc).grid, e.creature.size ?? 'medium', near) ?? near;
    const r = dispatch({ type: 'addCreature', creature: { ...e.creature, name: e.name, pos } });
    if (r.ok) svc.ui.getState().select(`c${enc.nextId}`);
  };
  const save = async () => {
    const c = selectedId ? creatureOf(svc.encounter.getState().encounter, selectedId) : undefined;
    const u = svc.ui.getState();
    if (!c) return;
    const r = await b.saveCreature(system as SystemId, c, c.name, uiOf(system).bestiaryPart);
    if (r.ok) u.notify(t('bestiary.saved', { name: r.entry.name }));
    else u.notify(bestiaryProblemText(r.problem, u.lang), 'error');
  };
  return (
    <div className="bestiary-row" data-testid="bestiary.row">
      <TemplateSearch query={query} setQuery={setQuery} openBestiary={() => setDialog(true)} />
      <div className="row">
        <select
          data-testid="creatures.template"
          value={key}
          aria-label={t('bestiary.mine')}
          onChange={(e) => setPicked(e.target.value)}
        >
          {mine.length === 0 && <option value="">{t('bestiary.mine')} —</option>}
          {mine.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
        <button type="button" data-testid="creatures.add" disabled={!key} onClick={add}>
          ＋ {t('creature.add')}
        </button>
        <button type="button" data-testid="editor.to-bestiary" disabled={!selectedId} onClick={() => void save()}>
          {t('bestiary.save')}
        </button>
      </div>
      {dialog && <BestiaryDialog onClose={() => setDialog(false)} />}
    </div>
  );
}
