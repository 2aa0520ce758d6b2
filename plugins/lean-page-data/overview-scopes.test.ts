import { describe, expect, it } from 'vitest';
import { depthsFor, overviewSettings, routeFolder } from './overview-scopes';

describe('overviewSettings', () => {
  it('reads the overview flag and its heading depths', () => {
    expect(overviewSettings('---\noverview: true\noverviewHeaders: [2, 3]\n---\n# X')).toEqual({ overview: true, depths: [2, 3] });
    expect(overviewSettings('---\noverview: true\n---\n')).toEqual({ overview: true, depths: [2] });
    expect(overviewSettings('---\ndescription: x\n---\n').overview).toBe(false);
  });
});

describe('routeFolder and depthsFor', () => {
  const scopes = [
    { prefix: '/configure/', depths: [2] },
    { prefix: '/zh/practice/frameworks/', depths: [2, 3] },
  ];
  it('finds the folder of a page or index route', () => {
    expect(routeFolder('/configure/')).toBe('/configure/');
    expect(routeFolder('/configure/shared')).toBe('/configure/');
  });
  it('keeps headings only for pages an overview lists', () => {
    expect(depthsFor('/configure/shared', scopes)).toEqual([2]);
    expect(depthsFor('/zh/practice/frameworks/next/presets', scopes)).toEqual([2, 3]);
    expect(depthsFor('/guide/start/', scopes)).toBeNull();
    expect(depthsFor('/zh/configure/shared', scopes)).toBeNull();
  });
});
