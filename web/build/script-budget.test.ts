import { describe, expect, it } from 'vitest';
import { publicPageScripts, type Manifest } from './script-budget.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_first-page.js', '_react.js'],
  },
  '_first-page.js': { file: 'assets/first-page.js', imports: ['_react.js', '_runtime.js'] },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/features/purchase/pages/public-plan-page.tsx': {
    file: 'assets/public-plan-page.js',
    src: 'src/features/purchase/pages/public-plan-page.tsx',
    imports: ['_first-page.js', '_Badge.js'],
  },
  '_Badge.js': { file: 'assets/Badge.js' },
  'src/features/training/pages/program-schedule-page.tsx': {
    file: 'assets/program-schedule-page.js',
    imports: ['_first-page.js', '_Menu.js'],
  },
  '_Menu.js': { file: 'assets/Menu.js' },
};

describe("the public page's scripts in the build manifest", () => {
  it('are the entry, its static imports and the page with its own, each once', () => {
    expect(publicPageScripts(manifest).sort()).toEqual([
      'assets/Badge.js',
      'assets/first-page.js',
      'assets/index.js',
      'assets/public-plan-page.js',
      'assets/react.js',
      'assets/runtime.js',
    ]);
  });

  it("are the entry's chunks when the page has no chunk of its own", () => {
    const { 'src/features/purchase/pages/public-plan-page.tsx': _page, ...bundled } = manifest;
    expect(publicPageScripts(bundled)).not.toContain('assets/public-plan-page.js');
    expect(publicPageScripts(bundled)).toContain('assets/first-page.js');
  });

  it('refuses a manifest naming a chunk it does not hold', () => {
    const broken: Manifest = { 'index.html': { file: 'a.js', isEntry: true, imports: ['_x.js'] } };
    expect(() => publicPageScripts(broken)).toThrow('no chunk _x.js');
  });
});
