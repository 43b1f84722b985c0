// Summarise a V8 .cpuprofile: self time and inclusive time per function (bench helper for profiling).
import { readFileSync } from 'node:fs';
const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 25);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas;
const counts = new Map();
prof.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
const key = (n) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
for (const [id, t] of counts) {
  const n = byId.get(id);
  self.set(key(n), (self.get(key(n)) ?? 0) + t);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(byId.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + t);
  }
}
const total = [...counts.values()].reduce((a, b) => a + b, 0);
const show = (m, title) => {
  console.log(`== ${title} (total ${(total / 1000).toFixed(0)} ms)`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((t / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
};
show(self, 'self');
show(incl, 'inclusive');
