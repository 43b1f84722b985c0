/**
 * Issue 30: no English left in Japanese text. Everything the app writes in Japanese is rendered here and must
 * hold no Latin word outside a short allow-list (rule ids, units, key names, HP/AC/ID, file formats, product
 * names, dice notation in capitals), and no lower-case dice notation (`2d6`, `d20`: BCDice and the sources write
 * `2D6`, `1D20`):
 *
 * - every event and message of every catalogue (the kernel's and each system's), with parameters made from its
 *   declared type — every member of a union, both values of a boolean, absent and present optional fields — so
 *   no describer and no branch of one is left out;
 * - every UI string (`strings.ts`), placeholders filled;
 * - every Japanese literal of the source (`ja:` in every text table and describer, in src/ui, src/render and
 *   src/app too), read from the TypeScript source, and JSX text and labels written outside the i18n layer;
 * - every entry of the rules reference (statements, sections, rulings, the source it names) and its GM prose;
 * - the board's own text: the glyphs of every built-in creature, height badges, status chips.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sampleEncounter } from '../app/sample';
import { sampleTenkaiEncounter } from '../app/sampleTenkai';
import { describeCommand } from '../app/session/host';
import { SYSTEMS } from '../rules/registry';
import { commandName } from './commandNames';
import { flagsFor } from '../render/tokenFacts';
import type { EventBase, Msg } from '../rules';
import { parseDice, rollDice } from '../rules/dice';
import { templateGlyph } from '../ui/templateGlyph';
import { effectMark } from './systems/mounted4e/effectMarks';
import { CONDITIONS, DAMAGE_TYPES, DEFENCES, DURATION_KINDS } from '../rules/mounted4e';
import { chipsOf } from '../render/tokenFacts';
import { uiOf } from '../ui/systems';
import { allRules, docsOf, ruleSystems, sourceText } from './reference';
import { describeEvent, describeMsg, t } from './index';
import { strings, type StringKey } from './strings';

/** What may stay Latin in Japanese (each removed before the check). */
const ALLOWED: readonly RegExp[] = [
  /\b[A-Z]{1,4}(?:-[A-Z0-9]+)+\b/g, // rule ids: MC-FM-2, B-18, TK-GLD-2, SD-STEP-08
  /(?<![A-Za-z])(?:HP|AC|ID)(?![A-Za-z])/g, // the abbreviations of Japanese play (AC is the 4e seed's own: 乗り手はACにボーナスを得る)
  /(?<![A-Za-z])(?:Alt|Ctrl|Shift|Esc|Enter|Tab|Home|End|PgUp|PgDn|Del|Space)(?![A-Za-z])/g, // key names
  /\b(?:MB|PNG|JPEG|WebP|GIF|SVG|JSON|WebGL|QR|base64url|ChaCha20|ZIP|XML|dd2vtt|uvtt|df2vtt)\b/g, // units, file and data formats
  /\b(?:Saddlegrid|BCDice|English)\b/g, // product names, and the language switch naming its language
  /npm start(?: -- --host [\d.]+)?/g, // the command to type
  /\b\d*(?:D|B|R|U|TY|TZ)\d+(?:KH|KL|DH|DL)?\d*\b/g, // dice notation in capitals: 2D6, 1D20, D66, 3B6, 2R6, 4U6
  /\b(?:D66[ASDN]?|KH|KL|DH|DL|MAX|MIN|choice\d*)\b/g,
];

