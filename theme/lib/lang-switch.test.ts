import { describe, expect, it } from 'vitest';
import { languageSwitchTarget, routeSet } from './lang-switch';

describe('languageSwitchTarget', () => {
  const routes = routeSet(['/', '/zh/', '/guide/start/', '/zh/guide/start/', '/configure/experiments', '/configure/shared', '/zh/configure/shared', '/zh/plugin/dev/hooks']);
  const base = { langs: ['en', 'zh'], defaultLang: 'en', routes };
  it('keeps the page when it exists in the other language', () => {
    expect(languageSwitchTarget({ ...base, routePath: '/configure/shared', targetLang: 'zh' })).toBe('/zh/configure/shared');
    expect(languageSwitchTarget({ ...base, routePath: '/zh/configure/shared', targetLang: 'en' })).toBe('/configure/shared');
    expect(languageSwitchTarget({ ...base, routePath: '/guide/start/', targetLang: 'zh' })).toBe('/zh/guide/start/');
    expect(languageSwitchTarget({ ...base, routePath: '/zh/', targetLang: 'en' })).toBe('/');
  });
  it('matches routes with or without trailing slash, .html or /index', () => {
    expect(languageSwitchTarget({ ...base, routePath: '/guide/start/index.html', targetLang: 'zh' })).toBe('/zh/guide/start/');
    expect(languageSwitchTarget({ ...base, routePath: '/guide/start', targetLang: 'zh' })).toBe('/zh/guide/start');
  });
  it("goes to the other language's home when the page does not exist there", () => {
    expect(languageSwitchTarget({ ...base, routePath: '/configure/experiments', targetLang: 'zh' })).toBe('/zh/');
    expect(languageSwitchTarget({ ...base, routePath: '/zh/plugin/dev/hooks', targetLang: 'en' })).toBe('/');
  });
  it('never leads to the 404 page: the 404 page switches to the other home', () => {
    const withNotFound = routeSet(['/', '/zh/', '/404', '/zh/404']);
    expect(languageSwitchTarget({ ...base, routes: withNotFound, routePath: '/404', targetLang: 'zh' })).toBe('/zh/');
    expect(languageSwitchTarget({ ...base, routes: withNotFound, routePath: '/zh/404', targetLang: 'en' })).toBe('/');
  });
});
