/**
 * The renderer's own instance of a package that demos and templates import (see
 * compileComponent), or undefined when the package has no such module. Unbundled, that is Node's
 * instance. The bundled tool replaces this module (scripts/bundleTool.mjs) with one that maps each
 * allowed specifier to the bundle's own instance: a demo must share React, MUI's theme context
 * and Emotion's cache with the page that renders it.
 */
export async function importShared(spec: string): Promise<Record<string, unknown> | undefined> {
  try {
    return (await import(spec)) as Record<string, unknown>;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return undefined;
    throw err;
  }
}
