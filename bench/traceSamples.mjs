// A Chrome trace read line by line, its CPU samples (its ProfileChunk events) and their top functions in a time window, shared by
// bench/profile-drop.mjs, profile-input.mjs, profile-reload.mjs and profile-startup.mjs.

/** Samples of thread `tid` of process `pid`: [time in ms, stack of "function file:line", innermost first]. */
export function samplesOf(ev, pid, tid) {
  const nodes = new Map();
  const out = [];
  const profiles = new Map();
  for (const e of ev) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) profiles.set(e.id, { t: e.args.data.startTime });
    if (e.name !== 'ProfileChunk' || !profiles.has(e.id)) continue;
    const p = profiles.get(e.id);
    const cp = e.args.data.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) nodes.set(`${e.id}:${n.id}`, { ...n, key: `${e.id}:${n.id}` });
    const deltas = e.args.data.timeDeltas ?? [];
    (cp.samples ?? []).forEach((id, i) => {
      p.t += deltas[i] ?? 0;
      out.push([p.t / 1000, `${e.id}:${id}`]);
    });
  }
  const stack = (k) => {
    const s = [];
    for (let n = nodes.get(k); n; n = n.parent !== undefined ? nodes.get(`${k.split(':')[0]}:${n.parent}`) : null)
      s.push(
        `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url ?? '').split('/').pop()}:${n.callFrame.lineNumber + 1}`,
      );
    return s;
  };
  return out.map(([t, k]) => [t, stack(k)]);
}

/** Print the functions with the most self and inclusive sampled time between `a` and `b` (ms), idle left out. */
export function top(samples, a, b, n = 30, indent = '   ') {
  const self = new Map();
  const incl = new Map();
  let prev = null;
  let total = 0;
  for (const [t, s] of samples) {
    const dt = prev === null ? 0 : Math.min(t - prev, 2);
    prev = t;
    if (t < a || t > b || s[0].startsWith('(idle)')) continue;
    total += dt;
    self.set(s[0], (self.get(s[0]) ?? 0) + dt);
    for (const k of new Set(s)) incl.set(k, (incl.get(k) ?? 0) + dt);
  }
  const show = (m, title) => {
    console.log(`${indent}-- ${title} (sampled ${total.toFixed(1)} ms)`);
    for (const [k, t] of [...m].sort((x, y) => y[1] - x[1]).slice(0, n))
      console.log(`${indent}${t.toFixed(1).padStart(7)} ms  ${k}`);
  };
  show(self, 'self');
  show(incl, 'inclusive');
}

/**
 * The events of a Chrome trace file (one event per line, as Playwright's tracing writes it) whose line matches
 * `keep`, read line by line so a trace of hundreds of MB is never parsed whole; lines longer than `maxLine` are
 * skipped. Shared by profile-reload and profile-startup.
 */
export function traceEvents(buf, keep, maxLine = Infinity) {
  const out = [];
  let a = 0;
  while (a < buf.length) {
    let b = buf.indexOf(10, a);
    if (b < 0) b = buf.length;
    if (b - a < maxLine) {
      let line = buf.toString('utf8', a, b).trim();
      if (keep.test(line)) {
        line = line.replace(/^\{"traceEvents":\[/, '').replace(/,$/, '');
        try {
          out.push(JSON.parse(line));
        } catch {
          try {
            out.push(JSON.parse(line.replace(/\]\}$/, '')));
          } catch {
            /* not one event */
          }
        }
      }
    }
    a = b + 1;
  }
  return out;
}

/**
 * The renderer's main thread around one probed input (`r` from bench/input.mjs `traced`: its mark, `at` and
 * `frameEnd` in page time): the mark event, the input and the frame's end in trace milliseconds, the thread's
 * tasks, their busy time between two trace times, and the one-line summary the profiles print.
 */
export function inputWindow(ev, r, title) {
  const m = ev.find((e) => e.name === r.mark && e.args?.data?.startTime !== undefined);
  const off = m.ts / 1000 - m.args.data.startTime;
  const at = r.at + off;
  const fe = r.frameEnd + off;
  const tasks = ev.filter(
    (e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask',
  );
  const busy = (a, b) =>
    tasks.reduce((n, e) => n + Math.max(0, Math.min(b, (e.ts + e.dur) / 1000) - Math.max(a, e.ts / 1000)), 0);
  const longAfter = tasks.filter((e) => e.ts / 1000 >= fe && e.ts / 1000 < fe + 1000).map((e) => e.dur / 1000);
  console.log(
    `== ${title}: before the frame busy ${busy(at, fe).toFixed(1)} ms (wall ${(fe - at).toFixed(1)}), after: longest ${Math.max(0, ...longAfter).toFixed(1)} ms, busy ${busy(fe, fe + 1000).toFixed(1)} ms`,
  );
  return { m, at, fe, tasks, busy };
}
