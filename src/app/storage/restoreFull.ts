/**
 * The whole history replayed from the start after a restore from a checkpoint (see library.ts and
 * {@link Library.restoreFull}): undo then reaches back to the first command. Every checkpoint it passes is checked
 * against the replay; those that differ are deleted. Issue 33: in slices (`pause` between them), so that no task
 * of a long history blocks the page.
 */
import { checkpointIntact } from './checkpoints';
import type { Core } from './core';
import type { PrefixChain } from './hash';
import { Session, type CommandBase, type Encounter } from './kernel';
import { Fold } from './fold';
import { damagedFrom, prepare, rawDamage, readEntryInPieces, refusalMsg } from './reads';
import type { CheckpointRecord } from './records';
import { stateHash } from './stateHash';
import { chainOf, slicer } from './slices';

/** Journal records folded between two looks at the clock. */
const FOLD_PIECE = 1000;
import { isFailure, type FullResult } from './types';

/** See {@link Library.restoreFull}. */
export async function restoreFull<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  opts: { upTo?: number; pause?: () => Promise<void> },
): Promise<FullResult<E, C>> {
  // The checkpoint the quick restore resumed from passed its own checks then: not read and hashed again.
  const known = core.checkedCps.get(id);
  const data = await readEntryInPieces(core, id, known);
  if (isFailure(data)) return data;
  const entry = data.entry;
  if (!entry || entry.deletedAt !== null) return { ok: false, reason: 'notFound' };
  if (entry.rawOnly) return { ok: false, reason: 'damaged', damaged: rawDamage(core, entry, data.rawText ?? '') };
  const pause = opts.pause;
  const slice = slicer(pause);
  // The read's own task ends here (its values were made in it).
  await slice(true);
  // Each checkpoint against the journal: its log and cursor are the journal's at its revision, and (when its
  // prefix is still this history's) its state is what the replay gives after its n commands.
  const cps = (data.cps ?? []).filter(
    (c): c is CheckpointRecord => typeof c === 'object' && c !== null && Number.isInteger(c.rev),
  );
  // The journal folded in pieces (issue 33; the result does not depend on where they are cut).
  const folding = new Fold(undefined, new Set(cps.map((c) => c.rev)));
  for (let i = 0; i < data.keys.length && !folding.stopped; i += FOLD_PIECE) {
    folding.feed(data.keys, data.values, i, Math.min(data.keys.length, i + FOLD_PIECE));
    await slice();
  }
  const folded = folding.result();
  await slice(true);
  // The parse of the starting state is a task of its own.
  const p = prepare(core, data, folded, !pause);
  if (p.problem !== null || !p.start) return damagedFrom(core, id, entry, p, p.problem ?? 'noInitial');
  await slice(true);
  // Chains of command texts, hashed in slices (a checkpoint's log is the whole history: issue 33).
  const chainOfTexts = (texts: readonly string[]): Promise<PrefixChain> => chainOf(texts, slice);
  const chain = await chainOfTexts(p.texts);
  const bad: number[] = [];
  const stateAt = new Map<number, CheckpointRecord[]>();
  for (const c of cps) {
    const snap = folded.snapshots.get(c.rev);
    await slice(true);
    if (
      !snap ||
      (c !== known && !(await checkpointIntact(c, chainOfTexts, slice))) ||
      snap.cursor !== c.n ||
      (await chainOfTexts(snap.cmds)).at(snap.cmds.length) !== c.lh
    )
      bad.push(c.rev);
    else if (c.ph === chain.at(c.n)) stateAt.set(c.n, [...(stateAt.get(c.n) ?? []), c]);
  }
  const s = new Session<E, C>(p.start.system, p.start.initial);
  // The state's text hashed as it is written, in slices (issue 33; the same value as `hashText(stateText(...))`).
  const check = async (n: number): Promise<void> => {
    const here = stateAt.get(n);
    if (!here) return;
    const h = await stateHash(s.state, slice);
    for (const c of here) if (c.sh !== h) bad.push(c.rev);
  };
  await check(0);
  const total = pause ? p.texts.length : p.commands.length;
  const n = Math.min(total, opts.upTo ?? total);
  for (let i = 0; i < n; i++) {
    let command = p.commands[i] as C;
    if (pause) {
      try {
        command = JSON.parse(p.texts[i] as string) as C;
      } catch {
        // As `prepare` finds it when it parses everything at once.
        p.problem ??= 'badCommandText';
        p.texts = p.texts.slice(0, i);
        p.cursor = Math.min(p.cursor, i);
        return damagedFrom(core, id, entry, p, 'badCommandText', i);
      }
    }
    const r = s.apply(command);
    if (!r.ok) return damagedFrom(core, id, entry, p, refusalMsg(r, i), i);
    await check(i + 1);
    // One command can take milliseconds (a roll for everyone, a loaded machine): the clock is read after each.
    await slice();
  }
  if (opts.upTo === undefined) for (let i = total; i > p.cursor; i--) s.undo();
  s.revision = 0;
  if (bad.length) {
    if (known && bad.includes(known.rev)) core.checkedCps.delete(id);
    core.deleteCheckpoints(id, bad);
    const w = core.writers.get(id);
    if (w) w.cpRevs = w.cpRevs.filter((r) => !bad.includes(r));
  }
  return { ok: true, session: s, badCheckpoints: bad.length };
}
