import { describe, expect, it } from 'vitest';
import { preloadScript, preloadsOf, type ChunkInfo } from './startupPreload';

const chunk = (fileName: string, over: Partial<ChunkInfo> = {}): ChunkInfo => ({ type: 'chunk', fileName, ...over });

/** A bundle shaped like the app's: the entry, its static chunks, and its dynamic imports. */
const bundle: Record<string, ChunkInfo> = {
  'index.js': chunk('index.js', {
    isEntry: true,
    facadeModuleId: '/w/src/app/main.tsx',
    imports: ['i18n.js', 'react.js'],
    dynamicImports: ['App.js', 'gmMount.js', 'client.js', 'playerMain.js', 'browserAll.js', 'sampleTenkai.js'],
  }),
  'i18n.js': chunk('i18n.js'),
  'react.js': chunk('react.js'),
  'App.js': chunk('App.js', { facadeModuleId: '/w/src/ui/App.tsx', imports: ['react.js', 'Dialog.js', 'meta.js'] }),
  'Dialog.js': chunk('Dialog.js', { imports: ['react-dom.js'] }),
  // The GM window's session: loaded after the board's first frame, not preloaded.
  'gmMount.js': chunk('gmMount.js', { facadeModuleId: '/w/src/app/session/gmMount.tsx', imports: ['react-dom.js'] }),
  'react-dom.js': chunk('react-dom.js'),
  // React DOM's client is a CommonJS wrapper: no facade module, only its modules.
  'client.js': chunk('client.js', {
    facadeModuleId: null,
    moduleIds: ['/w/node_modules/scheduler/index.js', '/w/node_modules/react-dom/client.js'],
    imports: ['react-dom.js'],
  }),
  'browserAll.js': chunk('browserAll.js', {
    facadeModuleId: '/w/node_modules/pixi.js/lib/environment-browser/browserAll.mjs',
  }),
  'meta.js': chunk('meta.js'),
  'playerMain.js': chunk('playerMain.js', {
    facadeModuleId: '/w/src/app/playerMain.tsx',
    imports: ['player.js', 'meta.js'],
    dynamicImports: ['playerPage.js'],
  }),
  'player.js': chunk('player.js'),
  'playerPage.js': chunk('playerPage.js', {
    facadeModuleId: '/w/src/app/session/playerPage.tsx',
    imports: ['chat.js', 'player.js'],
  }),
  'chat.js': chunk('chat.js'),
  'sampleTenkai.js': chunk('sampleTenkai.js', { facadeModuleId: '/w/src/app/sampleTenkai.ts' }),
  'style.css': { type: 'asset', fileName: 'style.css' },
};

describe('start-up preloads (issue 33)', () => {
  it('names what both windows wait for in the HTML: React DOM (a wrapper chunk, matched by its modules)', () => {
    // PixiJS's environment extensions (browserAll) are never loaded (warmUp.ts `manageImports: false`): not preloaded.
    expect(preloadsOf(bundle).shared).toEqual(['client.js', 'react-dom.js']);
  });

  it("gives each window its own list: the GM window's UI, the player window's, a session page's", () => {
    const p = preloadsOf(bundle);
    expect(p.gm).toEqual(['App.js', 'Dialog.js', 'meta.js']);
    expect(p.player).toEqual(['playerMain.js', 'player.js', 'meta.js']);
    expect(p.session).toEqual(['playerPage.js', 'chat.js']);
  });

  it('keeps the GM-only chunks out of the player lists, and what loads later or the HTML has out of all', () => {
    const p = preloadsOf(bundle);
    for (const f of ['App.js', 'Dialog.js']) expect([...p.player, ...p.session]).not.toContain(f);
    for (const f of ['sampleTenkai.js', 'gmMount.js', 'react.js', 'i18n.js', 'index.js'])
      expect([...p.shared, ...p.gm, ...p.player, ...p.session]).not.toContain(f);
  });

  it('adds nothing without an entry chunk', () => {
    const { ['index.js']: _entry, ...rest } = bundle;
    expect(preloadsOf(rest)).toEqual({ shared: [], gm: [], player: [], session: [] });
  });

  it("the script preloads the GM list on the GM window, the player's on ?view=player, and the session's with a join link", () => {
    const source = preloadScript({ shared: [], gm: ['App.js'], player: ['playerMain.js'], session: ['playerPage.js'] });
    const run = (search: string, hash: string): string[] => {
      const added: string[] = [];
      const document = {
        createElement: () => ({}),
        head: { appendChild: (l: { href: string }) => added.push(l.href) },
      };
      new Function('location', 'document', source)({ search, hash }, document);
      return added;
    };
    expect(run('', '')).toEqual(['./App.js']);
    expect(run('?view=player', '')).toEqual(['./playerMain.js']);
    expect(run('?view=player', '#room=r&key=k&server=s')).toEqual(['./playerMain.js', './playerPage.js']);
  });
});
