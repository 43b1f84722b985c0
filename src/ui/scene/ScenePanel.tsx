/**
 * The scene panel, the sidebar's Map tab (issue 17): the map picture (pick or drop a file; its grid size and offset by numbers or by
 * dragging over printed squares; grid lines drawn, faint or hidden; a new encounter sized to the picture), the
 * board's measuring and pointing tools (ruler, area templates with the creatures inside, ping) and the fog of war
 * (hide all, reveal all, rectangle or brush, hide or reveal); walls, doors and the Universal VTT import are
 * `WallsSection.tsx` (issue 32). Every change is one command (undoable, saved,
 * exported); the tools are previews.
 */
import { useEffect, useRef, useState } from 'react';
import { creatureOf, fogBits, newEncounter, templateKinds, type AnyEncounter, type MapLayer } from '../../rules';
import { gridFromPicture } from '../../app/assets/files';
import { freshDice } from '../../app/diceKeys';
import { useDrafts, useEnc, useServices, useT, useUi } from '../context';
import { templateHeightLine } from '../../i18n';
import { PICTURE_ACCEPT, placeMapFile } from './addPicture';
import { fogTool, sceneUi, templateTool, useSceneUi } from './sceneUi';
import { WallsSection } from './WallsSection';
import './scene.css';

/** A number typed in a field, or null when it is not one within [min, max]. */
function numIn(s: string, min: number, max: number): number | null {
  const v = Number(s.trim().replace(',', '.'));
  return s.trim() !== '' && Number.isFinite(v) && v >= min && v <= max ? v : null;
}

