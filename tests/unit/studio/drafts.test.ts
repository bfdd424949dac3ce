// Issue 27 item 2: what the studio may write into a version's source, and how a problem is named for it.
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { inSource, isDocumentPath } from '../../../server/studio/drafts';

describe('studio drafts', () => {
  it('writes only the documents a brand folder holds, never outside it', () => {
    for (const path of ['brand.json', 'settings.json', 'pages/casino.json', 'texts/en.json', 'forms/register.json']) expect(isDocumentPath(path), path).toBe(true);
    for (const path of ['../lulu/brand.json', '/etc/passwd', 'pages/../../x.json', 'pages/sub/casino.json', 'notes.txt', 'pagez/casino.json', 'assets/logo.svg', 7]) {
      expect(isDocumentPath(path), String(path)).toBe(false);
    }
  });

  it('names a problem by brand/path inside the version\'s source, as the CLI names it by its repo path', () => {
    const dir = '/tmp/studio-x';
    const [problem] = inSource(dir, [{ file: join(dir, 'curacao/settings.json'), pointer: '/a', line: 2, column: 3, message: 'm' }]);
    expect(problem).toEqual({ file: 'curacao/settings.json', brand: 'curacao', path: 'settings.json', pointer: '/a', line: 2, column: 3, message: 'm' });
  });
});
