import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Test-only helper (node fs): collects the English keys the shell's sources translate.

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test(-helper)?\.(ts|tsx)$/;
/** A call of t with one quoted string, also as i18n.t and inside comments (the way to mark keys passed as variables). */
const T_CALL = /\bt\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")/g;
/** Any quoted string literal or a template literal without substitutions. */
const STRING_LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** Every non-test .ts/.tsx file under `root`. */
export function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, file));
}

function collect(files: string[], pattern: RegExp): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const literal = match.slice(1).find((group) => group !== undefined);
      if (literal) found.add(unescape(literal));
    }
  }
  return found;
}

/** Keys passed literally to `t()`. */
export const translatedKeys = (files: string[]) => collect(files, T_CALL);

/** Every string literal of the sources (a locale key is in use when some source spells it). */
export const stringLiterals = (files: string[]) => collect(files, STRING_LITERAL);

/** The `{{placeholders}}` of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
