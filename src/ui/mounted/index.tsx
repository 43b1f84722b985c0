/** The 4e mounted-combat UI as the shared panels see it (see ../systems.tsx). */
import type { AnyEncounter, Creature } from '../../rules';
import { creatureOf } from '../../rules';
import { riderOf } from '../../rules/mounted4e';
import { ErrorBoundary } from '../ErrorBoundary';
import type { SystemUi } from '../systems';
import { AttackPanel } from './AttackPanel';
import { TEMPLATES } from './bestiary';
import { EditorFields } from './EditorFields';
import { ForcedPanel } from './ForcedPanel';
import { MountedMenu } from './MountedMenu';
import { PickBanner } from './PickBanner';
import { RollCard } from './RollCard';
import { useMountedShortcuts } from './shortcuts';
import { TurnPips } from './TurnPips';
import { asM4 } from './useM4';

function Overlays() {
  return (
    <ErrorBoundary name="mounted">
      <PickBanner />
      <ForcedPanel />
      <AttackPanel />
      <RollCard />
    </ErrorBoundary>
  );
}

/** The mount folded into an adventurer rider's initiative entry (MC-TURN-1), if any. */
function fold(enc: AnyEncounter, c: Creature): Creature | undefined {
  if (c.kind !== 'adventurer' || !c.isRider || !c.mountId) return undefined;
  return creatureOf(enc, c.mountId);
}

/** Decisions whose answer rolls a d20 (a save, an opportunity attack). */
function rolls(kind: string, optionId: string): boolean {
  return (kind === 'mc.save' && optionId === 'save') || (kind === 'mc.opportunity' && optionId !== 'decline');
}

export const mounted4eUi: SystemUi = {
  templates: TEMPLATES,
  Overlays,
  MenuSection: MountedMenu,
  EditorFields,
  useShortcuts: useMountedShortcuts,
  initiative: {
    fold,
    foldRule: 'MC-TURN-1',
    note(any, c, t) {
      const enc = asM4(any);
      if (!enc) return null;
      const r = riderOf(enc, c.id);
      if (c.mountId) {
        const m = creatureOf(enc, c.mountId)?.name ?? '';
        if (!c.isRider) return t('init.passenger', { m });
        if (c.kind === 'monster') return t('init.separate', { m });
      }
      if (r && r.kind === 'monster') return t('init.riddenBy', { r: r.name });
      return null;
    },
    Pips: TurnPips,
  },
  rolls,
  help: 'help.keys',
};
