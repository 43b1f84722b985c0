// Inclusive time of the functions called under one function in a .cpuprofile (bench helper for profiling).
// Usage: node bench/profile-sub.mjs <file.cpuprofile> <function name substring> [top]
import { readFileSync } from 'node:fs';
const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const root = process.argv[3];
const top = Number(process.argv[4] ?? 30);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}`;
const t = new Map();
prof.samples.forEach((id, i) => t.set(id, (t.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const incl = new Map();
let total = 0;
for (const [id, dt] of t) {
  const chain = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) chain.push(key(byId.get(cur)));
  const at = chain.findIndex((k) => k.includes(root));
  if (at < 0) continue;
  total += dt;
  const seen = new Set();
  for (const k of chain.slice(0, at))
    if (!seen.has(k)) {
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + dt);
    }
}
console.log(`== under ${root}: ${(total / 1000).toFixed(0)} ms`);
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
