import { describe, expect, it } from 'vitest';
import { headEnd, markFarBlocks } from './mark';

const code = (lines: number) =>
  `<div class="mf-code language-ts"><div class="mf-code__header"><span>TS</span></div><pre><code>${Array.from({ length: lines }, (_, i) => `<span class="line">x${i}</span>`).join('\n')}</code></pre></div>`;
const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body><div id="root"><header class="mf-nav"></header><div class="mf-local-nav"></div><main><article class="mf-doc"><div data-mf-content="">${body}</div></article></main></div></body></html>`;

describe('markFarBlocks', () => {
  it('marks the blocks after a long code block and leaves every other byte as it was', () => {
    const html = page(`<h1 id="t">Title</h1><p>Intro &amp; more</p>${code(80)}<h2 id="next">Next</h2><p>After</p><ul><li>one</li></ul>`);
    const marked = markFarBlocks(html);
    expect(marked).toContain('<h2 id="next">Next</h2>');
    expect(marked).toContain('<p data-mf-far="3" id="mf-first-screen-end">After</p><ul data-mf-far="3">');
    expect(marked).toContain('<p>Intro &amp; more</p>');
    expect(marked.replace(/ data-mf-far="\d"| id="mf-first-screen-end"|<link rel="expect"[^>]*>/g, '')).toBe(html);
  });

  it('holds the first paint until the first screen is parsed: up to the first block far in every window', () => {
    const marked = markFarBlocks(page(`<h1>Title</h1>${code(80)}<h2 id="next">Next</h2><p>After</p><p>More</p>`));
    expect(marked).toContain('<p data-mf-far="3" id="mf-first-screen-end">After</p><p data-mf-far="3">More</p>');
    expect(marked).toContain('<link rel="expect" href="#mf-first-screen-end" blocking="render"></head>');
  });

  it('on a short page, up to the last block, keeping an id the block already has', () => {
    const marked = markFarBlocks(page('<h1>Title</h1><p>One</p><div class="mf-island" id="demo">x</div>'));
    expect(marked).not.toContain('data-mf-far');
    expect(marked).toContain('<div class="mf-island" id="demo">x</div>');
    expect(marked).toContain('<link rel="expect" href="#demo" blocking="render">');
  });

  it('reads tables by their rows and a phone\u2019s column narrower than a laptop\u2019s', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `<tr><td>r${i}</td></tr>`).join('');
    const long = `<p>${'word '.repeat(400)}</p>`;
    const marked = markFarBlocks(page(`<h1>T</h1><div class="rp-table-scroll-container"><table><tbody>${rows}</tbody></table></div>${long}<p>x</p><p>y</p>`));
    // 30 rows of 30 px put the paragraph past 1000 px everywhere; the long paragraph pushes the next ones further on a phone.
    expect(marked).toMatch(/<p data-mf-far="2">word/);
    expect(marked).toMatch(/<p data-mf-far="\d">x<\/p>/);
  });

  it('counts widgets and tabs as nothing, so what follows them is not pushed down', () => {
    const widgets = '<div class="mf-tabs"><p>a</p></div>'.repeat(50);
    expect(markFarBlocks(page(`<h1>T</h1>${widgets}<p>z</p>`))).not.toContain('data-mf-far');
  });

  it('counts a code block with a fixed height (`height`, `fold`) as nothing', () => {
    const capped = code(80).replace('<pre>', '<div class="mf-code__scroll" style="max-height:300px"><pre>').replace('</pre>', '</pre></div>');
    expect(markFarBlocks(page(`<h1>T</h1>${capped}<p>After</p>`))).not.toContain('data-mf-far');
  });

  it('marks nothing on a page without the nav or the bar under it (it starts higher than the windows assume)', () => {
    const html = page(`<h1>Title</h1>${code(80)}<p>After</p>`).replace('<div class="mf-local-nav"></div>', '');
    const marked = markFarBlocks(html);
    expect(marked).not.toContain('data-mf-far');
    expect(marked).toContain('<link rel="expect" href="#mf-first-screen-end" blocking="render">');
  });

  it('puts the link in the head even when a head script mentions its end tag', () => {
    const html = page(`<h1>T</h1><p>x</p>`).replace('<title>t</title>', '<title>t</title><script>const s = "</head>";</script>');
    expect(markFarBlocks(html)).toContain('</script><link rel="expect" href="#mf-first-screen-end" blocking="render"></head>');
  });

  it('leaves a page without a body (404) unchanged', () => {
    const html = '<!doctype html><html><head></head><body><div class="home"><p>x</p></div></body></html>';
    expect(markFarBlocks(html)).toBe(html);
  });
});

describe('headEnd', () => {
  it('finds the end tag of the head, not a mention of it in a title, script or style', () => {
    const html = '<html><head><title>a </head> b</title><style>p::after{content:"</head>"}</style><SCRIPT>"</head>"</SCRIPT></head><body></body></html>';
    expect(headEnd(html)).toBe(html.indexOf('</head><body>'));
  });

  it('is -1 without a head end, or inside an unclosed script', () => {
    expect(headEnd('<p>no head</p>')).toBe(-1);
    expect(headEnd('<head><script>var s = "</head>";')).toBe(-1);
  });
});
