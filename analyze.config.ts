import base from './vite.config.ts';
import { writeFileSync } from 'node:fs';
export default (env: any) => {
  const c = (base as any)(env);
  c.plugins.push({
    name: 'dump',
    generateBundle(_o: any, bundle: any) {
      const out: any = {};
      for (const [f, ch] of Object.entries<any>(bundle)) {
        if (ch.type !== 'chunk') continue;
        out[f] = { isEntry: ch.isEntry, facade: ch.facadeModuleId, imports: ch.imports, dynamicImports: ch.dynamicImports, size: ch.code.length,
          modules: Object.fromEntries(Object.entries<any>(ch.modules).map(([id, m]) => [id, m.renderedLength])) };
      }
      const graph: any = {};
      for (const id of this.getModuleIds()) { const i = this.getModuleInfo(id)!; graph[id] = { imp: i.importedIds, dyn: i.dynamicallyImportedIds, importers: i.importers, dynImporters: i.dynamicImporters }; }
      writeFileSync(process.env.DUMP ?? '/tmp/r11-startup-files/bundle.json', JSON.stringify({ out, graph }));
    },
  });
  return c;
};
