/**
 * The mounted-combat part of the token menu: mount / dismount, drop prone, knock prone, stand up, teleport,
 * forced movement, the attack helper and commanding a mount. Each item starts an engine command; squares are
 * chosen on the board (highlighted) and decisions come back as pending dialogs.
 */
import { useState } from 'react';
import { legalDismountSquares, riderOf } from '../../rules/mounted4e';
import { useDispatch, useServices, useT } from '../context';
import { useM4 } from './useM4';
import { MountList } from './MountList';
import { startDismount, startDropProne, startForced, startTeleport } from './starters';
import { creatureOf } from '../../rules';

export function MountedMenu({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useT();
  const dispatch = useDispatch();
  const enc = useM4();
  // Actions read the UI store when clicked; the menu itself re-renders only with the encounter.
  const ui = useServices().ui.getState();
  const [showMounts, setShowMounts] = useState(false);
  const [tp, setTp] = useState('3');
  const c = enc ? creatureOf(enc, id) : undefined;
  if (!enc || !c) return null;
  const mount = c.mountId ? creatureOf(enc, c.mountId) : undefined;
  const prone = c.conditions.includes('prone');
  const act = (f: () => void) => () => {
    f();
    onDone();
  };
  return (
    <div className="mounted-menu" data-testid="token-menu.mounted">
      <div className="menu-section">{t('mm.section')}</div>
      {!mount && (
        <button role="menuitem" data-testid="token-menu.mount" aria-expanded={showMounts} onClick={() => setShowMounts((v) => !v)}>
          {t('mm.mount')} <kbd>M</kbd>
        </button>
      )}
      {!mount && showMounts && <MountList id={id} onDone={onDone} />}
      {mount && (
        <>
          <div className="muted small">{t(c.isRider ? 'mm.ridingAs' : 'mm.passengerOn', { mount: mount.name })}</div>
          <button role="menuitem" data-testid="token-menu.dismount" disabled={legalDismountSquares(enc, id).length === 0} onClick={act(() => startDismount(ui, enc, id))}>
            {t('mm.dismount')} <kbd>D</kbd>
          </button>
          <button role="menuitem" data-testid="token-menu.drop-prone" onClick={act(() => startDropProne(ui, enc, id))}>{t('mm.dropProne')}</button>
          {!c.isRider && !riderOf(enc, mount.id) && (
            <button role="menuitem" data-testid="token-menu.take-reins" onClick={act(() => dispatch({ type: 'takeReins', id }))}>{t('mm.takeReins')}</button>
          )}
          {c.isRider && c.kind === 'monster' && (
            <button role="menuitem" data-testid="token-menu.command-mount" onClick={act(() => dispatch({ type: 'commandMount', id }))}>{t('mm.commandMount', { mount: mount.name })}</button>
          )}
        </>
      )}
      {!mount && !prone && (
        <button role="menuitem" data-testid="token-menu.drop-prone" onClick={act(() => dispatch({ type: 'dropProne', id }))}>{t('mm.dropProne')}</button>
      )}
      <button role="menuitem" data-testid="token-menu.knock-prone" disabled={prone && !c.mountId} onClick={act(() => dispatch({ type: 'knockProne', id }))}>
        {c.flying && c.elevation > 0 ? t('mm.knockProneFlier') : t('mm.knockProne')} <kbd>P</kbd>
      </button>
      {prone && (
        <button role="menuitem" data-testid="token-menu.stand-up" onClick={act(() => dispatch({ type: 'standUp', id }))}>{t('mm.standUp')}</button>
      )}
      <div className="row">
        <button role="menuitem" data-testid="token-menu.teleport" onClick={act(() => startTeleport(ui, id, Math.trunc(Number(tp))))}>{t('mm.teleport')} <kbd>T</kbd></button>
        <label className="field small">
          <span>{t('mm.tpDistance')}</span>
          <input data-testid="token-menu.tp-distance" type="number" min={1} value={tp} onChange={(e) => setTp(e.target.value)} />
        </label>
      </div>
      <button role="menuitem" data-testid="token-menu.forced" onClick={act(() => startForced(ui, enc, id))}>{t('mm.forced')} <kbd>F</kbd></button>
      <button role="menuitem" data-testid="token-menu.attack" onClick={act(() => ui.setMounted({ attackerId: id }))}>{t('mm.attack')} <kbd>A</kbd></button>
    </div>
  );
}
