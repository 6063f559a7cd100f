// The server's structure as its imports draw it: which files import which at run time (type-only
// imports are erased by the compiler and tie nothing), the circles among them, and file sizes.
// `node scripts/server-structure.mjs` prints the circles and the files over the size limit.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ts = createRequire(import.meta.url)('typescript');
export const SERVER_SRC = fileURLToPath(new URL('../server/src', import.meta.url));
/** A file that outgrows this many lines holds more than one responsibility: split it. */
export const MAX_LINES = 400;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Whether an import or export statement survives compilation (it names at least one value). */
function isRuntime(statement) {
  const clause = ts.isImportDeclaration(statement) ? statement.importClause : statement;
  if (!clause) return true; // a side-effect import
  if (ts.isImportDeclaration(statement)) {
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
  }
  if (statement.isTypeOnly) return false;
  const exports = statement.exportClause;
  return !exports || !ts.isNamedExports(exports) || exports.elements.some((element) => !element.isTypeOnly);
}

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
}

/** Every server source file with the files it imports at run time. */
export function runtimeImports(root = SERVER_SRC) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const targets = new Set();
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement) || (ts.isExportDeclaration(statement) && statement.moduleSpecifier);
      if (!isImport || !isRuntime(statement)) continue;
      const target = resolve(file, statement.moduleSpecifier.text);
      if (target) targets.add(target);
    }
    graph.set(file, { imports: [...targets], lines: text.split('\n').length });
  }
  return graph;
}

/** The circles of the graph (strongly connected groups of more than one file, or a file importing itself), as relative paths. */
export function importCircles(graph, root = SERVER_SRC) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)?.imports ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).imports.includes(file)) circles.push(group.map((one) => path.relative(root, one)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** Files over MAX_LINES, as relative paths with their line counts. */
export function oversizedFiles(graph, root = SERVER_SRC) {
  return [...graph.entries()].filter(([, { lines }]) => lines > MAX_LINES).map(([file, { lines }]) => `${path.relative(root, file)} (${lines})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = runtimeImports();
  const circles = importCircles(graph);
  const oversized = oversizedFiles(graph);
  console.log(`${graph.size} files; ${circles.length} circles; ${oversized.length} over ${MAX_LINES} lines`);
  for (const circle of circles) console.log(`circle: ${circle.join(' -> ')}`);
  for (const file of oversized) console.log(`too long: ${file}`);
  process.exit(circles.length + oversized.length > 0 ? 1 : 0);
}
