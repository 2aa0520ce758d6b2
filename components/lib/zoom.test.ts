import { describe, expect, it, vi } from 'vitest';
import { INVALID_SELECTOR_MESSAGE, checkHighResolution, resolveZoomTargets } from './zoom';

/** Just enough of the DOM for the checks: elements with a tag name and attributes. */
function fakeImage(attributes: Record<string, string> = {}) {
  const attrs = new Map(Object.entries(attributes));
  return {
    nodeType: 1,
    nodeName: 'IMG',
    tagName: 'IMG',
    getAttribute: (name: string) => attrs.get(name) ?? null,
    removeAttribute: (name: string) => void attrs.delete(name),
  } as unknown as HTMLImageElement;
}
const paragraph = { nodeType: 1, nodeName: 'P', tagName: 'P' } as unknown as Node;

describe('resolveZoomTargets', () => {
  const image = fakeImage();
  const root = {
    querySelectorAll: (selector: string) => {
      if (selector.includes('[[')) throw new SyntaxError('bad selector');
      return [image, paragraph];
    },
  } as unknown as ParentNode;
  it('accepts a selector, a node and an array, keeping images only', () => {
    expect(resolveZoomTargets('.doc img', root)).toEqual([image]);
    expect(resolveZoomTargets(image, root)).toEqual([image]);
    expect(resolveZoomTargets([image, paragraph], root)).toEqual([image]);
  });
  it('throws the invalid-selector error for anything else', () => {
    for (const bad of ['img[[', 42, null, { length: 'x' }, () => {}]) {
      expect(() => resolveZoomTargets(bad, root)).toThrow(TypeError);
      expect(() => resolveZoomTargets(bad, root)).toThrow(INVALID_SELECTOR_MESSAGE);
    }
    expect(INVALID_SELECTOR_MESSAGE).toMatch(/selector is invalid.*CSS selector.*Node.*NodeList.*array/);
  });
});

describe('checkHighResolution', () => {
  it('keeps a reachable high-resolution image', async () => {
    const image = fakeImage({ 'data-zoom-src': '/big.png' });
    const warn = vi.fn();
    await expect(checkHighResolution(image, () => Promise.resolve(), warn)).resolves.toBe(true);
    expect(image.getAttribute('data-zoom-src')).toBe('/big.png');
    expect(warn).not.toHaveBeenCalled();
  });
  it('warns and falls back to the normal image when it cannot be loaded', async () => {
    const image = fakeImage({ 'data-zoom-src': '/missing.png' });
    const warn = vi.fn();
    await expect(checkHighResolution(image, () => Promise.reject(new Error('404')), warn)).resolves.toBe(false);
    expect(image.getAttribute('data-zoom-src')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/missing.png'));
  });
  it('does nothing without a high-resolution source', async () => {
    const load = vi.fn();
    await expect(checkHighResolution(fakeImage(), load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
