import { describe, expect, it } from 'vitest';
import { extraPreloads, type ChunkInfo } from './startupPreload';

const chunk = (fileName: string, over: Partial<ChunkInfo> = {}): ChunkInfo => ({ type: 'chunk', fileName, ...over });

/** A bundle shaped like the app's: the entry, its static chunks, and its dynamic imports. */
const bundle: Record<string, ChunkInfo> = {
  'index.js': chunk('index.js', {
    isEntry: true,
    facadeModuleId: '/w/src/app/main.tsx',
    imports: ['i18n.js', 'react.js'],
    dynamicImports: ['App.js', 'client.js', 'playerMain.js', 'browserAll.js', 'sampleTenkai.js'],
  }),
  'i18n.js': chunk('i18n.js'),
  'react.js': chunk('react.js'),
  'App.js': chunk('App.js', { facadeModuleId: '/w/src/ui/App.tsx', imports: ['react.js', 'Dialog.js'] }),
  'Dialog.js': chunk('Dialog.js', { imports: ['react-dom.js'] }),
  'react-dom.js': chunk('react-dom.js'),
  'client.js': chunk('client.js', { facadeModuleId: '/w/node_modules/react-dom/client.js', imports: ['react-dom.js'] }),
  'browserAll.js': chunk('browserAll.js', {
    facadeModuleId: '/w/node_modules/pixi.js/lib/environment-browser/browserAll.mjs',
  }),
  'playerMain.js': chunk('playerMain.js', { facadeModuleId: '/w/src/app/playerMain.tsx', imports: ['player.js'] }),
  'player.js': chunk('player.js'),
  'sampleTenkai.js': chunk('sampleTenkai.js', { facadeModuleId: '/w/src/app/sampleTenkai.ts' }),
  'style.css': { type: 'asset', fileName: 'style.css' },
};

describe('start-up preloads (issue 33)', () => {
  it('preloads the dynamic imports the first frame waits for, with the chunks they import', () => {
    expect(extraPreloads(bundle)).toEqual(['App.js', 'Dialog.js', 'react-dom.js', 'client.js', 'browserAll.js']);
  });

  it('leaves out what loads later (the player window, the Tenkai sample) and what the HTML preloads already', () => {
    const out = extraPreloads(bundle);
    for (const f of ['playerMain.js', 'player.js', 'sampleTenkai.js', 'react.js', 'i18n.js', 'index.js'])
      expect(out).not.toContain(f);
  });

  it('adds nothing without an entry chunk', () => {
    const { ['index.js']: _entry, ...rest } = bundle;
    expect(extraPreloads(rest)).toEqual([]);
  });
});
