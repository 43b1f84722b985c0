/**
 * A small strict XML reader for ユドナリウム's character data (issue 30). Neither the browser's DOMParser nor a DOM
 * exists in the rules or in Vitest's node environment (no jsdom / happy-dom installed), and ユドナリウム writes plain
 * XML: elements, attributes, text, the five named entities and numeric ones, comments, CDATA and the declaration.
 * A DOCTYPE (entity definitions: the "billion laughs") is refused, as is anything else it does not know; the text
 * and the nesting are bounded.
 */

export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text (its children's not included), entities decoded. */
  readonly text: string;
}

export class XmlError extends Error {}
/** Nested deeper than allowed. */
export class XmlTooDeep extends XmlError {}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&([^;&\s]{1,10});/gu, (_m, e: string) => {
    if (Object.prototype.hasOwnProperty.call(ENTITIES, e)) return ENTITIES[e]!;
    const code = /^#x[0-9a-fA-F]{1,6}$/u.test(e)
      ? parseInt(e.slice(2), 16)
      : /^#[0-9]{1,7}$/u.test(e)
        ? Number(e.slice(1))
        : NaN;
    if (!Number.isInteger(code) || code < 9 || code > 0x10ffff) throw new XmlError(`entity &${e.slice(0, 10)};`);
    return String.fromCodePoint(code);
  });
}

/** Parse a document; its root element. Throws {@link XmlError} with a short reason. */
export function parseXml(src: string, maxDepth: number): XmlElement {
  let i = 0;
  type Open = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string };
  const stack: Open[] = [];
  let root: XmlElement | null = null;
  const name = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(src);
    if (!m) throw new XmlError(`name expected at ${i}`);
    i += m[0].length;
    return m[0];
  };
  const space = () => {
    while (i < src.length && /\s/u.test(src[i]!)) i++;
  };
  const skipTo = (end: string): string => {
    const j = src.indexOf(end, i);
    if (j < 0) throw new XmlError(`${end} missing`);
    const s = src.slice(i, j);
    i = j + end.length;
    return s;
  };
  if (src.charCodeAt(0) === 0xfeff) i = 1;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? src.length : lt;
    if (textEnd > i) {
      const t = src.slice(i, textEnd);
      if (stack.length) stack[stack.length - 1]!.text += decode(t);
      else if (t.trim()) throw new XmlError('text outside the root');
      i = textEnd;
      continue;
    }
    if (src.startsWith('<?', i)) {
      i += 2;
      skipTo('?>');
    } else if (src.startsWith('<!--', i)) {
      i += 4;
      skipTo('-->');
    } else if (src.startsWith('<![CDATA[', i)) {
      i += 9;
      const t = skipTo(']]>');
      if (!stack.length) throw new XmlError('CDATA outside the root');
      stack[stack.length - 1]!.text += t;
    } else if (src.startsWith('<!', i)) {
      throw new XmlError('DOCTYPE');
    } else if (src.startsWith('</', i)) {
      i += 2;
      const n = name();
      space();
      if (src[i] !== '>') throw new XmlError(`> expected at ${i}`);
      i++;
      const open = stack.pop();
      if (!open || open.name !== n) throw new XmlError(`</${n.slice(0, 30)}> does not close`);
      const el: XmlElement = open;
      if (stack.length) stack[stack.length - 1]!.children.push(el);
      else root = el;
    } else {
      i++;
      if (root) throw new XmlError('a second root');
      const n = name();
      const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
      for (;;) {
        space();
        if (src.startsWith('/>', i) || src[i] === '>') break;
        const a = name();
        space();
        if (src[i] !== '=') throw new XmlError(`= expected at ${i}`);
        i++;
        space();
        const q = src[i];
        if (q !== '"' && q !== "'") throw new XmlError(`quote expected at ${i}`);
        i++;
        const v = skipTo(q);
        if (v.includes('<')) throw new XmlError('< in an attribute');
        if (Object.prototype.hasOwnProperty.call(attrs, a)) throw new XmlError(`attribute ${a.slice(0, 30)} twice`);
        attrs[a] = decode(v);
      }
      const open: Open = { name: n, attrs, children: [], text: '' };
      if (stack.length >= maxDepth) throw new XmlTooDeep(`deeper than ${maxDepth}`);
      if (src.startsWith('/>', i)) {
        i += 2;
        if (stack.length) stack[stack.length - 1]!.children.push(open);
        else root = open;
      } else {
        i++;
        stack.push(open);
      }
    }
  }
  if (stack.length || !root)
    throw new XmlError(stack.length ? `<${stack[stack.length - 1]!.name.slice(0, 30)}> not closed` : 'no element');
  return root;
}
