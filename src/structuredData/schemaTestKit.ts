import path from 'node:path';
import ts from 'typescript';

/**
 * Checks structured data against schema.org, for the tests: the types of `schema-dts` (generated from the
 * schema.org vocabulary) through the TypeScript checker, and what types cannot say (ISO 8601 dates, absolute
 * URLs, the properties each type must carry here).
 */

/** A built object and the schema.org type (a `schema-dts` export) it claims to be. */
export interface Case {
  name: string;
  type: string;
  value: unknown;
}

const HERE = path.dirname(new URL(import.meta.url).pathname);

/**
 * What the TypeScript checker says about each object written as a literal of its type (`WithContext<…>`): an
 * unknown property, a misspelled `@type`, a value of the wrong kind. One program for all the cases: reading
 * schema-dts's 900 KB of types takes most of the time.
 */
export function typeErrors(cases: readonly Case[]): Record<string, string[]> {
  const files = new Map(
    cases.map((item, index) => [
      path.join(HERE, `__case${index}.ts`),
      `import type {WithContext, ${item.type}} from 'schema-dts';\n` +
        `export const value: WithContext<${item.type}> = ${JSON.stringify(item.value, null, 2)};\n`,
    ]),
  );
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const result: Record<string, string[]> = {};
  [...files.keys()].forEach((file, index) => {
    result[cases[index]!.name] = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0]!);
  });
  return result;
}

/** The properties each type must carry on this site's pages (the brief of each builder, and Google's guidance). */
export const REQUIRED: Record<string, readonly string[]> = {
  BlogPosting: [
    'headline',
    'description',
    'datePublished',
    'dateModified',
    'author',
    'image',
    'inLanguage',
    'mainEntityOfPage',
    'url',
    'publisher',
  ],
  TechArticle: ['headline', 'description', 'inLanguage', 'image', 'isPartOf', 'publisher', 'mainEntityOfPage', 'url'],
  Product: ['name', 'description', 'url', 'brand'],
  Organization: ['name', 'url'],
  Person: ['name', 'url'],
  Blog: ['name', 'url'],
  CreativeWork: ['name', 'url'],
  WebPage: ['@id'],
  Brand: ['name'],
  PropertyValue: ['name', 'value'],
};

/** ISO 8601: a date (with month or year alone too), or a date and time with its offset. */
const ISO_8601 = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const URL_KEYS = new Set(['@id', 'url', 'image', 'logo', 'sameAs', 'mainEntityOfPage']);
const DATE_KEY = /^date|Date$/;

function isAbsoluteUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * What the types cannot check, node by node (`where` names the place: `author[0].url`): required properties,
 * dates in ISO 8601, addresses absolute, no empty text, `@context` at the top.
 */
export function valueProblems(value: unknown): string[] {
  const problems: string[] = [];
  if ((value as {'@context'?: unknown})['@context'] !== 'https://schema.org') {
    problems.push('@context: not https://schema.org');
  }
  const visit = (node: unknown, where: string, key: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${where}[${index}]`, key));
      return;
    }
    if (typeof node === 'string') {
      if (node.trim() === '') {
        problems.push(`${where}: empty`);
      }
      if ((URL_KEYS.has(key) || /^\.{0,2}\//.test(node)) && !isAbsoluteUrl(node)) {
        problems.push(`${where}: not an absolute URL: ${node}`);
      }
      if (DATE_KEY.test(key) && !(ISO_8601.test(node) && !Number.isNaN(Date.parse(node)))) {
        problems.push(`${where}: not an ISO 8601 date: ${node}`);
      }
      return;
    }
    if (node === null || typeof node !== 'object') {
      return;
    }
    const record = node as Record<string, unknown>;
    const type = typeof record['@type'] === 'string' ? record['@type'] : undefined;
    const reference = Object.keys(record).length === 1 && '@id' in record;
    if (type === undefined && !reference) {
      problems.push(`${where}: no @type`);
    }
    if ('inLanguage' in record && !/^[a-z]{2,3}(-[A-Z]{2})?$/.test(String(record.inLanguage))) {
      problems.push(`${where || (type ?? '')}: inLanguage is not a language tag: ${String(record.inLanguage)}`);
    }
    if (type !== undefined) {
      for (const property of REQUIRED[type] ?? []) {
        if (record[property] === undefined) {
          problems.push(`${where || type}: ${type} without ${property}`);
        }
      }
    }
    for (const [childKey, child] of Object.entries(record)) {
      visit(child, where ? `${where}.${childKey}` : childKey, childKey);
    }
  };
  visit(value, '', '');
  return problems;
}
