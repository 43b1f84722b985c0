/**
 * Issue 30: no English left in Japanese text. Everything the app writes in Japanese is rendered here and must
 * hold no Latin word outside a short allow-list (`japanese.fixtures.ts`), and no lower-case dice notation.
 *
 * Here: every event and message of every catalogue (the kernel's and each system's), with parameters made from
 * its declared type — every member of a union, both values of a boolean, absent and present optional fields — so
 * no describer and no branch of one is left out.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { EventBase, Msg } from '../rules';
import { parseDice, rollDice } from '../rules/dice';
import { describeEvent, describeMsg } from './index';
import { englishIn } from './japanese.fixtures';

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
