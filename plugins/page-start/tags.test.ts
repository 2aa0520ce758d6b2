import { describe, expect, it } from 'vitest';
import type { HtmlBasicTag } from '@rsbuild/core';
import { SCRIPTS_ATTRIBUTE, pageStartScript } from '../../shared/page-start';
import { withPageStart } from './tags';

const script = (src: string): HtmlBasicTag => ({ tag: 'script', attrs: { defer: true, src } });
const inline: HtmlBasicTag = { tag: 'script', children: "document.documentElement.dataset.mfScripted=''" };
const stylesheet: HtmlBasicTag = { tag: 'link', attrs: { rel: 'stylesheet', href: '/static/css/styles.css' } };

describe('withPageStart', () => {
  it('takes the app scripts out of the head and names them, in order, in one start script at the end of the body', () => {
    const result = withPageStart({
      headTags: [inline, stylesheet, script('/static/js/lib-react.js'), script('/static/js/index.js')],
      bodyTags: [{ tag: 'div', attrs: { id: 'x' } }],
    });
    expect(result.headTags).toEqual([inline, stylesheet]);
    expect(result.bodyTags).toEqual([
      { tag: 'div', attrs: { id: 'x' } },
      { tag: 'script', attrs: { [SCRIPTS_ATTRIBUTE]: '/static/js/lib-react.js /static/js/index.js' }, children: pageStartScript() },
    ]);
  });

  it('leaves a page without app scripts as it was', () => {
    const tags = { headTags: [inline, stylesheet], bodyTags: [] };
    expect(withPageStart(tags)).toBe(tags);
  });

  it('refuses a script whose attributes the start script would lose', () => {
    expect(() => withPageStart({ headTags: [{ tag: 'script', attrs: { type: 'module', src: '/static/js/index.js' } }], bodyTags: [] })).toThrow(/index\.js.*type/);
    expect(() => withPageStart({ headTags: [{ tag: 'script', attrs: { defer: true, src: '/a.js', integrity: 'sha384-x' } }], bodyTags: [] })).toThrow(/integrity/);
    expect(withPageStart({ headTags: [{ tag: 'script', attrs: { defer: true, async: false, src: '/a.js' } }], bodyTags: [] }).headTags).toEqual([]);
  });

  it('refuses an address the list could not carry', () => {
    expect(() => withPageStart({ headTags: [script('/static/js/a b.js')], bodyTags: [] })).toThrow(/a b\.js/);
  });
});
