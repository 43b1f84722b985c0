/**
 * The Map tab's walls section (issue 32): the wall tool (Shift+W) and the kind it draws, the walls and doors the scene
 * holds, removing the selected wall or all of them, the vision option, and the Universal VTT import. Every change is
 * one command (undoable, saved, exported).
 */
import { useRef } from 'react';
import { cmd, WALL_KINDS, type Command } from '../../rules';
import { useDrafts, useEnc, useServices, useT, useUi } from '../context';
import { toolStoreOf } from '../../store';
import { importUvttFile } from './importUvtt';
import { sceneUi, useSceneUi, wallTool } from './sceneUi';

export function WallsSection() {
  const { t, refusal } = useT();
  const svc = useServices();
  const walls = useEnc((s) => s.encounter.scene.walls);
  const vision = useEnc((s) => s.encounter.scene.vision);
  const tool = useUi((s) => s.tool);
  const selected = useDrafts((s) => s.wallSelected);
  const kind = useSceneUi((s) => s.wallKind);
  const input = useRef<HTMLInputElement>(null);
  const ui = svc.ui.getState();
  const send = (c: Command) => {
    const r = svc.encounter.getState().dispatch(c);
    if (!r.ok) ui.notify(r.kind === 'refused' ? refusal(r) : r.error, 'error');
  };
  const doors = walls.filter((w) => w.kind === 'door');
  return (
    <section className="scene-section" aria-labelledby="scene-walls">
      <h3 id="scene-walls">{t('scene.walls')}</h3>
      <div className="row">
        <button
          data-testid="scene.wall-tool"
          aria-pressed={tool.kind === 'wall'}
          onClick={() => ui.setTool(tool.kind === 'wall' ? { kind: 'select' } : wallTool())}
        >
          {t('act.wall')} <kbd>Shift+W</kbd>
        </button>
        <span role="radiogroup" aria-label={t('scene.wallKind')} className="row tight">
          {WALL_KINDS.map((k) => (
            <button
              key={k}
              role="radio"
              aria-checked={kind === k}
              aria-pressed={kind === k}
              data-testid={`scene.wall-kind.${k}`}
              onClick={() => {
                sceneUi.getState().setWallKind(k);
                ui.setTool({ kind: 'wall', wall: k });
              }}
            >
              {t(`scene.wallKind.${k}`)}
            </button>
          ))}
        </span>
      </div>
      {tool.kind === 'wall' && <p className="small warn">{t('scene.wallHelp')}</p>}
      <p className="small muted" data-testid="scene.wall-count">
        {t('scene.wallCount', {
          walls: walls.length - doors.length,
          doors: doors.length,
          open: doors.filter((d) => d.open).length,
        })}
      </p>
      <div className="row">
        {selected && walls.some((w) => w.id === selected) && (
          <button
            data-testid="scene.wall-delete"
            className="danger"
            onClick={() => {
              toolStoreOf(svc.ui).getState().selectWall(null);
              send(cmd('removeWalls', { ids: [selected] }));
            }}
          >
            {t('scene.wallDelete')} <kbd>Del</kbd>
          </button>
        )}
        {walls.length > 0 && (
          <button
            data-testid="scene.wall-clear"
            className="danger"
            onClick={() => send(cmd('setScene', { walls: [] }))}
          >
            {t('scene.wallClear')}
          </button>
        )}
      </div>
      <label className="check small">
        <input
          type="checkbox"
          data-testid="scene.vision"
          checked={vision}
          onChange={(e) => send(cmd('setVision', { on: e.target.checked }))}
        />
        {t('scene.vision')}
      </label>
      <div className="row">
        <button data-testid="scene.uvtt" onClick={() => input.current?.click()}>
          {t('scene.uvtt')}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".dd2vtt,.uvtt,.df2vtt,application/json"
          data-testid="scene.uvtt-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void importUvttFile(svc, f, f.name);
          }}
        />
      </div>
      <p className="muted small">{t('scene.uvttHint')}</p>
    </section>
  );
}
