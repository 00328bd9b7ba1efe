import type { Plugin } from 'vite';

/** One change to React Router's browser code: the code it looks for and what replaces it. */
export type SourcePatch = { name: string; find: RegExp; replace: string };

/** The patched source and the patches that did not apply (a React Router upgrade moved the code). */
export function applyPatches(code: string, patches: readonly SourcePatch[]): { code: string; missing: string[] } {
  const missing: string[] = [];
  for (const p of patches) {
    if (!p.find.test(code)) missing.push(p.name);
    else code = code.replace(p.find, p.replace);
  }
  return { code, missing };
}

/**
 * A Vite plugin that patches React Router's browser code in the client build (the file holding
 * `marker`), and fails the build when a patch no longer applies, naming the file to update.
 */
export function reactRouterPatch(name: string, marker: string, patches: readonly SourcePatch[], why: string, owner: string): Plugin {
  return {
    name: `playfront:${name}`,
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id) || !code.includes(marker)) return null;
      const out = applyPatches(code, patches);
      if (out.missing.length) this.error(`react-router changed: ${why} (${out.missing.join(', ')}); update ${owner}`);
      return { code: out.code, map: null };
    },
  };
}
