/**
 * A ユドナリウム save (issue 30): a zip of XML files (`data.xml` of a room, or one `<character>` file of a character
 * export) and picture files named by their identifier (`<sha256>.png`). Each `<character>` (anywhere: inside
 * `<room>` / `<game-object-list>` too) gives a character: `common` name and size, `detail` resources
 * (`numberResource`: current value and maximum) and other values, notes, its `<chat-palette>`, and the picture its
 * `imageIdentifier` names. Bounded before anything is unpacked: the zip's size, its number of files, what it unpacks
 * to (the sizes it declares; fflate never writes past them), each XML's length and depth, the characters.
 */
import { unzipSync } from 'fflate';
import { guarded, number, paletteLines, refuse, text } from './cocofolia';
import { IMPORT_LIMITS as L, type ImportedCharacter, type ImportResult } from './importTypes';
import { parseXml, XmlError, XmlTooDeep, type XmlElement } from './xml';

const PICTURE = /\.(png|jpe?g|gif|webp)$/iu;

/** Read a ユドナリウム zip's characters (pictures as bytes, for the picture store's checks). */
export function readYudonarium(zip: Uint8Array): ImportResult<ImportedCharacter[]> {
  if (zip.length > L.zipBytes) return { ok: false, error: { e: 'tooBig', max: L.zipBytes } };
  if (zip.length < 22 || zip[0] !== 0x50 || zip[1] !== 0x4b) return { ok: false, error: { e: 'notZip' } };
  let entries = 0;
  let declared = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (f) => {
        entries++;
        if (entries > L.zipEntries) throw new LimitError('entries');
        const wanted = /\.xml$/iu.test(f.name) || PICTURE.test(f.name);
        if (wanted) declared += f.originalSize;
        if (declared > L.unzippedBytes) throw new LimitError('size');
        return wanted;
      },
    });
  } catch (err) {
    if (err instanceof LimitError)
      return {
        ok: false,
        error:
          err.message === 'entries'
            ? { e: 'tooManyEntries', max: L.zipEntries }
            : { e: 'unzippedTooBig', max: L.unzippedBytes },
      };
    return { ok: false, error: { e: 'notZip' } };
  }
  return guarded(() => {
    const characters: XmlElement[] = [];
    const pictures = new Map<string, { name: string; bytes: Uint8Array }>();
    for (const [path, bytes] of Object.entries(files)) {
      const base = path.split('/').pop() ?? path;
      if (PICTURE.test(base)) pictures.set(base.replace(PICTURE, ''), { name: base, bytes });
    }
    for (const [path, bytes] of Object.entries(files)) {
      if (!/\.xml$/iu.test(path)) continue;
      const field = path.slice(0, 60);
      if (bytes.length > L.xmlChars * 3) refuse({ e: 'tooBig', max: L.xmlChars });
      let src: string;
      try {
        src = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        return refuse({ e: 'badXml', field, why: 'UTF-8' });
      }
      if (src.length > L.xmlChars) refuse({ e: 'tooBig', max: L.xmlChars });
      let root: XmlElement;
      try {
        root = parseXml(src, L.xmlDepth);
      } catch (err) {
        if (err instanceof XmlTooDeep) refuse({ e: 'xmlTooDeep', max: L.xmlDepth });
        if (err instanceof XmlError) refuse({ e: 'badXml', field, why: err.message.slice(0, 60) });
        throw err;
      }
      collect(root, characters);
      if (characters.length > L.characters) refuse({ e: 'tooManyCharacters', max: L.characters });
    }
    if (!characters.length) refuse({ e: 'noCharacters' });
    return characters.map((c, i) => character(c, i, pictures));
  });
}

class LimitError extends Error {}

function collect(el: XmlElement, out: XmlElement[]): void {
  if (el.name === 'character') out.push(el);
  else for (const c of el.children) collect(c, out);
}

const dataNamed = (el: XmlElement | undefined, name: string) =>
  el?.children.find((c) => c.name === 'data' && c.attrs.name === name);

function character(
  el: XmlElement,
  index: number,
  pictures: Map<string, { name: string; bytes: Uint8Array }>,
): ImportedCharacter {
  const at = `character[${index}]`;
  const root = dataNamed(el, 'character');
  const common = dataNamed(root, 'common');
  const name = text(dataNamed(common, 'name')?.text.trim(), `${at}.name`, L.name).trim();
  if (!name) refuse({ e: 'badField', field: `${at}.name` });
  const size = number(dataNamed(common, 'size')?.text.trim(), `${at}.size`) ?? 1;
  const imageId = dataNamed(dataNamed(root, 'image'), 'imageIdentifier')?.text.trim() ?? '';
  const statuses: { label: string; value: number; max: number | null }[] = [];
  const params: { label: string; value: string }[] = [];
  const notes: string[] = [];
  const walk = (d: XmlElement) => {
    for (const c of d.children) {
      if (c.name !== 'data') continue;
      const label = text(c.attrs.name, `${at}.detail`, L.label).trim();
      if (c.children.length) walk(c);
      else if (c.attrs.type === 'numberResource') {
        const max = number(c.text.trim(), `${at}.${label}`);
        statuses.push({ label, value: number(c.attrs.currentValue, `${at}.${label}`) ?? max ?? 0, max });
      } else if (c.attrs.type === 'note') notes.push(text(c.text.trim(), `${at}.${label}`, L.memo, true));
      else if (label) params.push({ label, value: text(c.text.trim(), `${at}.${label}`, L.value) });
      if (statuses.length + params.length > L.entries) refuse({ e: 'tooLong', field: `${at}.detail`, max: L.entries });
    }
  };
  const detail = dataNamed(root, 'detail');
  if (detail) walk(detail);
  const memo = notes.filter((n) => n).join('\n');
  if (memo.length > L.memo) refuse({ e: 'tooLong', field: `${at}.note`, max: L.memo });
  const palette = el.children.find((c) => c.name === 'chat-palette');
  return {
    name,
    initiative: null,
    memo,
    size: Math.min(4, Math.max(1, size)),
    statuses: statuses.filter((s) => s.label),
    params: params.filter((p) => p.label),
    palette: palette ? paletteLines(palette.text, `${at}.chat-palette`) : [],
    iconUrl: null,
    picture: imageId ? (pictures.get(imageId) ?? null) : null,
  };
}
