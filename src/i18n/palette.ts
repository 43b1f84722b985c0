/**
 * The chat palette's and the character imports' words (issue 30), merged into the string table, and the palette's
 * and the imports' refusals in the reader's language. Japanese as ココフォリア and ユドナリウム users say it
 * (チャットパレット, ステータス, パラメータ, キャラクター駒, セーブデータ).
 */
import type { PaletteError } from '../rules/palette';
import type { ImportError } from '../rules/palette';
import type { Lang } from './describe';

export const paletteStrings = {
  'palette.hint': {
    en: 'Click: into the dice line · Shift+click or double-click: send at once',
    ja: 'クリックで入力欄へ・Shift+クリックかダブルクリックで即送信',
  },
  'palette.define': { en: 'variable', ja: '変数' },
  'palette.readOnly': {
    en: 'The sheet gives {name}; this line is not used',
    ja: '{name}はシートの値を使います（この行は使われません）',
  },
  'palette.syntaxHelp': {
    en: '//命中=5 defines a variable, {命中} uses it, # or // starts a comment, :HP-5 changes a status',
    ja: '//命中=5で変数を定義、{命中}で参照、#か//で始まる行はコメント、:HP-5でステータス変更',
  },
  'import.title': { en: 'Import characters', ja: 'キャラクターを読み込む' },
  'import.paste': { en: 'Paste a ココフォリア character here', ja: 'ココフォリアのキャラクターをここに貼り付け' },
  'import.pasteHelp': {
    en: 'In ココフォリア: the character’s menu → Copy character (Ctrl+V on the board works too)',
    ja: 'ココフォリアのキャラクターメニュー「キャラクターをコピー」で複製したものを貼り付け（盤面でCtrl+Vでも可）',
  },
  'import.zip': { en: 'ユドナリウム save (zip)…', ja: 'ユドナリウムのセーブデータ（ZIP）…' },
  'import.done': { en: 'Imported {names}.', ja: '{names}を読み込みました。' },
  'import.iconNotFetched': {
    en: 'The picture at {url} was not fetched (the app loads nothing from elsewhere); it is kept in the notes.',
    ja: '画像 {url} は取得していません（外部から読み込まないため）。メモに残しました。',
  },
  'import.pictureRefused': {
    en: 'The picture of {name} was not stored: {why}',
    ja: '{name}の画像は保存しませんでした：{why}',
  },
  'import.nothing': { en: 'Nothing was imported: {why}', ja: '何も読み込みませんでした：{why}' },
} as const;

const ERR: { readonly [K in ImportError['e']]: { en: string; ja: string } } = {
  notJson: {
    en: 'this is not a ココフォリア character (not JSON).',
    ja: 'ココフォリアのキャラクターではありません（JSONではありません）。',
  },
  notCharacter: {
    en: 'this is not a ココフォリア character (kind "character" expected).',
    ja: 'ココフォリアのキャラクターデータではありません。',
  },
  tooBig: { en: 'it is larger than {max} bytes.', ja: '{max}バイトを超えています。' },
  badField: { en: 'the field {field} is not valid.', ja: '項目「{field}」が正しくありません。' },
  tooLong: { en: 'the field {field} is longer than {max}.', ja: '項目「{field}」が上限{max}を超えています。' },
  badText: { en: 'the field {field} holds control characters.', ja: '項目「{field}」に制御文字が含まれています。' },
  notZip: { en: 'this is not a zip file.', ja: 'ZIPファイルではありません。' },
  tooManyEntries: { en: 'the zip holds more than {max} files.', ja: 'ZIPのファイルが{max}個を超えています。' },
  unzippedTooBig: {
    en: 'the zip unpacks to more than {max} bytes.',
    ja: 'ZIPを展開すると{max}バイトを超えます。',
  },
  badXml: {
    en: 'the file {field} is not valid XML ({why}).',
    ja: 'ファイル{field}は正しいXMLではありません（{why}）。',
  },
  xmlTooDeep: { en: 'the XML is nested deeper than {max}.', ja: 'XMLの入れ子が{max}段を超えています。' },
  noCharacters: { en: 'no character was found.', ja: 'キャラクターが見つかりません。' },
  tooManyCharacters: { en: 'more than {max} characters.', ja: 'キャラクターが{max}体を超えています。' },
};

