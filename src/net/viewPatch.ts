/**
 * Views as revisioned patches (issue 27): the GM's client sends the change from the view the server holds as an
 * RFC 6902 JSON Patch (`fast-json-patch`'s diff), the server applies it to its copy and relays it to the players
 * who hold that revision; everyone else gets the whole view. The log is a window of the newest lines: lines that
 * stayed are not sent again — the oldest are removed at `/log/0` and the new ones added at `/log/-`.
 *
 * A whole view too big for one frame travels in parts (`viewPart`): the characters of its JSON, in order.
 */
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { JsonValue, PatchOp } from './protocol';

/** What a patch diffs: a view (`{ encounter, log, events, change }`), as plain JSON. */
type ViewJson = { readonly [k: string]: JsonValue };

const same = (a: JsonValue | undefined, b: JsonValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The operations on the log window: drop the oldest `k` lines, append the rest (or replace it all). */
function logOps(before: readonly JsonValue[], after: readonly JsonValue[]): PatchOp[] {
  // The largest k such that the lines after the first k of `before` start `after`.
  for (let k = 0; k <= before.length; k++) {
    const kept = before.length - k;
    if (kept > after.length) continue;
    let ok = true;
    for (let i = 0; i < kept && ok; i++) ok = same(before[k + i], after[i]);
    if (!ok) continue;
    if (kept === 0 && before.length > 0 && after.length > 0) break; // nothing in common: one replace
    const ops: PatchOp[] = [];
    for (let i = 0; i < k; i++) ops.push({ op: 'remove', path: '/log/0' });
    for (const line of after.slice(kept)) ops.push({ op: 'add', path: '/log/-', value: line });
    return ops;
  }
  return [{ op: 'replace', path: '/log', value: after as JsonValue[] }];
}

/** The patch from `before` to `after` (both views). */
export function diffView(before: ViewJson, after: ViewJson): PatchOp[] {
  const bLog = before.log;
  const aLog = after.log;
  const logs = Array.isArray(bLog) && Array.isArray(aLog);
  const rest = jsonPatch.compare(
    logs ? { ...before, log: [] } : (before as object),
    logs ? { ...after, log: [] } : (after as object),
  ) as PatchOp[];
  return logs ? [...logOps(bLog, aLog), ...rest] : rest;
}

/**
 * Apply a patch. `mutate`: change `doc` in place (the server's own copy); otherwise a copy is patched. Throws when
 * an operation does not fit the document (a wrong path): the holder then asks for the whole view.
 */
export function applyViewPatch<T extends object>(doc: T, ops: readonly PatchOp[], mutate: boolean): T {
  return jsonPatch.applyPatch(doc, ops as Operation[], true, mutate, true).newDocument;
}

/** Split a frame's text into parts of at most `chars` characters. */
export function splitParts(text: string, chars: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += chars) parts.push(text.slice(i, i + chars));
  return parts.length > 0 ? parts : [''];
}

/** Collects the parts of one whole view; `add` returns the whole text once the last part arrived. */
export class PartCollector {
  private rev = -1;
  private parts: string[] = [];
  private got = 0;
  private chars = 0;
  constructor(private readonly maxChars: number) {}

  add(p: {
    readonly rev: number;
    readonly part: number;
    readonly parts: number;
    readonly data: string;
  }): string | null {
    if (p.rev !== this.rev || this.parts.length !== p.parts) {
      this.rev = p.rev;
      this.parts = new Array<string>(p.parts);
      this.got = 0;
      this.chars = 0;
    }
    if (p.part >= p.parts || this.parts[p.part] !== undefined) return null;
    this.chars += p.data.length;
    if (this.chars > this.maxChars) {
      this.reset();
      return null;
    }
    this.parts[p.part] = p.data;
    this.got++;
    if (this.got < p.parts) return null;
    const text = this.parts.join('');
    this.reset();
    return text;
  }

  reset(): void {
    this.rev = -1;
    this.parts = [];
    this.got = 0;
    this.chars = 0;
  }
}
