import fs from 'node:fs';
import base from './vite.config.ts';
export default {
  ...base,
  plugins: [
    ...(base.plugins ?? []),
    {
      name: 'dump',
      generateBundle(_o: unknown, bundle: Record<string, any>) {
        const out: Record<string, unknown> = {};
        for (const [name, c] of Object.entries(bundle)) {
          if (c.type !== 'chunk') continue;
          out[name] = { imports: c.imports, dynamicImports: c.dynamicImports, modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]: [string, any]) => [id.replace(/^.*node_modules\//, 'nm:').replace('/work/wt-bench/', ''), m.renderedLength])), isEntry: c.isEntry };
        }
        fs.writeFileSync('/tmp/bench-tools/chunks.json', JSON.stringify(out));
      },
    },
  ],
  build: { ...base.build, outDir: '/tmp/analyze-dist', emptyOutDir: true },
};
