/**
 * The Map tab's pointing and measuring tools (issue 17): ruler, ping and the area templates of the rule system,
 * with the creatures a template takes in. The tools are previews on the board; nothing here sends a command.
 */
import { creatureOf, templateKinds } from '../../rules';
import { useDrafts, useEnc, useServices, useT, useUi } from '../context';
import { templateHeightLine } from '../../i18n';
import { LabeledInput } from '../formFields';
import { sceneUi, templateTool, useSceneUi } from './sceneUi';

/** A whole number typed in a field, at least 1 (junk is 1). */
const atLeastOne = (v: string): number => Math.max(1, Math.round(Number(v)) || 1);

export function ToolsSection() {
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
          <LabeledInput
            className="field small"
            label={t('scene.templateSize')}
            testId="scene.template-size"
            type="number"
            min={1}
            max={kinds.find((k) => k.kind === current.kind)?.maxSize ?? 20}
            value={current.size}
            onValue={(v) => choose({ ...current, size: atLeastOne(v) })}
          />
          {current.kind === 'areaBurst' && (
            <LabeledInput
              className="field small"
              label={t('scene.templateRange')}
              testId="scene.template-range"
              type="number"
              min={1}
              max={100}
              value={current.range}
              onValue={(v) => choose({ ...current, range: atLeastOne(v) })}
            />
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
