import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {TextlintKernelRule} from '@textlint/kernel';
import {parse, stringify} from 'yaml';

/** The site's vocabulary in both languages, from the site root (MAINTAINING.md section 8). */
export const GLOSSARY = 'glossary.yml';

/** A side of the glossary: the language a linter checks. */
export type GlossaryLanguage = 'ja' | 'en';

/** Forms to correct: a string, or a /regular expression/, as prh takes them. */
type Forms = readonly string[];

/** One term or name, as the glossary lists it. */
export interface Term {
  /** How Japanese text writes it. */
  ja: string;
  /** How English text writes it. */
  en: string;
  avoid?: {
    /** Corrected to `ja` in Japanese text. */
    ja?: Forms;
    /** Corrected to `en` in English text. */
    en?: Forms;
    /** Variants of a Latin spelling both languages write: corrected to `en` in either. */
    both?: Forms;
  };
  /** Why this form, where the choice is not obvious; shown with the finding. */
  note?: string;
}

const AVOID_KEYS = new Set(['ja', 'en', 'both']);

/** The glossary's terms, checked for shape: a mistake in the file names its entry. */
export function parseGlossary(text: string): Term[] {
  const document = parse(text) as {terms?: unknown} | null;
  if (!Array.isArray(document?.terms)) {
    throw new Error(`${GLOSSARY}: expected a list under "terms"`);
  }
  return document.terms.map((entry: unknown, index) => {
    const term = (entry ?? {}) as Record<string, unknown>;
    const where = `${GLOSSARY}: term ${index + 1} (${String(term.ja)})`;
    for (const key of ['ja', 'en'] as const) {
      if (typeof term[key] !== 'string' || term[key].trim() === '') {
        throw new Error(`${where}: "${key}" must be the form the ${key} pages write`);
      }
    }
    if (term.note !== undefined && typeof term.note !== 'string') {
      throw new Error(`${where}: "note" must be a string`);
    }
    const avoid = (term.avoid ?? {}) as Record<string, unknown>;
    for (const [key, forms] of Object.entries(avoid)) {
      if (!AVOID_KEYS.has(key)) {
        throw new Error(`${where}: "avoid" takes ja, en and both, not "${key}"`);
      }
      if (!Array.isArray(forms) || forms.some((form) => typeof form !== 'string' || form === '')) {
        throw new Error(`${where}: "avoid.${key}" must be a list of strings or /regular expressions/`);
      }
    }
    return term as unknown as Term;
  });
}

export async function readGlossary(siteDir: string): Promise<Term[]> {
  return parseGlossary(await readFile(path.join(siteDir, GLOSSARY), 'utf8'));
}

/**
 * The glossary's rules for one language, as a prh rule file (YAML): each form to avoid is corrected to the
 * language's form (`both` to the English one, the Latin spelling), one rule per expected form.
 */
export function prhRules(terms: readonly Term[], language: GlossaryLanguage): string {
  const rules = new Map<string, {patterns: string[]; notes: string[]}>();
  const add = (expected: string, forms: Forms | undefined, note: string | undefined) => {
    if (forms === undefined || forms.length === 0) {
      return;
    }
    const rule = rules.get(expected) ?? {patterns: [], notes: []};
    rule.patterns.push(...forms.map(asRegExp));
    if (note !== undefined && !rule.notes.includes(note)) {
      rule.notes.push(note);
    }
    rules.set(expected, rule);
  };
  for (const term of terms) {
    add(term[language], term.avoid?.[language], term.note);
    add(term.en, term.avoid?.both, term.note);
  }
  return stringify({
    version: 1,
    rules: [...rules].map(([expected, {patterns, notes}]) => ({
      expected,
      pattern: patterns,
      ...(notes.length > 0 ? {prh: notes.join(' ')} : {}),
    })),
  });
}

/**
 * A form as a /regular expression/. prh escapes a string with `\-`, which the `u` flag it adds rejects
 * (challenge-response), so a string is escaped here, for the characters that need it only.
 */
function asRegExp(form: string): string {
  return /^\/.*\/$/.test(form) ? form : `/${form.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}/`;
}

/**
 * The config's rules with the glossary's added to its prh rule (textlint-rule-prh reads `ruleContents` beside
 * the `rulePaths` of the config), so that a variant is reported, and fixed, wherever the linter reads.
 */
export function withGlossary(rules: readonly TextlintKernelRule[], prh: string, config: string): TextlintKernelRule[] {
  if (!rules.some(({ruleId}) => ruleId === 'prh')) {
    throw new Error(`${config} has no prh rule: the glossary's terms are checked through it`);
  }
  return rules.map((rule) => {
    if (rule.ruleId !== 'prh') {
      return rule;
    }
    const options = (typeof rule.options === 'object' ? rule.options : {}) as {ruleContents?: string[]};
    return {...rule, options: {...options, ruleContents: [...(options.ruleContents ?? []), prh]}};
  });
}
