/**
 * `SADDLEGRID_LIMITS` (server/main.ts): any limit of `DEFAULT_LIMITS` set from the environment as JSON, e.g.
 * `{"maxPlayersPerRoom":32}` (docs/multiplayer.md, Deployment → Limits). Bad input changes nothing: text that is
 * not a JSON object, an unknown name, or a value not of its default's type (a number ≥ 0, a boolean, a list of
 * strings) is ignored, with a warning naming it.
 */
import { DEFAULT_LIMITS, type ServerLimits } from './sessionServer.ts';

/** `SADDLEGRID_LIMITS`: limits by name, each of its default's type (a number ≥ 0, a boolean, a list of strings). */
export function limitsFromJson(text: string | undefined, warn: (line: string) => void): Partial<ServerLimits> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    warn('SADDLEGRID_LIMITS is not a JSON object: ignored');
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    warn('SADDLEGRID_LIMITS is not a JSON object: ignored');
    return {};
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed)) {
    // Own names of the defaults only (`__proto__`, `constructor` … are unknown names).
    const d: unknown = Object.hasOwn(DEFAULT_LIMITS, k)
      ? (DEFAULT_LIMITS as unknown as Record<string, unknown>)[k]
      : undefined;
    const ok =
      d === undefined
        ? false
        : typeof d === 'number'
          ? typeof v === 'number' && Number.isFinite(v) && v >= 0
          : Array.isArray(d)
            ? Array.isArray(v) && v.every((x) => typeof x === 'string')
            : typeof v === typeof d;
    if (ok) out[k] = v;
    else warn(`SADDLEGRID_LIMITS: ${k} ignored (unknown, or not of its default's type)`);
  }
  return out as Partial<ServerLimits>;
}
