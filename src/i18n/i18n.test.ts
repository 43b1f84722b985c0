import { describe, expect, it } from 'vitest';
import { browserLang, t } from './index';
import { strings } from './strings';

describe('i18n', () => {
  it('every UI string has English and Japanese text', () => {
    for (const [key, v] of Object.entries(strings)) {
      expect(v.en.trim(), key).not.toBe('');
      expect(v.ja.trim(), key).not.toBe('');
    }
  });
  it('placeholders are filled and shared by both languages', () => {
    expect(t('en', 'init.round', { n: 3 })).toBe('Round 3');
    expect(t('ja', 'init.round', { n: 3 })).toBe('ラウンド3');
    for (const [key, v] of Object.entries(strings)) {
      const ph = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(ph(v.ja), key).toEqual(ph(v.en));
    }
  });
  it('the default language follows the browser', () => {
    expect(browserLang(['ja-JP', 'en'])).toBe('ja');
    expect(browserLang(['en-GB'])).toBe('en');
    expect(browserLang(undefined)).toBe('en');
  });
});

describe('import refusals name the field as the tool does (issue 30: no English keys in Japanese text)', () => {
  it('ココフォリア fields in Japanese, the key itself in English', async () => {
    const { describeImportError } = await import('./palette');
    expect(describeImportError({ e: 'badText', field: 'name' }, 'ja')).toBe('項目「名前」に制御文字が含まれています。');
    expect(describeImportError({ e: 'badField', field: 'status[1].label' }, 'ja')).toBe(
      '項目「ステータス2番目のラベル」が正しくありません。',
    );
    expect(describeImportError({ e: 'badField', field: 'status[1].label' }, 'en')).toBe(
      'the field status 2 label is not valid.',
    );
  });
});
