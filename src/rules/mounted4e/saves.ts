/** The rider's saving throws: MC-FM-2 (and MC-PASS-4) against forced movement, MC-PRONE-3 against prone. */
import { ref, type Ctx, type Point, type Work } from '../core';
import type { Chain, LandJob, SaveJob } from './chain';
import type { M4Event } from './events';
import { moveGroupAlong } from './forcedPath';
import { queueFirst } from './jobs';
import { saveBonuses } from './saveBonus';
import type { M4Encounter } from './model';
import { m4msg } from './msgs';
import { creature } from './relations';

/** The difficulty of a saving throw (B-3). */
const DC = 10;

/** Resolve a rider's save (MC-FM-2, MC-PASS-4, MC-PRONE-3); `attempt` false = no save made. */
export function resolveSave(
  w: Work<M4Encounter>,
  ctx: Ctx<M4Event>,
  chain: Chain,
  job: SaveJob,
  attempt: boolean,
): void {
  const saver = creature(w.s, job.saverId);
  const subject = creature(w.s, job.subjectId);
  if (!saver || !subject) return;
  const mount = creature(w.s, saver.mountId);
  const bonuses = saveBonuses(w.s, job);
  const bonus = bonuses.reduce((s, b) => s + b.value, 0);
  let die: number | null = null;
  let total: number | null = null;
  let success = false;
  if (attempt) {
    die = ctx.roller.die(20, m4msg({ m: 'saveRoll', rule: job.rule }));
    total = die + bonus;
    success = total >= DC;
  }
  const rules = job.saverId !== job.subjectId ? [job.rule, 'MC-PASS-4'] : [job.rule];
  const base = {
    saver: ref(saver),
    subject: ref(subject),
    rule: job.rule,
    attempted: attempt,
    die,
    bonuses,
    total,
    dc: DC,
    success,
  };
  if (job.rule === 'MC-PRONE-3') {
    ctx.emit({
      type: 'savingThrowRolled',
      ...base,
      mount: mount ? ref(mount) : null,
      forced: null,
      rules,
      ids: [saver.id],
    });
    if (!success && mount) {
      queueFirst(chain, {
        kind: 'land',
        id: saver.id,
        mountId: mount.id,
        area: 'adjacent',
        prone: true,
        cause: 'prone',
        rule: 'MC-PRONE-3',
        altitude: mount.elevation,
      });
    }
    return;
  }
  const f = job.forced;
  const m = f ? creature(w.s, f.mountId) : undefined;
  if (!f || !m) return;
  const n = f.path.length;
  ctx.emit({
    type: 'savingThrowRolled',
    ...base,
    mount: ref(m),
    forced: { kind: f.kind, squares: n },
    rules,
    ids: [saver.id, subject.id, m.id],
  });
  if (success) {
    moveGroupAlong(w, ctx, chain, m.id, f.path, f.kind, rules);
    return;
  }
  // Failed or no save: the moved riders/passengers land at the end point (MC-FM-2, MC-PASS-4).
  const moved = f.movedIds.filter(
    (id) => creature(w.s, id)?.mountId === m.id && (id === subject.id || job.saverId === job.subjectId),
  );
  const end = f.path[n - 1] as Point;
  queueFirst(
    chain,
    ...moved.map((id): LandJob => ({
      kind: 'land',
      id,
      mountId: m.id,
      area: 'footprint',
      squares: [end],
      prone: true,
      cause: 'forced',
      rule: rules[rules.length - 1] as string,
      altitude: m.elevation,
    })),
  );
}