/** The fields of a ココフォリア character as its Japanese interface names them (the source's keys in English). */
const FIELDS: Readonly<Record<string, { en: string; ja: string }>> = {
  name: { en: 'name', ja: '名前' },
  memo: { en: 'memo', ja: 'メモ' },
  commands: { en: 'commands', ja: 'チャットパレット' },
  initiative: { en: 'initiative', ja: 'イニシアティブ' },
  size: { en: 'size', ja: '駒サイズ' },
  iconUrl: { en: 'iconUrl', ja: '画像' },
  status: { en: 'status', ja: 'ステータス' },
  params: { en: 'params', ja: 'パラメータ' },
};

/** A field of the refusal as shown: `status[2].label` → 「ステータス3番目のラベル」 in Japanese. */
function fieldName(field: string, lang: Lang): string {
  const m = /^(\w+)(?:\[(\d+)\](?:\.(label|value|max))?)?$/u.exec(field);
  const f = m ? FIELDS[m[1] as string] : undefined;
  if (!m || !f) return field;
  if (m[2] === undefined) return f[lang];
  const n = Number(m[2]) + 1;
  const part = m[3]
    ? { label: { en: 'label', ja: 'ラベル' }, value: { en: 'value', ja: '値' }, max: { en: 'max', ja: '最大値' } }[
        m[3] as 'label'
      ][lang]
    : '';
  return lang === 'ja' ? `${f.ja}${n}番目${part ? `の${part}` : ''}` : `${f.en} ${n}${part ? ` ${part}` : ''}`;
}

/** An import's refusal, in the reader's language. */
export function describeImportError(err: ImportError, lang: Lang): string {
  let s: string = ERR[err.e][lang];
  for (const [k, v] of Object.entries(err))
    if (k !== 'e')
      s = s.split(`{${k}}`).join(k === 'field' && err.e !== 'badXml' ? fieldName(String(v), lang) : String(v));
  return s;
}

/** Why a palette line was not sent, in the reader's language (rule ids where the rules refuse). */
export function describePaletteError(err: PaletteError, lang: Lang): string {
  const ja = lang === 'ja';
  switch (err.e) {
    case 'unknownVar':
      return ja ? `変数{${err.name}}は定義されていません。` : `The variable {${err.name}} is not defined.`;
    case 'cycle':
      return ja
        ? `変数が自分自身を参照しています（${err.chain.join(' → ')}）。`
        : `The variables refer to themselves (${err.chain.join(' → ')}).`;
    case 'tooDeep':
      return ja
        ? `変数の参照が${err.depth}段を超えています（{${err.name}}）。`
        : `Variables refer to variables more than ${err.depth} deep ({${err.name}}).`;
    case 'tooLong':
      return ja
        ? `変数を展開すると${err.max}文字を超えます。`
        : `The line is longer than ${err.max} characters once expanded.`;
    case 'notSendable':
      return ja ? '変数定義とコメントの行は送信されません。' : 'Definition and comment lines are not sent.';
    case 'noCreature':
      return ja
        ? 'ステータス変更はキャラクターのパレットからのみ使えます（駒を選んでください）。'
        : 'A status command needs a creature: select its token.';
    case 'badStatus':
      return ja
        ? `「${err.text}」は読めません（例：:HP-5、:HP+2、:HP=10）。`
        : `“${err.text}” cannot be read (e.g. :HP-5, :HP+2, :HP=10).`;
    case 'unknownStatus':
      return ja
        ? `ステータス「${err.name}」はありません（使えるもの：${err.known.join('、') || 'なし'}）。`
        : `There is no status “${err.name}” (there are: ${err.known.join(', ') || 'none'}).`;
    case 'noChange':
      return ja ? `${err.name}はすでに${err.value}です。` : `${err.name} is already ${err.value}.`;
    case 'refused':
      return err.why === 'dead'
        ? ja
          ? `死亡したキャラクターの${err.name}は変更できません（${err.ruleId}）。`
          : `A dead creature's ${err.name} does not change (${err.ruleId}).`
        : ja
          ? `${err.name}は変更できません（${err.ruleId}）。`
          : `${err.name} cannot be changed (${err.ruleId}).`;
  }
}

/** A palette line as the label of a player's request (the line itself, the same in both languages). */
export function lineText(line: string): { readonly en: string; readonly ja: string } {
  return { en: line, ja: line };
}
