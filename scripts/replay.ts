/**
 * Headless replay of an encounter file: `npx tsx scripts/replay.ts <file> [--json] [--lang ja|en]`.
 * Loads the file, applies its command log with the rules engine, prints the final state (at the file's undo
 * position) and the log. A rejected command prints its reason (and rule id) on stderr and exits with 1.
 * This is how a GM checks a ruling outside a session and how a bug report is reproduced.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  encounterJson,
  newSession,
  parseFile,
  type Command,
  type Encounter,
  type EventBase,
  type Refused,
  type Bug,
} from '../src/rules/index';
import { creatureOf } from '../src/rules';
import { describeEvent, describeMsg, describeRefusal, describer, type Lang } from '../src/i18n';

/** Options of a replay run. */
export interface ReplayOptions {
  json?: boolean;
  lang?: Lang;
}

/** What the command line prints and returns. */
export interface ReplayResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** One applied command and its events. */
interface LogEntry {
  index: number;
  command: Command;
  events: readonly EventBase[];
}

const L = {
  en: {
    enc: 'Encounter',
    round: 'round',
    turn: 'turn',
    none: 'not in combat',
    creatures: 'Creatures',
    rides: 'rides',
    rider: 'rider',
    passenger: 'passenger',
    pending: 'Pending decision',
    options: 'options',
    log: 'Log',
    undone: 'command(s) after the undo position were checked but are undone',
    rejected: 'rejected',
  },
  ja: {
    enc: '遭遇',
    round: 'ラウンド',
    turn: '手番',
    none: '戦闘外',
    creatures: 'クリーチャー',
    rides: '騎乗',
    rider: '乗り手',
    passenger: '同乗者',
    pending: '決定待ち',
    options: '選択肢',
    log: 'ログ',
    undone: '個のコマンドは検証済みだが取り消し位置より後にある',
    rejected: '拒否',
  },
} as const;

/** A short, human-readable summary of an encounter. */
export function summarise(s: Encounter, lang: Lang): string {
  const t = L[lang];
  const cur = s.turns.current >= 0 ? creatureOf(s, s.turns.order[s.turns.current] ?? '')?.name : undefined;
  const lines = [
    `${t.enc}: ${s.name} (${s.system}) — ${cur ? `${t.round} ${s.turns.round}, ${t.turn}: ${cur}` : t.none}`,
    `${t.creatures}:`,
  ];
  for (const id of s.creatureOrder) {
    const c = creatureOf(s, id);
    if (!c) continue;
    const m = c.mountId ? creatureOf(s, c.mountId) : undefined;
    const riding = m ? `  ${t.rides} ${m.name} (${c.isRider ? t.rider : t.passenger})` : '';
    const cond = c.conditions.length
      ? `  [${c.conditions.map((k) => describer(s.system, lang).condition(k)).join(lang === 'ja' ? '、' : ', ')}]`
      : '';
    const elev = !m && c.elevation ? `  h${c.elevation}` : '';
    lines.push(`  ${c.name} (${id})  (${c.pos.x}, ${c.pos.y})${elev}  HP ${c.hp}/${c.hpMax}${cond}${riding}`);
  }
  if (s.pending) {
    lines.push(
      `${t.pending}: ${describeMsg(s.system, s.pending.prompt, lang)} — ${t.options}: ${s.pending.options.map((o) => `${o.id} (${describeMsg(s.system, o.label, lang)})`).join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** Replay a file's text. Pure apart from building strings; the CLI prints the result. */
export function runReplay(text: string, opts: ReplayOptions = {}): ReplayResult {
  const lang: Lang = opts.lang ?? 'en';
  const parsed = parseFile(text);
  if (!parsed.ok) return { code: 1, stdout: '', stderr: `${describeMsg('core', parsed.error, lang)}\n` };
  const { file } = parsed;
  const system = file.initial.system;
  const log: LogEntry[] = [];
  const session = newSession(file.initial);
  let failure: { index: number; command: Command; outcome: Refused | Bug } | null = null;
  for (let i = 0; i < file.commands.length; i++) {
    const command = file.commands[i] as Command;
    const r = session.apply(command);
    if (!r.ok) {
      failure = { index: i, command, outcome: r };
      break;
    }
    log.push({ index: i + 1, command, events: r.events });
  }
  const at = failure ? log.length : Math.min(file.cursor, log.length);
  while (session.cursor > at) session.undo();
  const final: Encounter = session.state;
  const shown = log.slice(0, at);
  let stderr = '';
  if (failure) {
    const o = failure.outcome;
    const why =
      o.kind === 'refused'
        ? `${describeMsg(system, o.reason, lang)}${o.ruleId ? ` [${o.ruleId}]` : ''}`
        : `BUG ${o.error}`;
    stderr = `${L[lang].rejected}: #${failure.index + 1} ${failure.command.type}: ${why}\n`;
  }
  let stdout: string;
  if (opts.json) {
    stdout = `${JSON.stringify(
      {
        ok: !failure,
        applied: log.length,
        cursor: at,
        ...(failure
          ? {
              rejected: {
                index: failure.index + 1,
                command: failure.command,
                reason:
                  failure.outcome.kind === 'refused'
                    ? describeRefusal(system, failure.outcome, lang)
                    : failure.outcome.error,
                ruleId: failure.outcome.kind === 'refused' ? (failure.outcome.ruleId ?? null) : null,
              },
            }
          : {}),
        state: JSON.parse(encounterJson(final)) as unknown, // the file's shape: creatures as a flat record
        log: shown.map((e) => ({
          index: e.index,
          command: e.command,
          events: e.events.map((v) => ({ ...v, text: describeEvent(system, v, lang) })),
        })),
      },
      null,
      2,
    )}\n`;
  } else {
    const lines = [summarise(final, lang), '', `${L[lang].log}:`];
    for (const e of shown) {
      lines.push(`#${e.index} ${e.command.type}`);
      for (const v of e.events) lines.push(`  ${describeEvent(system, v, lang)}`);
    }
    if (!failure && log.length > at) lines.push('', `(${log.length - at} ${L[lang].undone})`);
    stdout = `${lines.join('\n')}\n`;
  }
  return { code: failure ? 1 : 0, stdout, stderr };
}

/** Parse the command line. */
export function parseArgs(argv: string[]): { file: string; opts: ReplayOptions } | { error: string } {
  let file: string | undefined;
  const opts: ReplayOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--json') opts.json = true;
    else if (a === '--lang') {
      const v = argv[++i];
      if (v !== 'en' && v !== 'ja') return { error: '--lang takes en or ja' };
      opts.lang = v;
    } else if (a.startsWith('--lang=')) {
      const v = a.slice(7);
      if (v !== 'en' && v !== 'ja') return { error: '--lang takes en or ja' };
      opts.lang = v;
    } else if (a.startsWith('-')) return { error: `unknown option ${a}` };
    else if (!file) file = a;
    else return { error: 'give one encounter file' };
  }
  return file ? { file, opts } : { error: 'usage: npx tsx scripts/replay.ts <encounter file> [--json] [--lang ja|en]' };
}

/** The command-line entry point; returns the exit code. */
export function main(argv: string[]): number {
  const args = parseArgs(argv);
  if ('error' in args) {
    process.stderr.write(`${args.error}\n`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(args.file, 'utf8');
  } catch (e) {
    process.stderr.write(`cannot read ${args.file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  const r = runReplay(text, args.opts);
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  return r.code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
