/**
 * The forced-movement tool (B-2): push / pull / slide, the source, the distance and — for a rider or
 * passenger — who else on the mount the effect moves (MC-PASS-4). The path is drawn on the board square by
 * square (only legal next squares are highlighted); releasing a drag or pressing Apply sends `forceMove`.
 */
import { forcedMoveNextSquares } from '../../rules/mounted4e';
import { useDispatch, useT, useUi } from '../context';
import { useDockCard } from '../layout/dockUi';
import { useM4 } from './useM4';
import { mountMates } from './queries';
import { creatureOf } from '../../rules';
import { RuleChip } from '../RuleChip';

const KINDS = ['push', 'pull', 'slide'] as const;

export function ForcedPanel() {
  const { t } = useT();
  const dispatch = useDispatch();
  const f = useUi((s) => s.forced);
  const setForced = useUi((s) => s.setForced);
  const enc = useM4();
  const target = f && enc ? creatureOf(enc, f.targetId) : undefined;
  const next =
    f && enc && target && f.path.length < f.distance
      ? forcedMoveNextSquares(enc, f.targetId, f.kind, f.sourceId, f.path)
      : [];
  // Beside the target and the source, clear of the squares the path may take next.
  // (With the mount whose space the path starts from, and the others on it: MC-PASS-4.)
  const carried = f && enc && target?.mountId ? [target.mountId, ...mountMates(enc, f.targetId).map((m) => m.id)] : [];
  useDockCard(
    'm4.forced',
    f && target
      ? {
          ids: [...new Set([f.targetId, ...carried, ...f.alsoIds, ...(f.sourceId ? [f.sourceId] : [])])],
          squares: [...f.path, ...next],
        }
      : null,
  );
  if (!f || !enc || !target) return null;
  const mates = mountMates(enc, f.targetId);
  const needsSource = f.kind !== 'slide' && !f.sourceId;
  const apply = () => {
    const r = dispatch({
      type: 'forceMove',
      targetId: f.targetId,
      alsoIds: f.alsoIds,
      kind: f.kind,
      sourceId: f.sourceId ?? undefined,
      distance: f.distance,
      path: f.path,
    });
    if (r.ok) setForced(null);
  };
  return (
    <section className="dock-card tool-panel forced" role="group" aria-label={t('fm.title')} data-testid="forced">
      <h2>
        {t('fm.title')}: {target.name} <RuleChip id="B-2" />
      </h2>
      <div className="row" role="radiogroup">
        {KINDS.map((k) => (
          <button
            key={k}
            aria-pressed={f.kind === k}
            data-testid={`forced.kind.${k}`}
            onClick={() => setForced({ ...f, kind: k, path: [] })}
          >
            {t(`fm.${k}`)}
          </button>
        ))}
      </div>
      <div className="row">
        <label className="field">
          <span>{t('fm.source')}</span>
          <select
            data-testid="forced.source"
            value={f.sourceId ?? ''}
            onChange={(e) => setForced({ ...f, sourceId: e.target.value || null, path: [] })}
          >
            <option value="">—</option>
            {enc.creatureOrder
              .filter((id) => id !== f.targetId)
              .map((id) => (
                <option key={id} value={id}>
                  {creatureOf(enc, id)?.name}
                </option>
              ))}
          </select>
        </label>
        <label className="field small">
          <span>{t('fm.distance')}</span>
          <input
            data-testid="forced.distance"
            type="number"
            min={1}
            max={20}
            value={f.distance}
            onChange={(e) =>
              setForced({ ...f, distance: Math.max(0, Math.trunc(Number(e.target.value) || 0)), path: [] })
            }
          />
        </label>
      </div>
      {mates.length > 0 && (
        <fieldset>
          <legend>{t('fm.also')}</legend>
          {mates.map((m) => (
            <label key={m.id} className="check">
              <input
                type="checkbox"
                data-testid={`forced.also.${m.id}`}
                checked={f.alsoIds.includes(m.id)}
                onChange={(e) =>
                  setForced({
                    ...f,
                    alsoIds: e.target.checked ? [...f.alsoIds, m.id] : f.alsoIds.filter((x) => x !== m.id),
                    path: [],
                  })
                }
              />
              {m.name}
            </label>
          ))}
        </fieldset>
      )}
      <p className="muted small" data-testid="forced.status">
        {needsSource ? t('fm.needSource') : t('fm.status', { n: f.path.length, max: f.distance, next: next.length })}
      </p>
      <div className="row">
        <button
          data-testid="forced.back"
          disabled={f.path.length === 0}
          onClick={() => setForced({ ...f, path: f.path.slice(0, -1) })}
        >
          {t('fm.back')}
        </button>
        <button data-testid="forced.apply" disabled={needsSource} onClick={apply}>
          {t('fm.apply')} <kbd>Enter</kbd>
        </button>
        <button className="danger" data-testid="forced.cancel" onClick={() => setForced(null)}>
          {t('fm.cancel')} <kbd>Esc</kbd>
        </button>
      </div>
    </section>
  );
}
