/**
 * The kinds of seam the site has with the inside of Docusaurus and its plugins: the places a new version can
 * break without any public API changing. UPGRADING.md describes each one; seams.ts lists them; checkSeams.ts
 * checks that each still holds.
 */

interface SeamBase {
  /** How the seam is named in failures and in UPGRADING.md. */
  id: string;
}

/** The package version every seam below was last checked against. */
export interface VersionSeam extends SeamBase {
  kind: 'version';
  package: string;
  version: string;
}

/** One hunk of a patch-package patch (patches/<name>+<version>.patch). */
export interface PatchHunkSeam extends SeamBase {
  kind: 'patch-hunk';
  /** File name under patches/. */
  patch: string;
  /** The patched file, relative to the package folder. */
  file: string;
  /** 1-based position of the hunk among this file's hunks in the patch. */
  hunk: number;
  /** sha256 of the file as the package ships it (every hunk of the patch for it reversed). */
  pristineSha256: string;
}

/** A module outside a package's public entry points, imported by the site. */
export interface PrivateModuleSeam extends SeamBase {
  kind: 'private-module';
  specifier: string;
  /** The names the site imports from it. */
  exports: readonly string[];
}

/** A module whose default export is a template the site edits by string replacement. */
export interface TemplateSeam extends SeamBase {
  kind: 'template';
  specifier: string;
  /** Each must occur exactly once in the template. */
  strings: readonly string[];
}

/** A theme component the site overrides in src/theme/: wrapped (imports the original) or ejected (a copy). */
export interface SwizzleSeam extends SeamBase {
  kind: 'swizzle';
  /** Component name as in `docusaurus swizzle`, e.g. `Footer/Copyright`; the site's file is src/theme/<component>. */
  component: string;
  /** The package that provides the original. */
  theme: string;
  mode: 'wrap' | 'eject';
  /** What the theme's swizzle config says about this mode (components it does not list are `unsafe`). */
  safety: 'safe' | 'unsafe';
  /** The original component, relative to the theme package folder. */
  original: string;
  /** Ejected only: sha256 of the original when it was copied, so a change upstream is noticed. */
  originalSha256?: string;
}

export type Seam = VersionSeam | PatchHunkSeam | PrivateModuleSeam | TemplateSeam | SwizzleSeam;
