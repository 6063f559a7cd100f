import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importCircles, oversizedFiles, runtimeImports } from './server-structure.mjs';

test('the server has no import circle at run time (type-only imports tie nothing)', () => {
  expect(importCircles(runtimeImports())).toEqual([]);
});

test('no server file outgrows the size limit', () => {
  expect(oversizedFiles(runtimeImports())).toEqual([]);
});

test('a circle of value imports is found, and one closed only by a type import is not', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'structure-'));
  try {
    fs.writeFileSync(path.join(root, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(root, 'b.ts'), "import { c } from './c';\nexport const b = c;\n");
    fs.writeFileSync(path.join(root, 'c.ts'), "import { a } from './a';\nexport const c = a;\n");
    fs.writeFileSync(path.join(root, 'd.ts'), "import type { E } from './e';\nexport type D = E;\nexport const d = 1;\n");
    fs.writeFileSync(path.join(root, 'e.ts'), "import { d } from './d';\nexport type E = number;\nexport const e = d;\n");
    expect(importCircles(runtimeImports(root), root)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