function MapSection() {
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
  useEffect(() => {
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
            <label className="field small">
              <span>{t('scene.cell')}</span>
              <input
                data-testid="scene.cell"
                inputMode="decimal"
                value={cell}
                onChange={(e) => setCell(e.target.value)}
              />
            </label>
            <label className="field small">
              <span>{t('scene.offsetX')}</span>
              <input
                data-testid="scene.offset-x"
                inputMode="decimal"
                value={ox}
                onChange={(e) => setOx(e.target.value)}
              />
            </label>
            <label className="field small">
              <span>{t('scene.offsetY')}</span>
              <input
                data-testid="scene.offset-y"
                inputMode="decimal"
                value={oy}
                onChange={(e) => setOy(e.target.value)}
              />
            </label>
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

function ToolsSection() {
  const { t, msg } = useT();
  const svc = useServices();
  const tool = useUi((s) => s.tool);
  const preview = useDrafts((s) => s.templatePreview);
  const system = useEnc((s) => s.encounter.system);
  const enc = useEnc((s) => s.encounter);
  const kinds = templateKinds({ system });
  const last = useSceneUi((s) => s.template);
  const setTool = svc.ui.getState().setTool;
  const current =
    tool.kind === 'template'
      ? { kind: tool.template, size: tool.size, range: tool.range ?? last?.range ?? 10 }
      : (last ?? (kinds[0] ? { kind: kinds[0].kind, size: 1, range: 10 } : null));
  const choose = (next: { kind: string; size: number; range: number }) => {
    sceneUi.getState().setTemplate(next);
    const tt = templateTool({ system });
    if (tt) setTool(tt);
  };
  const names = preview?.reading.ok ? preview.reading.included.map((id) => creatureOf(enc, id)?.name ?? id) : [];
  return (
    <section className="scene-section" aria-labelledby="scene-tools">
      <h3 id="scene-tools">{t('scene.tools')}</h3>
      <div className="row">
        <button
          data-testid="scene.ruler"
          aria-pressed={tool.kind === 'ruler'}
          onClick={() => setTool(tool.kind === 'ruler' ? { kind: 'select' } : { kind: 'ruler' })}
        >
          {t('act.ruler')} <kbd>R</kbd>
        </button>
        <button
          data-testid="scene.ping"
          aria-pressed={tool.kind === 'ping'}
          onClick={() => setTool(tool.kind === 'ping' ? { kind: 'select' } : { kind: 'ping' })}
        >
          {t('act.ping')} <kbd>G</kbd>
        </button>
      </div>
      {tool.kind === 'ruler' && <p className="small warn">{t('scene.rulerHelp')}</p>}
      {tool.kind === 'ping' && <p className="small warn">{t('scene.pingHelp')}</p>}
      {current && kinds.length > 0 && (
        <div className="row">
          <button
            data-testid="scene.template"
            aria-pressed={tool.kind === 'template'}
            onClick={() => (tool.kind === 'template' ? setTool({ kind: 'select' }) : choose(current))}
          >
            {t('act.template')} <kbd>X</kbd>
          </button>
          <label className="field small">
            <span>{t('scene.templateKind')}</span>
            <select
              data-testid="scene.template-kind"
              value={current.kind}
              onChange={(e) => choose({ ...current, kind: e.target.value })}
            >
              {kinds.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {t(`template.${k.kind}` as 'template.area', { n: '' }).trim()}
                </option>
              ))}
            </select>
          </label>
          <label className="field small">
            <span>{t('scene.templateSize')}</span>
            <input
              data-testid="scene.template-size"
              type="number"
              min={1}
              max={kinds.find((k) => k.kind === current.kind)?.maxSize ?? 20}
              value={current.size}
              onChange={(e) => choose({ ...current, size: Math.max(1, Math.round(Number(e.target.value)) || 1) })}
            />
          </label>
          {current.kind === 'areaBurst' && (
            <label className="field small">
              <span>{t('scene.templateRange')}</span>
              <input
                data-testid="scene.template-range"
                type="number"
                min={1}
                max={100}
                value={current.range}
                onChange={(e) => choose({ ...current, range: Math.max(1, Math.round(Number(e.target.value)) || 1) })}
              />
            </label>
          )}
        </div>
      )}
      {tool.kind === 'template' && (
        <div className="small" data-testid="scene.template-reading">
          <p className="warn">{t('scene.templateHelp')}</p>
          {preview && !preview.reading.ok && (
            <p className="error">
              {msg(preview.reading.reason)} <span className="rule-ids">{preview.reading.rule}</span>
            </p>
          )}
          {preview?.reading.ok && (
            <p data-testid="scene.template-included">
              {names.length
                ? t('template.includes', { list: names.join(svc.ui.getState().lang === 'ja' ? '、' : ', ') })
                : t('template.nobody')}{' '}
              <span className="rule-ids">{preview.reading.rules.join(' ')}</span>
            </p>
          )}
          {preview?.reading.ok && preview.reading.outOfHeight?.length ? (
            <p className="warn" data-testid="scene.template-height">
              {templateHeightLine(
                preview.reading.outOfHeight.flatMap((o) => {
                  const name = creatureOf(enc, o.id)?.name;
                  return name ? [{ name, by: o.by }] : [];
                }),
                svc.ui.getState().lang,
              )}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

function FogSection() {
  const { t } = useT();
  const svc = useServices();
  const fog = useEnc((s) => s.encounter.scene.fog);
  const tool = useUi((s) => s.tool);
  const mode = useUi((s) => s.fogMode);
  const shape = useSceneUi((s) => s.fogShape);
  const count = useEnc((s) => {
    if (!s.encounter.scene.fog) return 0;
    const bits = fogBits(s.encounter);
    const total = s.encounter.grid.width * s.encounter.grid.height;
    let n = 0;
    for (let i = 0; i < total; i++) n += ((bits[i >> 3] ?? 0) >> (i & 7)) & 1;
    return n;
  });
  const dispatch = svc.encounter.getState().dispatch;
  const ui = svc.ui.getState();
  return (
    <section className="scene-section" aria-labelledby="scene-fog">
      <h3 id="scene-fog">{t('scene.fog')}</h3>
      <div className="row">
        <button data-testid="scene.fog-hide-all" onClick={() => dispatch({ type: 'setFog', hide: true, all: true })}>
          {t('scene.fogHideAll')}
        </button>
        <button data-testid="scene.fog-reveal-all" onClick={() => dispatch({ type: 'setFog', hide: false, all: true })}>
          {t('scene.fogRevealAll')}
        </button>
        {fog && (
          <button data-testid="scene.fog-off" onClick={() => dispatch({ type: 'setFog', hide: false, off: true })}>
            {t('scene.fogOff')}
          </button>
        )}
      </div>
      <div className="row">
        <button
          data-testid="scene.fog-tool"
          aria-pressed={tool.kind === 'fog'}
          onClick={() => ui.setTool(tool.kind === 'fog' ? { kind: 'select' } : fogTool())}
        >
          {t('act.fog')} <kbd>O</kbd>
        </button>
        <span role="radiogroup" aria-label={t('scene.fog')} className="row tight">
          {(['rect', 'brush'] as const).map((s) => (
            <button
              key={s}
              role="radio"
              aria-checked={shape === s}
              aria-pressed={shape === s}
              data-testid={`scene.fog-${s}`}
              onClick={() => {
                sceneUi.getState().setFogShape(s);
                ui.setTool({ kind: 'fog', shape: s });
              }}
            >
              {t(s === 'rect' ? 'scene.fogRect' : 'scene.fogBrush')}
            </button>
          ))}
        </span>
        <span role="radiogroup" aria-label={t('scene.fog')} className="row tight">
          {(['hide', 'reveal'] as const).map((m) => (
            <button
              key={m}
              role="radio"
              aria-checked={mode === m}
              aria-pressed={mode === m}
              data-testid={`scene.fog-mode-${m}`}
              onClick={() => ui.setFogMode(m)}
            >
              {t(m === 'hide' ? 'scene.fogHide' : 'scene.fogReveal')}
            </button>
          ))}
        </span>
      </div>
      {tool.kind === 'fog' && <p className="small warn">{t('scene.fogHelp')}</p>}
      {fog && (
        <p className="small muted" data-testid="scene.fog-count">
          {t('scene.fogCount', { n: count })}
        </p>
      )}
    </section>
  );
}

/** The sidebar's Map tab (issue 17): the map picture, the walls (issue 32), the board's tools, the fog. */
export function ScenePanel() {
  return (
    <div className="panel scene-panel" data-testid="scene.panel">
      <MapSection />
      <WallsSection />
      <ToolsSection />
      <FogSection />
    </div>
  );
}
