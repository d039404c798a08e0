import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The repository's documents: README.md, ARCHITECTURE.md and everything under docs/. */
function documents(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder)).flatMap((name) => {
      const relative = path.posix.join(folder, name);
      if (statSync(path.join(root, relative)).isDirectory()) return walk(relative);
      return name.endsWith('.md') ? [relative] : [];
    });
  return ['README.md', 'ARCHITECTURE.md', ...walk('docs')];
}

/** Markdown without its fenced code blocks and code spans, where brackets are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as dashes. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor of a document, numbered as GitHub numbers repeated headings (-1, -2…). */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(heading!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The relative links and anchors of `files` (path → Markdown) that lead nowhere: a file that is
 * neither among `files` nor on disk, or an anchor its Markdown target does not have.
 */
function brokenLinks(files: Record<string, string>): string[] {
  /** A file's text; '' for a folder (it has no headings); undefined when nothing is there. */
  const read = (file: string): string | undefined => {
    if (files[file] !== undefined) return files[file];
    const onDisk = path.join(root, file);
    if (!existsSync(onDisk)) return undefined;
    return statSync(onDisk).isDirectory() ? '' : readFileSync(onDisk, 'utf8');
  };
  const broken: string[] = [];
  for (const [file, markdown] of Object.entries(files)) {
    for (const [, rawTarget] of withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = rawTarget!.replace(/^<|>$/g, '');
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
      const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
      const linked =
        pathPart === ''
          ? file
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
      const text = read(linked);
      if (text === undefined) {
        broken.push(`${file}: ${target} (no file ${linked})`);
      } else if (anchor !== undefined && !anchorsOf(text).has(anchor)) {
        broken.push(`${file}: ${target} (no heading #${anchor} in ${linked})`);
      }
    }
  }
  return broken;
}

describe('the documents', () => {
  it('link only to files and headings that exist', () => {
    const files = Object.fromEntries(
      documents().map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
    );
    expect(Object.keys(files)).toContain('docs/runbook.md');
    expect(brokenLinks(files)).toEqual([]);
  });

  it('report a missing file, a missing heading and a heading of another file', () => {
    const broken = brokenLinks({
      'docs/a.md': [
        '# A page',
        '',
        '## What `npm start` does',
        '',
        'See [b](b.md#second-part), [gone](gone.md), [here](#what-npm-start-does),',
        '[there](#nowhere), [b again](./b.md#the-b-page) and [out](https://example.com/#x).',
        'Code is not a link: `[x](nowhere.md)`.',
        '',
        '```',
        '[y](nowhere-either.md)',
        '```',
      ].join('\n'),
      'docs/b.md': '# The B page\n\n## First part\n\nBack to [a](a.md#a-page) and [c](../c.md).',
    });
    expect(broken).toEqual([
      'docs/a.md: b.md#second-part (no heading #second-part in docs/b.md)',
      'docs/a.md: gone.md (no file docs/gone.md)',
      'docs/a.md: #nowhere (no heading #nowhere in docs/a.md)',
      'docs/b.md: ../c.md (no file c.md)',
    ]);
  });

  it('name headings as GitHub does', () => {
    expect(slugOf('Earning points: campaigns')).toBe('earning-points-campaigns');
    expect(slugOf('What `npm start` does')).toBe('what-npm-start-does');
    expect(slugOf("The site (the players' SPA)")).toBe('the-site-the-players-spa');
    expect(slugOf('Launch day: many nodes (runbook)')).toBe('launch-day-many-nodes-runbook');
  });

  it('keep the README a front door of at most 400 lines', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(400);
  });
});
