/**
 * Issue 30: no English left in Japanese text. Everything the app writes in Japanese is rendered here and must
 * hold no Latin word outside a short allow-list (`japanese.fixtures.ts`), and no lower-case dice notation.
 *
 * Here: every UI string (`strings.ts`), placeholders filled; every Japanese literal of the source (`ja:` in every
 * text table and describer, in src/ui, src/render and src/app too), read from the TypeScript source, and JSX text
 * and labels written outside the i18n layer.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { t } from './index';
import { strings, type StringKey } from './strings';
import { englishIn } from './japanese.fixtures';

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