/** The Latin words (2+ letters) and lower-case dice left in a Japanese text. */
export function englishIn(text: string): string[] {
  // The sources' own: ＰＣ (ＰＣ側, the 巣作りドラゴン seed), OP (乗騎から降ろされる OP, the 4e seed's heading);
  // colours written as #rrggbb; HTML entities in JSX text.
  let s = text.replace(/ＰＣ|\bOP\b|#[0-9a-fA-F]{3,6}\b|&\w+;/g, ' ').normalize('NFKC');
  for (const re of ALLOWED) s = s.replace(re, ' ');
  const dice = s.match(/(?<![A-Za-z])\d*d\d+(?![A-Za-z])/g) ?? [];
  return [...(s.match(/[A-Za-z]{2,}/g) ?? []), ...dice];
}

// ---------------------------------------------------------------------------------------------------------------
// Events and messages, with parameters made from their declared types.

const MAPS = [
  ['src/rules/core/events.ts', 'CoreEvents', 'event', 'kernel'],
  ['src/rules/core/events.ts', 'CoreMsgs', 'msg', 'kernel'],
  ['src/rules/mounted4e/events.ts', 'M4Events', 'event', 'mounted4e'],
  ['src/rules/mounted4e/msgs.ts', 'M4Msgs', 'msg', 'mounted4e'],
  ['src/rules/tenkai/events.ts', 'TkEvents', 'event', 'tenkai'],
  ['src/rules/tenkai/messages.ts', 'TkMsgs', 'msg', 'tenkai'],
  ['src/rules/sudukuri/events.ts', 'SdEvents', 'event', 'sudukuri'],
  ['src/rules/sudukuri/events.ts', 'SdMsgs', 'msg', 'sudukuri'],
] as const;

/** A roll of the dice line, for the event that carries one (its type is too deep to make up). */
function aRoll(input: string, faces: number[]) {
  const p = parseDice(input);
  if (!p.ok) throw new Error(input);
  let i = 0;
  return rollDice(p.program, () => faces[i++] ?? 1);
}

/** Parameters made by hand where the type says too little (`unknown`, a whole roll). */
const OVERRIDES: Record<string, readonly Record<string, unknown>[]> = {
  'kernel.diceRolled': [
    { by: { id: 'c1', name: '騎士' }, secret: false, manual: false, result: aRoll('2D6>=7 登攀', [4, 5]) },
    { by: null, secret: true, manual: true, result: aRoll('x2 3B6>=4', [1, 5, 6, 2, 2, 4]) },
    { by: null, secret: false, manual: false, result: aRoll('2R6>=5', [5, 1, 3]) },
    { by: null, secret: false, manual: false, result: aRoll('4U6[6]+1>=8', [6, 3, 1, 2, 5]) },
    { by: null, secret: false, manual: false, result: aRoll('choice2 右 左 前', [1, 1]) },
  ],
  'kernel.badDie': [{ sides: 20, value: 21, purpose: { m: 'diceLineRoll' } }],
};

/** Samples of every event and message: `[system, kind, key, params]`. */
function catalogueSamples(): {
  system: string;
  kind: 'event' | 'msg';
  key: string;
  params: Record<string, unknown>[];
}[] {
  const program = ts.createProgram(
    MAPS.map((m) => m[0]),
    {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
    },
  );
  const checker = program.getTypeChecker();
  /** Values of a type: the first is the base; the others vary one thing (a union member, a boolean, absence). */
  const values = (type: ts.Type, name: string, depth: number): unknown[] => {
    if (depth > 8) return [undefined];
    if (type.isUnion()) {
      const out: unknown[] = [];
      for (const m of type.types) {
        if (m.flags & ts.TypeFlags.Undefined) out.push(undefined);
        else out.push(...values(m, name, depth + 1).slice(0, 4));
      }
      // The base is a present value (an absent optional field is a variant).
      out.sort((a, b) => Number(a === undefined) - Number(b === undefined));
      return out.slice(0, 16);
    }
    if (type.isStringLiteral() || type.isNumberLiteral()) return [type.value];
    if (type.flags & ts.TypeFlags.BooleanLiteral) return [checker.typeToString(type) === 'true'];
    if (type.flags & ts.TypeFlags.Boolean) return [true, false];
    if (type.flags & ts.TypeFlags.Null) return [null];
    // Free text in parameters is a person's (a name, a label): Japanese, so whatever is English is the describer's.
    if (type.flags & ts.TypeFlags.String) return [name === 'id' ? 'c1' : /name/i.test(name) ? '騎士' : 'テスト'];
    if (type.flags & (ts.TypeFlags.Number | ts.TypeFlags.Unknown)) return [3];
    if (checker.isTupleType(type))
      return [checker.getTypeArguments(type as ts.TypeReference).map((a) => values(a, name, depth + 1)[0])];
    if (checker.isArrayType(type)) {
      const el = checker.getTypeArguments(type as ts.TypeReference)[0];
      return el ? [values(el, name, depth + 1).slice(0, 2), []] : [[]];
    }
    if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
      const props = checker.getPropertiesOfType(type);
      const base: Record<string, unknown> = {};
      const per: [string, unknown[]][] = [];
      for (const p of props) {
        const v = values(checker.getTypeOfSymbol(p), p.name, depth + 1);
        base[p.name] = v[0];
        per.push([p.name, v]);
      }
      const out: Record<string, unknown>[] = [base];
      if (depth < 4) for (const [n, vs] of per) for (const v of vs.slice(1)) out.push({ ...base, [n]: v });
      return out.slice(0, 40);
    }
    return [undefined];
  };
  const out: { system: string; kind: 'event' | 'msg'; key: string; params: Record<string, unknown>[] }[] = [];
  for (const [file, name, kind, system] of MAPS) {
    const sf = program.getSourceFile(file);
    let decl: ts.InterfaceDeclaration | undefined;
    if (sf) ts.forEachChild(sf, (n) => void (ts.isInterfaceDeclaration(n) && n.name.text === name && (decl = n)));
    if (!decl) throw new Error(`${name} not found in ${file}`);
    for (const p of checker.getPropertiesOfType(checker.getTypeAtLocation(decl))) {
      const made = values(checker.getTypeOfSymbol(p), p.name, 0) as Record<string, unknown>[];
      out.push({ system, kind, key: p.name, params: OVERRIDES[`${system}.${p.name}`]?.slice() ?? made });
    }
  }
  return out;
}

