/**
 * The options a rule system offers for an encounter (the New encounter dialog and the encounter's settings):
 * each read from the encounter's state and changed by the system's own command (so a change is logged and
 * undoable). 4e's MC-OPT-FALL is off by default.
 */
import type { AnyEncounter, Command, SystemId } from '../../rules';
import type { StringKey } from '../../i18n';

/** One switch of a rule system. */
export interface SystemOption {
  /** Stable key (test ids: `new.option.<key>`, `settings.option.<key>`). */
  readonly key: string;
  readonly label: StringKey;
  readonly ruleId?: string;
  /** Its value in an encounter of this system. */
  read(enc: AnyEncounter): boolean;
  /** The command that sets it. */
  command(on: boolean): Command;
}

/** Each rule system's switches. */
export const SYSTEM_OPTIONS: { readonly [K in SystemId]: readonly SystemOption[] } = {
  mounted4e: [
    {
      key: 'optionalFallRule',
      label: 'rules.optionalFall',
      ruleId: 'MC-OPT-FALL',
      read: (e) => e.system === 'mounted4e' && e.sys.options.optionalFallRule,
      command: (on) => ({ type: 'setOption', optionalFallRule: on }),
    },
  ],
  tenkai: [
    {
      key: 'cloudSea',
      label: 'tk.cloudSea',
      read: (e) => e.system === 'tenkai' && e.sys.options.cloudSea,
      command: (on) => ({ type: 'tkSetOptions', cloudSea: on }),
    },
  ],
  sudukuri: [],
};

/** The switches of a system id (none for an unknown one). */
export function optionsOf(system: string): readonly SystemOption[] {
  return Object.prototype.hasOwnProperty.call(SYSTEM_OPTIONS, system) ? SYSTEM_OPTIONS[system as SystemId] : [];
}
