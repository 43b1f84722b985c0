/**
 * Characters from ココフォリア (a pasted "copy character") and ユドナリウム (a save zip) made creatures of the open
 * encounter (issue 30). All or nothing: every character is read strictly, made a creature and tried on a copy of
 * the encounter (`apply`, the engine's own checks) before anything is stored or dispatched; then each is one
 * `addCreature` and one `setPalette` (undoable). Pictures go through the picture store's checks (type from the
 * bytes, size); an http(s) picture is never fetched (the app loads nothing from elsewhere) — its address stays in
 * the notes. The answer is the notice to show.
 */
import { describeImportError } from '../../i18n/palette';
import { describeRefusal, t, type Lang } from '../../i18n';
import { apply, findFreeSpace, systemFor, type AnyEncounter, cmd } from '../../rules';
import {
  creatureFromImport,
  readCocofolia,
  readYudonarium,
  type CreatureFromImport,
  type ImportedCharacter,
} from '../../rules/palette';
import type { AppServices } from '../context';

type Svc = Pick<AppServices, 'encounter' | 'ui' | 'pictures'>;
export interface Notice {
  readonly text: string;
  readonly kind: 'info' | 'error';
}

/** Import a pasted ココフォリア character. */
export function importCocofolia(svc: Svc, pasted: string): Promise<Notice> {
  const r = readCocofolia(pasted);
  const lang = svc.ui.getState().lang;
  if (!r.ok) return Promise.resolve(nothing(describeImportError(r.error, lang), lang));
  return importAll(svc, [r.value]);
}

/** Import the characters of a ユドナリウム zip. */
export async function importYudonarium(svc: Svc, file: Blob): Promise<Notice> {
  const lang = svc.ui.getState().lang;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const r = readYudonarium(bytes);
  if (!r.ok) return nothing(describeImportError(r.error, lang), lang);
  return importAll(svc, r.value);
}

const nothing = (why: string, lang: Lang): Notice => ({ text: t(lang, 'import.nothing', { why }), kind: 'error' });

function dataUrlBytes(url: string): Uint8Array | null {
  const m = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]+)$/iu.exec(url);
  if (!m) return null;
  try {
    return Uint8Array.from(atob(m[1]!.replace(/\s/gu, '')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function importAll(svc: Svc, chars: readonly ImportedCharacter[]): Promise<Notice> {
  const store = svc.encounter.getState();
  const lang = svc.ui.getState().lang;
  const system = systemFor(store.encounter);
  // Tried on a copy first: a character the rules refuse means nothing is imported.
  let trial: AnyEncounter = store.encounter;
  const made: CreatureFromImport[] = [];
  for (const ch of chars) {
    const near = { x: Math.floor(trial.grid.width / 2), y: Math.floor(trial.grid.height / 2) };
    const size = ch.size >= 4 ? 'gargantuan' : ch.size >= 3 ? 'huge' : ch.size >= 2 ? 'large' : 'medium';
    const pos = findFreeSpace(trial, system.grid, size, near) ?? near;
    const m = creatureFromImport(system, ch, pos);
    if (!m.ok) return nothing(describeImportError(m.error, lang), lang);
    const id = `c${trial.nextId}`;
    const add = apply(trial, { type: 'addCreature', creature: m.value.creature });
    const pal = add.ok ? apply(add.state, { type: 'setPalette', owner: id, lines: [...m.value.palette] }) : add;
    if (!pal.ok)
      return nothing(
        pal.kind === 'refused' ? `${ch.name}: ${describeRefusal(store.encounter.system, pal, lang)}` : pal.error,
        lang,
      );
    trial = pal.state;
    made.push(m.value);
  }
  const notes: string[] = [];
  for (const [i, m] of made.entries()) {
    const ch = chars[i]!;
    let image: string | undefined;
    const bytes = ch.picture?.bytes ?? (m.dataUrl ? dataUrlBytes(m.dataUrl) : null);
    if (bytes && svc.pictures) {
      const pic = await svc.pictures.addPicture(
        new Blob([bytes as Uint8Array<ArrayBuffer>]),
        ch.picture?.name ?? ch.name,
      );
      if (pic.ok) image = pic.id;
      else notes.push(t(lang, 'import.pictureRefused', { name: ch.name, why: pic.message[lang] }));
    }
    if (m.iconUrl) notes.push(t(lang, 'import.iconNotFetched', { url: m.iconUrl.url.slice(0, 80) }));
    const now = svc.encounter.getState();
    const id = `c${now.encounter.nextId}`;
    const add = now.dispatch(cmd('addCreature', { creature: { ...m.creature, ...(image ? { image } : {}) } }));
    if (add.ok && m.palette.length) now.dispatch({ type: 'setPalette', owner: id, lines: [...m.palette] });
    if (add.ok && i === made.length - 1) svc.ui.getState().select(id);
  }
  const done = t(lang, 'import.done', { names: chars.map((c) => c.name).join(lang === 'ja' ? '、' : ', ') });
  return { text: [done, ...notes].join(' '), kind: 'info' };
}
