/**
 * The mounts a creature could get on (MC-ELIG-1/2, MC-MOUNT-1/3/4/5): legal ones first, illegal ones disabled
 * with the engine's reason and rule id. Hovering a distant mount previews the walk plus the extra movement.
 */
import { both } from '../../i18n';
import { useState } from 'react';
import type { Command } from '../../rules';
import { mountOptions, type MountOption } from '../../rules/mounted4e';
import { useDispatch, useT, useUi } from '../context';
import { RuleChip } from '../RuleChip';
import { useM4 } from './useM4';
import { approachPath } from './queries';
import { typedDie, withDie } from './rolls';
import { creatureOf } from '../../rules';
import { LabeledInput } from '../formFields';

export function MountList({ id, onDone }: { id: string; onDone: () => void }) {
  const { t, msg } = useT();
  const dispatch = useDispatch();
  const enc = useM4();
  const setPreview = useUi((s) => s.setPreview);
  const [tp, setTp] = useState('2');
  const [die, setDie] = useState('');
  const c = enc ? creatureOf(enc, id) : undefined;
  if (!enc || !c) return null;
  // Creatures that are themselves carried are no candidates; everyone else is listed, legal or not.
  const opts = [...mountOptions(enc, id)]
    .filter((o) => !creatureOf(enc, o.mountId)?.mountId)
    .sort((a, b) => Number(b.legal) - Number(a.legal));
  const preview = (o: MountOption) => {
    if (o.adjacent) return setPreview(null);
    const ap = approachPath(enc, id, o.mountId);
    if (!ap) return setPreview(null);
    const total = ap.cost + o.extraMovement;
    const label = both('mm.approachCost', { cost: ap.cost, extra: o.extraMovement, n: total });
    setPreview({ id, to: ap.to, path: ap.path, cost: total, legal: o.legal && total <= c.speed, label });
  };
  const go = (cmd: Command) => {
    setPreview(null);
    const r = dispatch(cmd);
    if (r.ok) onDone();
  };
  return (
    <div className="mount-list" data-testid="mount.list" onMouseLeave={() => setPreview(null)}>
      <div className="row">
        <LabeledInput
          className="field small"
          label={t('mount.tpDistance')}
          testId="mount.tp-distance"
          type="number"
          min={0}
          value={tp}
          onValue={setTp}
        />
        <LabeledInput
          className="field small"
          label={t('mount.jumpDie')}
          testId="mount.jump-die"
          type="number"
          min={1}
          max={20}
          placeholder={t('roll.blank')}
          value={die}
          onValue={setDie}
        />
      </div>
      {opts.map((o) => {
        const m = creatureOf(enc, o.mountId);
        if (!m) return null;
        const tooFar = !o.adjacent && (o.movementNeeded === null || o.movementNeeded > c.speed);
        const status = !o.legal
          ? o.reason
            ? msg(o.reason)
            : ''
          : o.adjacent
            ? t('mount.adjacent')
            : tooFar
              ? o.movementNeeded === null
                ? t('mount.tooFarNoPath', { speed: c.speed, extra: o.extraMovement })
                : t('mount.tooFar', { n: o.movementNeeded, speed: c.speed, extra: o.extraMovement })
              : t('mount.distant', { n: o.movementNeeded ?? 0, extra: o.extraMovement });
        return (
          <div
            key={o.mountId}
            className={`mount-option ${o.legal ? '' : 'illegal'}`}
            data-testid={`mount.option.${o.mountId}`}
            onMouseEnter={() => preview(o)}
          >
            <div>
              <strong>{m.name}</strong> {o.asPassenger && <span className="tag">{t('mount.asPassenger')}</span>}
              <div className="muted small" data-testid={`mount.reason.${o.mountId}`}>
                {status} {o.ruleId && <RuleChip id={o.ruleId} />}
              </div>
            </div>
            <div className="row">
              <button
                role="menuitem"
                data-testid={`mount.go.${o.mountId}`}
                disabled={!o.legal || tooFar}
                title={tooFar ? status : undefined}
                onClick={() => go({ type: 'mount', id, mountId: o.mountId, via: o.adjacent ? 'adjacent' : 'move' })}
              >
                {t('mount.go')}
              </button>
              <button
                role="menuitem"
                data-testid={`mount.jump.${o.mountId}`}
                disabled={!o.legal || o.adjacent}
                onClick={() => go(withDie({ type: 'mount', id, mountId: o.mountId, via: 'jump' }, typedDie(die)))}
              >
                {t('mount.jump')}
              </button>
              <button
                role="menuitem"
                data-testid={`mount.tp.${o.mountId}`}
                disabled={!o.legal}
                onClick={() =>
                  go({
                    type: 'mount',
                    id,
                    mountId: o.mountId,
                    via: 'teleport',
                    teleportDistance: Math.trunc(Number(tp)),
                  })
                }
              >
                {t('mount.teleport')}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
