/**
 * ココフォリア's "copy character" (キャラクターをコピー) clipboard text (issue 30):
 * `{"kind":"character","data":{"name","initiative","memo","externalUrl","status":[{label,value,max}],
 * "params":[{label,value}],"iconUrl","faces","x","y","size","commands", …}}`. Read strictly, like an encounter file:
 * one `JSON.parse` of a bounded text, every field's type, length and characters checked; anything wrong is one
 * refusal naming the field, and nothing is made. Fields this app has no use for (faces, x, y, color, secret …) are
 * ignored; 立ち絵 (faces) are the chat's.
 */
import {
  HIDDEN_CHARS,
  IMPORT_LIMITS as L,
  type ImportedCharacter,
  type ImportError,
  type ImportResult,
} from './importTypes';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

class Bad extends Error {
  constructor(readonly error: ImportError) {
    super(error.e);
  }
}

/** A text field: a string (or absent: ''), at most `max` long, no hidden characters (newlines allowed where `lines`). */
export function text(v: unknown, field: string, max: number, lines = false): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new Bad({ e: 'badField', field });
  if (v.length > max) throw new Bad({ e: 'tooLong', field, max });
  const s = v.replace(/\r\n?/gu, '\n');
  if (HIDDEN_CHARS.test(s) || (!lines && s.includes('\n'))) throw new Bad({ e: 'badText', field });
  return s;
}

/** A number field (a numeric string too, as both tools write them): finite, within ±100,000; absent: null. */
export function number(v: unknown, field: string): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/u.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 100000) throw new Bad({ e: 'badField', field });
  return Math.trunc(n);
}

function list(v: unknown, field: string): readonly unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Bad({ e: 'badField', field });
  if (v.length > L.entries) throw new Bad({ e: 'tooLong', field, max: L.entries });
  return v;
}

/** A palette text split into lines (empty lines dropped), each checked. */
export function paletteLines(v: unknown, field: string): string[] {
  const all = text(v, field, 200 * 200, true);
  const lines = all
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length > 200) throw new Bad({ e: 'tooLong', field, max: 200 });
  if (lines.some((l) => l.length > 200)) throw new Bad({ e: 'tooLong', field, max: 200 });
  return lines;
}

/** Run a reader; its refusal as a result. */
export function guarded<T>(f: () => T): ImportResult<T> {
  try {
    return { ok: true, value: f() };
  } catch (err) {
    if (err instanceof Bad) return { ok: false, error: err.error };
    throw err;
  }
}

/** Refuse with `error` (inside {@link guarded}). */
export function refuse(error: ImportError): never {
  throw new Bad(error);
}

/** Read a pasted ココフォリア character. */
export function readCocofolia(pasted: string): ImportResult<ImportedCharacter> {
  if (pasted.length > L.pasteChars) return { ok: false, error: { e: 'tooBig', max: L.pasteChars } };
  let raw: unknown;
  try {
    raw = JSON.parse(pasted);
  } catch {
    return { ok: false, error: { e: 'notJson' } };
  }
  if (!isObj(raw) || raw.kind !== 'character' || !isObj(raw.data)) return { ok: false, error: { e: 'notCharacter' } };
  const d = raw.data;
  return guarded(() => {
    const name = text(d.name, 'name', L.name).trim();
    if (!name) refuse({ e: 'badField', field: 'name' });
    const statuses = list(d.status, 'status').map((s, i) => {
      if (!isObj(s)) refuse({ e: 'badField', field: `status[${i}]` });
      const label = text(s.label, `status[${i}].label`, L.label).trim();
      const value = number(s.value, `status[${i}].value`) ?? 0;
      return { label, value, max: number(s.max, `status[${i}].max`) };
    });
    const params = list(d.params, 'params').map((p, i) => {
      if (!isObj(p)) refuse({ e: 'badField', field: `params[${i}]` });
      const value = typeof p.value === 'number' ? String(number(p.value, `params[${i}].value`)) : p.value;
      return {
        label: text(p.label, `params[${i}].label`, L.label).trim(),
        value: text(value, `params[${i}].value`, L.value).trim(),
      };
    });
    const icon = text(d.iconUrl, 'iconUrl', L.pasteChars).trim();
    if (icon && !/^(https?:\/\/|data:image\/)/iu.test(icon)) refuse({ e: 'badField', field: 'iconUrl' });
    const size = number(d.size, 'size') ?? 1;
    return {
      name,
      initiative: number(d.initiative, 'initiative'),
      memo: text(d.memo, 'memo', L.memo, true),
      size: Math.min(4, Math.max(1, size)),
      statuses: statuses.filter((s) => s.label !== ''),
      params: params.filter((p) => p.label !== ''),
      palette: paletteLines(d.commands, 'commands'),
      iconUrl: icon || null,
      picture: null,
    };
  });
}