describe('Japanese text: every event and message', () => {
  const samples = catalogueSamples();

  it('holds every key of every catalogue (490 and more)', () => {
    expect(samples.length).toBeGreaterThanOrEqual(490);
    expect(samples.reduce((n, s) => n + s.params.length, 0)).toBeGreaterThan(1200);
  });

  it('renders every key, every variant, without English', () => {
    const found: string[] = [];
    const unrendered: string[] = [];
    for (const { system, kind, key, params } of samples) {
      let rendered = 0;
      for (const p of params) {
        let text: string;
        try {
          text =
            kind === 'event'
              ? describeEvent(system, { ...p, type: key, rules: ['MC-FM-2'] } as EventBase, 'ja')
              : describeMsg(system, { ...p, m: key } as Msg, 'ja');
        } catch {
          continue; // a made-up combination the describer cannot take (another variant renders the key)
        }
        rendered++;
        const left = englishIn(text);
        if (left.length) found.push(`${system}.${key}: ${left.join(', ')} ← ${text.slice(0, 140)}`);
      }
      if (rendered === 0) unrendered.push(`${system}.${key}`);
    }
    expect(unrendered).toEqual([]);
    expect([...new Set(found)]).toEqual([]);
  }, 60_000);

  it('the check can fail: an English word, a lower-case die and "GM" are found, rule ids and 2D6 are not', () => {
    expect(englishIn('騎士は落馬した（MC-FM-2）。2D6>=7、1D20+5、HP 12/20、Shift＋ドラッグ')).toEqual([]);
    expect(englishIn('騎士 vs オーク：d20で10以上、2d6、GMが決める、5ft')).toEqual(['vs', 'GM', 'ft', 'd20', '2d6']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// UI strings and every Japanese literal of the source.

describe('Japanese text: UI strings and source literals', () => {
  it('every UI string, placeholders filled', () => {
    const found: string[] = [];
    for (const key of Object.keys(strings) as StringKey[]) {
      const params = Object.fromEntries(
        [...(strings[key].ja.matchAll(/\{(\w+)\}/g) ?? [])].map((m) => [m[1] ?? '', m[1] === 'n' ? 3 : '値']),
      );
      const left = englishIn(t('ja', key, params));
      if (left.length) found.push(`${key}: ${left.join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  it('every Japanese literal in the source (every branch of every describer and text table), and no English JSX text', () => {
    const found: string[] = [];
    for (const file of sourceFiles('src')) {
      const code = fs.readFileSync(file, 'utf8');
      if (!file.endsWith('.tsx') && !/\bja\b/.test(code)) continue;
      const sf = ts.createSourceFile(
        file,
        code,
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const where = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
      const visit = (n: ts.Node): void => {
        if (
          ts.isPropertyAssignment(n) &&
          (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name)) &&
          n.name.text === 'ja'
        ) {
          for (const lit of shownLiterals(n.initializer)) {
            const left = englishIn(lit.text.replace(/\{\w+\}/g, '値'));
            if (left.length) found.push(`${where(lit.node)}: ${left.join(', ')} ← ${lit.text.slice(0, 100)}`);
          }
        }
        // Text in JSX is the same in both languages: only symbols, key names and rule ids may be written there.
        if (ts.isJsxText(n)) {
          const left = englishIn(n.text);
          if (left.length) found.push(`${where(n)}: JSX text ${left.join(', ')}`);
        }
        if (
          ts.isJsxAttribute(n) &&
          ['title', 'aria-label', 'placeholder', 'alt'].includes(n.name.getText()) &&
          n.initializer &&
          ts.isStringLiteral(n.initializer)
        ) {
          const left = englishIn(n.initializer.text);
          if (left.length) found.push(`${where(n)}: ${n.name.getText()}="${n.initializer.text}"`);
        }
        ts.forEachChild(n, visit);
      };
      visit(sf);
    }
    expect(found).toEqual([]);
  }, 60_000);
});

/** Source files outside tests. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory()
        ? sourceFiles(path.join(dir, d.name))
        : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts')
          ? [path.join(dir, d.name)]
          : [],
    );
}

/**
 * The literals of an expression that can end up in the text: not a key compared (`k === 'push'`), a case, an
 * index, an argument (`t('key')`, `d.msg(…)`), or a property name.
 */
function shownLiterals(e: ts.Node): { text: string; node: ts.Node }[] {
  const out: { text: string; node: ts.Node }[] = [];
  const codeUse = (n: ts.Node): boolean => {
    const p = n.parent;
    if (
      ts.isBinaryExpression(p) &&
      p.operatorToken.kind !== ts.SyntaxKind.PlusToken &&
      p.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken &&
      p.operatorToken.kind !== ts.SyntaxKind.BarBarToken
    )
      return true;
    if (ts.isCaseClause(p) || ts.isElementAccessExpression(p) || (ts.isPropertyAssignment(p) && p.name === n))
      return true;
    if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.expression !== n) return true;
    if (ts.isLiteralTypeNode(p) || ts.isImportDeclaration(p)) return true;
    return false;
  };
  const walk = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      if (!codeUse(n)) out.push({ text: n.text, node: n });
      return;
    }
    if (ts.isTemplateExpression(n)) {
      out.push({ text: n.head.text, node: n });
      for (const s of n.templateSpans) {
        walk(s.expression);
        out.push({ text: s.literal.text, node: n });
      }
      return;
    }
    ts.forEachChild(n, walk);
  };
  walk(e);
  return out;
}

describe('Japanese text: what a player asks for, in the approval queue', () => {
  it('every command a player may send has a name in both languages; the queue never shows an identifier', () => {
    const types = Object.values(SYSTEMS).flatMap((s) => Object.keys(s.players?.permissions ?? {}));
    expect(types.length).toBeGreaterThan(25);
    for (const type of types) {
      expect(commandName(type, 'ja'), type).not.toBe('操作');
      expect(englishIn(commandName(type, 'ja')), type).toEqual([]);
    }
    const enc = sampleEncounter('ja');
    const text = describeCommand(enc, { type: 'shift', id: 'c2', to: { x: 1, y: 2 } } as never);
    expect(text.ja).toBe('シフト・サー・アルドリック → (1, 2)');
    expect(englishIn(describeCommand(enc, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 3 } } as never).ja)).toEqual(
      [],
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The rules reference.

describe('Japanese text: the rules reference', () => {
  it('every entry (statement, section, rulings, options) and its source name the document, not a file', () => {
    const found: string[] = [];
    for (const r of allRules()) {
      for (const s of jaStrings(r)) {
        const left = englishIn(s);
        if (left.length) found.push(`${r.id}: ${left.join(', ')} ← ${s.slice(0, 80)}`);
      }
      const source = sourceText(r.source, 'ja');
      if (/\.txt\b|[0-9a-f]{8,}/.test(source) || englishIn(source).length) found.push(`${r.id}: source ${source}`);
    }
    expect(allRules().length).toBeGreaterThan(200);
    expect(found).toEqual([]);
  });

  it('the GM prose of each system', () => {
    const found = ruleSystems()
      .map((s) => docsOf(s)!)
      .flatMap((d) => jaStrings(d).flatMap((s) => englishIn(s)));
    expect(found).toEqual([]);
  });

  it('the source of a rule from a seed names its document (both languages), never the seed file', () => {
    const r = allRules().find((x) => x.source.kind === 'seed' && x.id.startsWith('SD-'));
    expect(r && sourceText(r.source, 'ja')).toMatch(/^『巣作りドラゴン』ルールブック（抄）/);
    expect(r && sourceText(r.source, 'en')).not.toMatch(/\.txt/);
  });
});

/** Every `ja` string in a plain-data tree. */
function jaStrings(x: unknown): string[] {
  if (Array.isArray(x)) return x.flatMap(jaStrings);
  if (x && typeof x === 'object')
    return Object.entries(x).flatMap(([k, v]) => (k === 'ja' && typeof v === 'string' ? [v] : jaStrings(v)));
  return [];
}

// ---------------------------------------------------------------------------------------------------------------
// The board's own text.

describe('Japanese text: on the board', () => {
  it('every built-in creature of every system has a Japanese glyph', () => {
    for (const system of ['mounted4e', 'tenkai', 'sudukuri'])
      for (const tpl of uiOf(system).templates ?? [])
        expect(englishIn(templateGlyph(tpl, 'ja') ?? ''), tpl.key).toEqual([]);
  });

  it('the 4e effect marks of every condition, defence, damage type and duration', () => {
    // Every condition, defence, damage type and duration kind the 4e rules know.
    const whats = [
      ...CONDITIONS.map((condition) => ({ kind: 'condition', condition }) as const),
      { kind: 'attack', value: -2 } as const,
      ...[...DEFENCES, 'all'].map((defence) => ({ kind: 'defence', defence, value: 2 }) as const),
      ...DAMAGE_TYPES.map((damageType) => ({ kind: 'ongoing', amount: 5, damageType }) as const),
    ];
    const durations = DURATION_KINDS;
    const found = whats.flatMap((what) =>
      durations.flatMap((kind) => englishIn(effectMark({ what: what as never, duration: { kind } }, 'ja'))),
    );
    expect(found).toEqual([]);
    expect(
      effectMark({ what: { kind: 'condition', condition: 'dazed' } as never, duration: { kind: 'saveEnds' } }, 'en'),
    ).toBe('Dz/SE');
  });

  it('the sample encounters: glyphs, height badges and chips in Japanese (squares, not feet, on a 4e board)', () => {
    for (const enc of [sampleEncounter('ja'), sampleTenkaiEncounter('ja')]) {
      const flags = flagsFor(enc, { selectedId: null, lang: 'ja', mode: 'gm' });
      for (const id of enc.creatureOrder) {
        const c = enc.creatures[id];
        if (!c) continue;
        const f = flags(c);
        const sick = { ...c, conditions: ['prone', 'dazed', 'stunned', 'immobilised', 'restrained', 'squeezing'] };
        expect(englishIn(`${c.glyph} ${f.height} ${chipsOf(c, f)} ${chipsOf(sick, flags(sick))}`), c.name).toEqual([]);
      }
    }
    const griffon = sampleEncounter('ja');
    const g = Object.values(griffon.creatures).find((c) => c.elevation === 3);
    expect(g && flagsFor(griffon, { selectedId: null, lang: 'ja', mode: 'gm' })(g).height).toBe('↑3マス');
    expect(g && flagsFor(griffon, { selectedId: null, lang: 'en', mode: 'gm' })(g).height).toBe('↑15ft');
  });
});
