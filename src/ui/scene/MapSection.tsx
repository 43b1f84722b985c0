/**
 * The Map tab's map picture (issue 17): pick or drop a file; its grid size and offset by numbers or by dragging
 * over printed squares; grid lines drawn, faint or hidden; a new encounter sized to the picture. Every change is
 * one `setScene` command (undoable, saved, exported).
 */
import { useEffect, useRef, useState } from 'react';
import { newEncounter, type AnyEncounter, type MapLayer } from '../../rules';
import { gridFromPicture } from '../../app/assets/files';
import { freshDice } from '../../app/diceKeys';
import { useEnc, useServices, useT, useUi } from '../context';
import { LabeledInput } from '../formFields';
import { PICTURE_ACCEPT, placeMapFile } from './addPicture';
import { sceneUi, useSceneUi } from './sceneUi';

/** A number typed in a field, or null when it is not one within [min, max]. */
function numIn(s: string, min: number, max: number): number | null {
  const v = Number(s.trim().replace(',', '.'));
  return s.trim() !== '' && Number.isFinite(v) && v >= min && v <= max ? v : null;
}
export function MapSection() {
  const { t, refusal } = useT();
  const svc = useServices();
  const map = useEnc((s) => s.encounter.scene.map);
  const gridLines = useEnc((s) => s.encounter.scene.gridLines);
  const grid = useEnc((s) => s.encounter.grid);
  const tool = useUi((s) => s.tool);
  const notify = useUi((s) => s.notify);
  const alignSquares = useSceneUi((s) => s.alignSquares);
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  const [cell, setCell] = useState('');
  const [ox, setOx] = useState('');
  const [oy, setOy] = useState('');
  // What this form applied last: the panels see the encounter after the board's next frame (issue 33), so the
  // map this form just set arrives a frame later; the fields already say so, and what was typed since stays.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const key = map ? `${map.cell},${map.offsetX},${map.offsetY}` : null;
    if (key !== null && key === applied.current) {
      applied.current = null;
      return;
    }
    applied.current = null;
    setCell(map ? String(map.cell) : '');
    setOx(map ? String(map.offsetX) : '');
    setOy(map ? String(map.offsetY) : '');
  }, [map]);
  useEffect(() => {
    let live = true;
    if (map) void svc.pictures?.infoOf(map.asset).then((i) => live && setName(i?.name ?? null));
    return () => {
      live = false;
    };
  }, [map, svc.pictures]);
  const dispatch = svc.encounter.getState().dispatch;
  const apply = () => {
    if (!map) return;
    const c = numIn(cell, 4, 2048);
    const x = numIn(ox, -100000, 100000);
    const y = numIn(oy, -100000, 100000);
    if (c === null) return notify(t('scene.badNumber', { what: t('scene.cell'), min: 4, max: 2048 }), 'error');
    if (x === null)
      return notify(t('scene.badNumber', { what: t('scene.offsetX'), min: -100000, max: 100000 }), 'error');
    if (y === null)
      return notify(t('scene.badNumber', { what: t('scene.offsetY'), min: -100000, max: 100000 }), 'error');
    const next: MapLayer = { ...map, cell: c, offsetX: x, offsetY: y };
    const r = dispatch({ type: 'setScene', map: next });
    if (!r.ok) notify(r.kind === 'refused' ? refusal(r) : r.error, 'error');
    else applied.current = `${c},${x},${y}`;
  };
  const sized = map ? gridFromPicture(map.width - map.offsetX, map.height - map.offsetY, map.cell) : null;
  const newSized = async () => {
    const lib = svc.library;
    const enc = svc.encounter.getState().encounter;
    if (!map || !sized || !lib) return;
    const base = newEncounter({
      system: enc.system,
      name: enc.name,
      width: sized.width,
      height: sized.height,
      dice: freshDice(),
    });
    const initial = {
      ...base,
      grid: { ...base.grid, squareSize: enc.grid.squareSize },
      scene: { ...base.scene, map, gridLines: enc.scene.gridLines },
    } as AnyEncounter;
    const err = await lib.create({ name: enc.name, initial });
    if (err) notify(err, 'error');
    else notify(t('scene.sizedCreated', { name: enc.name, w: sized.width, h: sized.height }));
  };
  return (
    <section className="scene-section" aria-labelledby="scene-map">
      <h3 id="scene-map">{t('scene.map')}</h3>
      {map ? (
        <p className="muted small" data-testid="scene.map-info">
          {t('scene.mapInfo', { name: name ?? map.asset.slice(0, 8), w: map.width, h: map.height })}
        </p>
      ) : (
        <p className="muted small" data-testid="scene.map-info">
          {t('scene.noMap')}
        </p>
      )}
      <div className="row">
        <button data-testid="scene.pick" onClick={() => input.current?.click()}>
          {map ? t('scene.replace') : t('scene.pick')}
        </button>
        {map && (
          <button
            data-testid="scene.remove"
            className="danger"
            onClick={() => dispatch({ type: 'setScene', map: null })}
          >
            {t('scene.remove')}
          </button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={PICTURE_ACCEPT}
          data-testid="scene.file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void placeMapFile(svc, f, f.name);
          }}
        />
      </div>
      <p className="muted small">{t('scene.dropHint')}</p>
      {map && (
        <>
          <form
            className="row scene-numbers"
            onSubmit={(e) => {
              e.preventDefault();
              apply();
            }}
          >
            {(
              [
                ['scene.cell', 'scene.cell', cell, setCell],
                ['scene.offsetX', 'scene.offset-x', ox, setOx],
                ['scene.offsetY', 'scene.offset-y', oy, setOy],
              ] as const
            ).map(([label, testId, value, set]) => (
              <LabeledInput
                key={testId}
                className="field small"
                label={t(label)}
                testId={testId}
                inputMode="decimal"
                value={value}
                onValue={set}
              />
            ))}
            <button type="submit" data-testid="scene.apply">
              {t('scene.apply')}
            </button>
          </form>
          <div className="row">
            <button
              data-testid="scene.align"
              aria-pressed={tool.kind === 'align'}
              onClick={() =>
                svc.ui
                  .getState()
                  .setTool(tool.kind === 'align' ? { kind: 'select' } : { kind: 'align', squares: alignSquares })
              }
            >
              {t('scene.alignDrag')}
            </button>
            <label className="check small">
              <input
                data-testid="scene.align-squares"
                type="number"
                min={1}
                max={20}
                value={alignSquares}
                style={{ width: 56 }}
                onChange={(e) => {
                  const n = Math.max(1, Math.min(20, Math.round(Number(e.target.value)) || 1));
                  sceneUi.getState().setAlignSquares(n);
                  if (tool.kind === 'align') svc.ui.getState().setTool({ kind: 'align', squares: n });
                }}
              />
              {t('scene.alignSquares')}
            </label>
          </div>
          {tool.kind === 'align' && <p className="small warn">{t('scene.alignHelp', { n: alignSquares })}</p>}
          {sized && svc.library && (sized.width !== grid.width || sized.height !== grid.height) && (
            <button data-testid="scene.size-from-picture" onClick={() => void newSized()}>
              {t('scene.sizeFromPicture', { w: sized.width, h: sized.height })}
            </button>
          )}
        </>
      )}
      <div className="row" role="radiogroup" aria-label={t('scene.grid')}>
        <span className="small muted">{t('scene.grid')}</span>
        {(['drawn', 'faint', 'hidden'] as const).map((g) => (
          <button
            key={g}
            role="radio"
            aria-checked={gridLines === g}
            aria-pressed={gridLines === g}
            data-testid={`scene.grid.${g}`}
            onClick={() => dispatch({ type: 'setScene', gridLines: g })}
          >
            {t(`scene.grid.${g}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
