import { describe, expect, it } from 'vitest';
import { sanitiseCss } from '../../../src/sandbox/ecom/css-sanitiser';

const MEDIA = ['https://shop.example/cdn/media/B2C-NO/'];

/** The sanitiser reads CSS as CSS (rule 166): strings, comments and blocks are no text to split. */
describe('sanitiseCss on real CSS structure', () => {
  // [what, sent, stored, dropped]
  const cases: [string, string, string, string[]][] = [
    [
      'keeps braces and semicolons inside strings as they were sent',
      '.a::before { content: "}"; color: red; }\n.b::after { content: \';{\'; }\n.c { font-family: "A;B"; }',
      '.a::before { content: "}"; color: red; }\n.b::after { content: \';{\'; }\n.c { font-family: "A;B"; }',
      [],
    ],
    [
      'drops an unsafe declaration next to a string holding a brace, and keeps the rest of the rule',
      '.a { content: "}"; background: url(https://evil.example/t.png); color: red; }',
      '.a { content: "}"; color: red; }',
      ['background: url(https://evil.example/t.png)'],
    ],
    ['reads a string that looks like a comment as a string', '.a { content: "/* not a comment */"; }', '.a { content: "/* not a comment */"; }', []],
    [
      'does not let a comment hide an unsafe value',
      '.a { background: /* x */ url(https://evil.example/t.png); color: red; }',
      '.a { color: red; }',
      ['background:  url(https://evil.example/t.png)'],
    ],
    [
      'reads an unquoted url() as a browser does: a comment inside it is part of the (relative) path',
      '.a { background: url(/*x*/https://evil.example/t.png); }',
      '.a { background: url(/*x*/https://evil.example/t.png); }',
      [],
    ],
    [
      'sanitises declarations inside @media blocks and keeps the block',
      '@media (max-width: 600px) {\n  .a { color: red; width: expression(alert(1)); }\n  .b { background: url(/img/x.png); }\n}',
      '@media (max-width: 600px) {\n  .a { color: red; }\n  .b { background: url(/img/x.png); }\n}',
      ['width: expression(alert(1))'],
    ],
    [
      'drops @import inside a block and escaped as well',
      '@media print { @import "a.css"; .a { color: red; } }\n@\\69mport "b.css";',
      '@media print { .a { color: red; } }',
      ['@import "a.css"', '@\\69mport "b.css"'],
    ],
    [
      'keeps url()s of the channel media library and relative paths',
      `.a { background: url("${MEDIA[0]}abc/hero.png"); }\n.b { background: url(img/x.png); }`,
      `.a { background: url("${MEDIA[0]}abc/hero.png"); }\n.b { background: url(img/x.png); }`,
      [],
    ],
    [
      'drops an at-rule whose prelude is unsafe together with its block',
      '@supports (background: url(https://evil.example/x)) { .a { color: red; } }\n.b { color: blue; }',
      '.b { color: blue; }',
      ['@supports (background: url(https://evil.example/x)) { .a { color: red; } }'],
    ],
    [
      'lists each dropped piece in the order it was sent',
      '.a { behavior: url(a.htc); }\n@import "x.css";\n.b { -moz-binding: url(b.xml); color: red; }\n</style>',
      '.a { }\n.b { color: red; }',
      ['</style', 'behavior: url(a.htc)', '@import "x.css"', '-moz-binding: url(b.xml)', '>'],
    ],
    [
      'drops text that is no CSS instead of storing it unchecked',
      '.hero { color: #123456; }\n><script>alert(1)</script>',
      '.hero { color: #123456; }',
      ['><script>alert(1)</script>'],
    ],
    ['closes an unclosed block', '.a { color: red', '.a { color: red}', []],
  ];

  it.each(cases)('%s', (_what, sent, stored, dropped) => {
    expect(sanitiseCss(sent, MEDIA)).toEqual({ css: stored, dropped });
  });

  it('removes comments between rules, inside selectors and inside values', () => {
    const r = sanitiseCss('/* head */\n.a /* s */ { color: /* v */ red; }\n/* tail */');
    expect(r.css).not.toContain('/*');
    expect(r.css).toMatch(/^\.a\s+\{ color:\s+red; \}$/);
    expect(r.dropped).toEqual([]);
  });

  it('reads an unclosed string without failing, and still checks what follows it', () => {
    expect(sanitiseCss('.a { content: "x; background: url(https://evil.example/t.png)').css).not.toContain('evil.example');
  });
});
