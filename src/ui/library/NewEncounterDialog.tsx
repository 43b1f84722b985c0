/**
 * New encounter: name, rule system, grid width × height, square size and the rule system's options (4e's
 * MC-OPT-FALL off by default), or one of the samples. Creates a NEW library entry and opens it; the encounter
 * open now stays saved in the list (it is never replaced).
 */
import { useState } from 'react';
import {
  apply,
  MAX_GRID_SIDE,
  nameProblem,
  newEncounter,
  SYSTEM_IDS,
  systemOf,
  type AnyEncounter,
  type SystemId,
} from '../../rules';
import { systemName } from '../../i18n';
import { freshDice } from '../../app/diceKeys';
import { useServices, useT } from '../context';
import { Dialog } from './Dialog';
import { optionsOf } from './options';
import { OptionSwitches } from './OptionSwitches';
import { LabeledInput } from '../formFields';
import { useLibraryView } from './useLibrary';

type From = 'empty' | 'sample' | 'sampleTenkai';
const SAMPLE_SYSTEM: Record<Exclude<From, 'empty'>, SystemId> = { sample: 'mounted4e', sampleTenkai: 'tenkai' };

/** A whole number in [min, max] typed as text, or null. */
function intIn(text: string, min: number, max: number): number | null {
  if (!/^\s*-?\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The starting state with the chosen options switched on (by the system's own commands; the log starts empty). */
function withOptions(enc: AnyEncounter, on: Record<string, boolean>): AnyEncounter | string {
  let s = enc;
  for (const o of optionsOf(enc.system)) {
    const want = on[o.key] ?? false;
    if (o.read(s) === want) continue;
    const r = apply(s, o.command(want));
    if (!r.ok) return r.kind === 'refused' ? r.reason.m : r.error;
    s = r.state;
  }
  return { ...s, seq: enc.seq } as AnyEncounter;
}

export function NewEncounterDialog({ onClose, initialFrom = 'empty' }: { onClose: () => void; initialFrom?: From }) {
  const { t, lang } = useT();
  const svc = useServices();
  const notSaved = useLibraryView((v) => v.currentId === null);
  const [from, setFrom] = useState<From>(initialFrom);
  const [name, setName] = useState(initialFrom === 'empty' ? t('new.defaultName') : '');
  const [system, setSystem] = useState<string>(initialFrom === 'empty' ? SYSTEM_IDS[0]! : SAMPLE_SYSTEM[initialFrom]);
  const [width, setWidth] = useState('20');
  const [height, setHeight] = useState('15');
  const sysDef = systemOf(system);
  const [square, setSquare] = useState(String(sysDef?.grid.squareSize ?? 5));
  const [opts, setOpts] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sample = from !== 'empty';
  const shownSystem: string = sample ? SAMPLE_SYSTEM[from] : system;
  const unit = systemOf(shownSystem)?.grid.unit ?? 'ft';

  const chooseSystem = (id: string) => {
    setSystem(id);
    setSquare(String(systemOf(id)?.grid.squareSize ?? 5));
    setOpts({});
  };
  const chooseFrom = (f: From) => {
    setFrom(f);
    setOpts({});
    if (f !== 'empty') setName('');
    else if (!name.trim()) setName(t('new.defaultName'));
  };

  const submit = async () => {
    setError(null);
    const lib = svc.library;
    if (!lib) return;
    let initial: AnyEncounter;
    let finalName = name.trim();
    if (sample) {
      initial = await svc.sampleOf(from, lang);
      if (!finalName) finalName = initial.name;
    } else {
      const w = intIn(width, 1, MAX_GRID_SIDE);
      const h = intIn(height, 1, MAX_GRID_SIDE);
      const sq = intIn(square, 1, 100);
      if (w === null) return setError(t('new.badSize', { what: t('new.width'), min: 1, max: MAX_GRID_SIDE }));
      if (h === null) return setError(t('new.badSize', { what: t('new.height'), min: 1, max: MAX_GRID_SIDE }));
      if (sq === null)
        return setError(t('new.badSize', { what: t('new.square', { unit: t(`unit.${unit}`) }), min: 1, max: 100 }));
      const base = newEncounter({
        system,
        name: finalName || t('new.defaultName'),
        width: w,
        height: h,
        dice: freshDice(),
      });
      initial = { ...base, grid: { ...base.grid, squareSize: sq } } as AnyEncounter;
    }
    if (nameProblem(finalName) || finalName.length > 80) return setError(t('new.badName'));
    initial = { ...initial, name: finalName } as AnyEncounter;
    const withOpts = withOptions(initial, opts);
    if (typeof withOpts === 'string') return setError(t('library.failed', { why: withOpts }));
    setBusy(true);
    try {
      const err = await lib.create({ name: finalName, initial: withOpts });
      if (err) return setError(err);
      svc.ui.getState().notify(t('library.created', { name: finalName }));
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const options = optionsOf(shownSystem);
  return (
    <Dialog title={t('new.title')} testId="new.dialog" onClose={onClose} closeLabel={t('dialog.close')}>
      <p className="lib-intro">{t('new.intro')}</p>
      <form
        noValidate
        className="lib-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void submit();
        }}
      >
        <label className="field">
          <span>{t('new.from')}</span>
          <select data-testid="new.from" value={from} onChange={(e) => chooseFrom(e.target.value as From)}>
            <option value="empty">{t('new.from.empty')}</option>
            <option value="sample">{t('new.from.sample')}</option>
            <option value="sampleTenkai">{t('new.from.sampleTenkai')}</option>
          </select>
        </label>
        <LabeledInput
          label={t('new.name')}
          testId="new.name"
          data-autofocus
          value={name}
          maxLength={80}
          placeholder={sample ? t(`new.from.${from}`) : ''}
          onValue={setName}
        />
        <label className="field">
          <span>{t('new.system')}</span>
          <select
            data-testid="new.system"
            value={shownSystem}
            disabled={sample}
            onChange={(e) => chooseSystem(e.target.value)}
          >
            {SYSTEM_IDS.map((id) => (
              <option key={id} value={id}>
                {systemName(id, lang)}
              </option>
            ))}
          </select>
        </label>
        {sample ? (
          <p className="muted lib-note" data-testid="new.sample-note">
            {t('new.fromSampleNote')}
          </p>
        ) : (
          <div className="lib-grid-fields">
            <LabeledInput
              label={t('new.width')}
              testId="new.width"
              type="number"
              min={1}
              max={MAX_GRID_SIDE}
              value={width}
              onValue={setWidth}
            />
            <span className="lib-times" aria-hidden="true">
              ×
            </span>
            <LabeledInput
              label={t('new.height')}
              testId="new.height"
              type="number"
              min={1}
              max={MAX_GRID_SIDE}
              value={height}
              onValue={setHeight}
            />
            <LabeledInput
              label={t('new.square', { unit: t(`unit.${unit}`) })}
              testId="new.square"
              type="number"
              min={1}
              max={100}
              value={square}
              onValue={setSquare}
            />
          </div>
        )}
        <OptionSwitches options={options} opts={opts} setOpts={setOpts} testId="new.option" />
        {notSaved && (
          <p className="lib-warn" role="note" data-testid="new.not-saved">
            {t('new.notSavedWarn')}
          </p>
        )}
        {error && (
          <p className="error" role="alert" data-testid="new.error">
            {error}
          </p>
        )}
        <div className="lib-buttons">
          <button type="button" data-testid="new.cancel" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="primary" data-testid="new.create" disabled={busy}>
            {t('new.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
