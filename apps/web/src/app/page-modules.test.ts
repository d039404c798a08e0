import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, pageModuleOf, type PagePattern } from './page-modules';
import { matchRoute, ROUTES } from './route-table';

const lazyRoutes = ROUTES.filter((meta) => meta.path !== '/');
/** A path the pattern matches: each parameter a sample id. */
const pathOf = (pattern: string) => pattern.replace(/:\w+/g, 'n-7');

describe('the page module the first script asks for', () => {
  it('has a pattern for every lazy page of the route table, and none besides', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(lazyRoutes.map((meta) => meta.path).sort());
  });

  it.each(lazyRoutes.map((meta) => [pathOf(meta.path), meta.path] as const))(
    '%s: the module of the page the router shows (%s)',
    (path, pattern) => {
      expect(matchRoute(path).meta.path).toBe(pattern);
      expect(pageModuleOf(path)).toBe(PAGE_MODULES[pattern as PagePattern]);
    },
  );

  it('matches as the router does: a static segment before a parameter, any case, any trailing slash', () => {
    expect(pageModuleOf('/topic/news/list')).toBe(PAGE_MODULES['/topic/news/list']);
    expect(pageModuleOf('/topic/news/list')).not.toBe(PAGE_MODULES['/topic/news/:id']);
    expect(pageModuleOf('/News/')).toBe(PAGE_MODULES['/news']);
    expect(pageModuleOf('/contact/done')).toBe(PAGE_MODULES['/contact/done']);
  });

  it('asks for nothing on the home page (part of the application) or a path no page has', () => {
    expect(pageModuleOf('/')).toBeUndefined();
    expect(pageModuleOf('/no/such/page')).toBeUndefined();
    expect(pageModuleOf('/news/1/2')).toBeUndefined();
  });
});
