/**
 * The Map tab's fog of war (issue 17): hide all, reveal all, off; the fog tool (rectangle or brush, hide or
 * reveal) and how many squares are hidden. Each change is one `setFog` command.
 */
import { fogBits } from '../../rules';
import { useEnc, useServices, useT, useUi } from '../context';
import { fogTool, sceneUi, useSceneUi } from './sceneUi';

export function FogSection() {
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
