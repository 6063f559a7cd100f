import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { placeholders, sourceFiles, stringLiterals, translatedKeys } from './translations';

describe('translation scanning', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'translations-'));
    mkdirSync(path.join(root, 'feature'));
    writeFileSync(
      path.join(root, 'feature', 'page.tsx'),
      [
        "const title = t('Welcome back, {{name}}!', { name });",
        'const quote = t("Don\'t stop");',
        "const escaped = t('It\\'s here');",
        "// t('Marked in a comment')",
        "const label = 'Plain literal';",
        'const template = `Template text`;',
        'const id = `${prefix}-${index}`;',
        "const after = 'After a template with substitutions';",
        'const other = `${id}`;',
      ].join('\n'),
    );
    writeFileSync(path.join(root, 'feature', 'page.test.tsx'), "t('Only in a test')");
    writeFileSync(path.join(root, 'feature', 'helper.test-helper.ts'), "t('Only in a helper')");
    writeFileSync(path.join(root, 'feature', 'types.d.ts'), "declare const x: 'Declared';");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads sources, not tests, test helpers or declarations', () => {
    expect(sourceFiles(root).map((file) => path.relative(root, file))).toEqual([path.join('feature', 'page.tsx')]);
  });

  it('finds literal t() calls, also marked in comments', () => {
    expect([...translatedKeys(sourceFiles(root))].sort()).toEqual(
      ["Don't stop", "It's here", 'Marked in a comment', 'Welcome back, {{name}}!'].sort(),
    );
  });

  it('collects every string literal, quoted or template', () => {
    const literals = stringLiterals(sourceFiles(root));
    expect(literals).toContain('Plain literal');
    expect(literals).toContain('Template text');
    expect(literals).toContain('Welcome back, {{name}}!');
    expect(literals).toContain('After a template with substitutions');
  });

  it('lists placeholders sorted', () => {
    expect(placeholders('{{time}} left for {{ name }}')).toEqual(['name', 'time']);
    expect(placeholders('None')).toEqual([]);
  });
});
