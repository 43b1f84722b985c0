/**
 * The options a rule system offers for an encounter (the New encounter dialog and the encounter's settings), as
 * its UI declares them (`SystemUi.options`, src/ui/systems.tsx): each read from the encounter's state and changed by
 * the system's own command (so a change is logged and undoable).
 */
import { uiOf, type SystemOption } from '../systems';

/** The switches of a system id (none for a system that declares none, or an unknown one). */
export function optionsOf(system: string): readonly SystemOption[] {
  return uiOf(system).options ?? [];
}
