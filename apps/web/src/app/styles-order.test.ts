import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the shared styles', () => {
  it('are the first thing the app imports, so every component’s own styles come after them', () => {
    const source = readFileSync(path.join(__dirname, 'mount.tsx'), 'utf8');
    const imports = [...source.matchAll(/^import\s[^;]*?['"]([^'"]+)['"];?$/gms)].map(
      (match) => match[1],
    );
    expect(imports[0]).toBe('../styles/global.css');
    expect(imports.filter((path) => path?.endsWith('.css'))).toEqual(['../styles/global.css']);
  });
});
