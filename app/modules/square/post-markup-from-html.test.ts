// The rich editor writes the textarea's markup (docs/decisions/0035): what it writes must read back, through the
// server's renderer, as the structure it had. Round trips over a corpus of markup documents, of allow-listed HTML and of
// HTML shaped as TipTap writes it, text that only looks like markup, Chinese punctuation next to emphasis, hostile HTML,
// and a seeded random corpus of markup made of the subset's own syntax.
import { describe, expect, it } from "vitest";
import { renderMarkup, sanitizePostHtml } from "./post-body.server";
import { escapeMarkupText, markupFromHtml } from "./post-markup-from-html";

const IMAGE = "/uploads/abcdEFGH_1234.png";

/** Documents as people type them in the textarea. */
const markupCorpus = [
  "一段话。",
  "# 第一阶段\n\n## 数学\n\n### 线性代数\n\n正文",
  "第一行\n第二行\n第三行",
  "空行之后\n\n新的段落",
  "a\n\\\nb",
  "\\\n开头的换行",
  "**加粗**、*斜体*、***加粗斜体***，以及**加粗里的*斜体***",
  "中文**加粗**中文*斜体*中文",
  "- 基础\n- 强化\n- 冲刺",
  "1. 第一\n2. 第二\n3. 第三",
  "- 松散\n\n- 列表",
  "- 外层\n  - 内层\n    - 更内层\n- 外层二",
  "1. 编号\n   - 里面的圆点\n2. 编号二",
  "- 列表\n\n段落\n\n1. 编号",
  "- 一种列表\n\n* 紧接着另一种",
  "1. 一种编号\n\n1) 紧接着另一种",
  "> 引用\n> 第二行\n>\n> 第二段\n> - 引用里的列表",
  "段落\n\n---\n\n分隔线之后",
  "[站内链接](/policy) 与 [外链](https://example.com/a?b=1&c=2) 和 [带括号](/search?q=\\(1\\))",
  "**[加粗的链接](/policy)**",
  `![图片说明](${IMAGE})`,
  `文字 ![图](${IMAGE}) 文字`,
  `- ![列表里的图](${IMAGE})`,
  "\\# 不是标题\n\n1\\. 不是列表\n\n\\- 也不是\n\n\\> 不是引用",
  "星号 \\*不是斜体\\* 与方括号 \\[不是链接\\](/x) 与反斜杠 \\\\",
  "&lt;script&gt;alert(1)&lt;/script&gt; 与 <script>alert(2)</script> 与 &amp; 与 \\&lt;",
  "2024\\. 年\n\n2024\\) 年",
  "标题下划线\n\\===\n\n\\---",
  "# 标题里有 \\# 号 C#",
  "中文**“引号”**中文",
  "- 项目\n-\n- 空的一项之后",
];

/** Allow-listed HTML, as the sanitiser keeps it. */
const htmlCorpus = [
  "<p>一段话。</p>",
  "<h2>标题</h2><h3>小标题</h3><h4>三级标题</h4><p>正文</p>",
  "<p>第一行<br>第二行</p>",
  "<p>前<br><br>后</p>",
  "<p><strong>加粗</strong>和<em>斜体</em>，<strong>加粗里<em>斜体</em></strong></p>",
  "<ul><li>一</li><li>二<ul><li>二之一</li></ul></li></ul><ol><li>甲</li><li>乙</li></ol>",
  "<ul><li><p>松散一</p></li><li><p>松散二</p></li></ul>",
  "<ul><li>一</li></ul><ul><li>另一个列表</li></ul>",
  "<ol><li>一</li></ol><ol><li>另一个编号</li></ol>",
  "<blockquote><p>引用</p><ul><li>引用里的列表</li></ul></blockquote>",
  "<p>前</p><hr><p>后</p>",
  '<p><a href="/policy">站内</a>与<a href="https://example.com/x?a=1&amp;b=2">外链</a></p>',
  `<p><img src="${IMAGE}" alt="说明"></p>`,
  `<p>文字<img src="${IMAGE}" alt="">文字</p>`,
  "<p># 不是标题</p><p>1. 不是列表</p><p>- 不是列表</p><p>+ 不是列表</p><p>&gt; 不是引用</p><p>=== 不是下划线</p>",
  "<p>**不是加粗** *不是斜体* _不是_ [不是](链接) ![不是](图片) \\ 反斜杠</p>",
  "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt; &amp;amp; &amp;#60;</p>",
  "<p>第一行<br># 第二行不是标题<br>1. 第三行不是列表<br>- 第四行也不是</p>",
  "<h2>C# 与 F#</h2><h3>结尾 #</h3>",
  '<p>!<a href="/policy">感叹号后的链接</a></p>',
  "<ul><li>一</li><li></li><li>空项之后</li></ul>",
];

/** markdown-it writes a newline after each block and each <br>; the sanitiser keeps the input's layout. */
const oneLine = (html: string) => html.replace(/\n/g, "");

describe("markup → HTML → markup → HTML", () => {
  it.each(markupCorpus)("%j reads back as the same HTML", (source) => {
    const html = renderMarkup(source);
    const markup = markupFromHtml(html);
    expect(renderMarkup(markup)).toBe(html);
    // And again: what the editor writes is stable (autosave sees no change after a reload).
    expect(markupFromHtml(renderMarkup(markup))).toBe(markup);
  });

  it("writes what people type", () => {
    expect(
      markupFromHtml(
        renderMarkup("# 标题\n\n- 一\n- 二\n\n1. 甲\n2. 乙\n\n> 引用\n\n**加粗** *斜体* [链接](/policy)\n\n---"),
      ),
    ).toBe("# 标题\n\n- 一\n- 二\n\n1. 甲\n2. 乙\n\n> 引用\n\n**加粗** *斜体* [链接](/policy)\n\n---");
    expect(markupFromHtml("<h2>标题</h2><h3>小标题</h3><h4>三级标题</h4>")).toBe("# 标题\n\n## 小标题\n\n### 三级标题");
    expect(markupFromHtml("<p>一<br>二</p>")).toBe("一\n二");
  });
});

describe("allow-listed HTML → markup → HTML", () => {
  it.each(htmlCorpus)("%j is stored as the sanitiser would store it", (html) => {
    expect(oneLine(renderMarkup(markupFromHtml(html)))).toBe(oneLine(sanitizePostHtml(html)));
  });

  it("maps what the sanitiser maps: h1 → h2, h5/h6 → h4, b → strong, i → em, div → p", () => {
    const html = "<h1>一</h1><h5>五</h5><h6>六</h6><div><b>粗</b><i>斜</i></div>";
    expect(oneLine(renderMarkup(markupFromHtml(html)))).toBe(oneLine(sanitizePostHtml(html)));
  });
});

describe("the editor's HTML (TipTap: every list item a paragraph)", () => {
  const tiptap = [
    ["<ul><li><p>一</p></li><li><p>二</p></li></ul>", "<ul><li>一</li><li>二</li></ul>", "- 一\n- 二"],
    [
      "<ol><li><p>甲</p><ul><li><p>甲一</p></li></ul></li><li><p>乙</p></li></ol>",
      "<ol><li>甲<ul><li>甲一</li></ul></li><li>乙</li></ol>",
      "1. 甲\n   - 甲一\n2. 乙",
    ],
    [
      "<ul><li><p>两段</p><p>的项</p></li><li><p>二</p></li></ul>",
      "<ul><li><p>两段</p><p>的项</p></li><li><p>二</p></li></ul>",
      "- 两段\n\n  的项\n\n- 二",
    ],
    [
      '<h2>标题</h2><p>一段<strong>加粗</strong>、<em>斜体</em>和<a target="_blank" rel="noopener noreferrer nofollow" href="/policy">链接</a></p><blockquote><p>引用</p></blockquote><hr><p><img src="' +
        IMAGE +
        '" alt="图片"></p>',
      '<h2>标题</h2><p>一段<strong>加粗</strong>、<em>斜体</em>和<a href="/policy" rel="nofollow ugc noopener">链接</a></p><blockquote><p>引用</p></blockquote><hr /><p><img src="' +
        IMAGE +
        '" alt="图片" /></p>',
      `# 标题\n\n一段**加粗**、*斜体*和[链接](/policy)\n\n> 引用\n\n---\n\n![图片](${IMAGE})`,
    ],
  ] as const;

  it.each(tiptap)("%j: tight lists, the same structure", (html, stored, markup) => {
    expect(markupFromHtml(html, { tightenLists: true })).toBe(markup);
    expect(oneLine(renderMarkup(markupFromHtml(html, { tightenLists: true })))).toBe(stored);
  });
});

describe("text that looks like markup stays text", () => {
  const texts = [
    "# 标题",
    "## 二级",
    "#",
    "1. 编号",
    "1) 编号",
    "2024.",
    "- 列表",
    "-",
    "+ 列表",
    "* 列表",
    "> 引用",
    "===",
    "---",
    "***",
    "___",
    "**加粗**",
    "*斜体*",
    "_斜体_",
    "[文字](/policy)",
    `![图](${IMAGE})`,
    "<script>alert(1)</script>",
    "<b>不是粗体</b>",
    "&lt; &amp; &#60; &copy;",
    "\\",
    "行尾反斜杠\\",
    "[[双括号]]",
    "`反引号` ~~删除线~~",
  ];

  it.each(texts)("%j", (text) => {
    const html = `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`;
    const stored = renderMarkup(markupFromHtml(html));
    expect(stored).toBe(sanitizePostHtml(html));
    expect(stored).not.toMatch(/<(h\d|ul|ol|li|blockquote|strong|em|a|img|hr|script|b)\b/);
  });

  it("after a line break too", () => {
    const html = "<p>前<br># 标题<br>1. 编号<br>- 列表<br>&gt; 引用<br>===</p>";
    expect(oneLine(renderMarkup(markupFromHtml(html)))).toBe(oneLine(sanitizePostHtml(html)));
  });

  it("escapes only punctuation (markdown-it drops the backslash before any)", () => {
    expect(escapeMarkupText("# 1. *a* [b] \\ &lt;")).toBe("\\# 1. \\*a\\* \\[b\\] \\\\ \\&lt;");
    expect(escapeMarkupText("普通的中文句子，没有标记。")).toBe("普通的中文句子，没有标记。");
  });
});

describe("emphasis next to Chinese punctuation", () => {
  // CommonMark's delimiter rule: "**" followed by punctuation and preceded by a letter does not open emphasis, so
  // 中文**“引号”**中文 would show its asterisks. The punctuation next to such a delimiter moves outside it.
  it.each([
    ["<p>中文<strong>“引号”</strong>中文</p>", "<strong>引号</strong>"],
    ["<p>中文<em>（括号）</em>中文</p>", "<em>括号</em>"],
    ["<p>中<strong><em>“两层”</em></strong>文</p>", "<strong>两层</strong>"],
    ["<p>中<strong>。</strong>文</p>", "中。文"],
    [
      '<p>中<strong><a href="/policy">链接</a></strong>中</p>',
      '<a href="/policy" rel="nofollow ugc noopener"><strong>链接</strong></a>',
    ],
    ["<p>句尾<strong>加粗。</strong>接着</p>", "<strong>加粗</strong>。接着"],
  ])("%j keeps its emphasis without stray asterisks", (html, expected) => {
    const stored = renderMarkup(markupFromHtml(html));
    expect(stored).toContain(expected);
    expect(stored).not.toContain("*");
  });

  it("writes adjacent emphasis of one kind as one run", () => {
    expect(markupFromHtml("<p><em>一</em><em>二</em></p>")).toBe("*一二*");
    expect(markupFromHtml("<p><strong>一<strong>二</strong></strong></p>")).toBe("**一二**");
  });
});

describe("links and images", () => {
  it("keeps only http(s) and site links, and only our uploads", () => {
    const html =
      '<p><a href="javascript:alert(1)">脚本</a><a href="jav&#x09;ascript:alert(2)">二</a><a href="//evil.example/">协议相对</a>' +
      '<a href="data:text/html,x">数据</a><a href="/ok">站内</a><img src="https://evil.example/x.png" alt="外图"><img src="' +
      IMAGE +
      '" alt="本站"></p>';
    const markup = markupFromHtml(html);
    expect(markup).toBe(`脚本二协议相对数据[站内](/ok)![本站](${IMAGE})`);
    expect(oneLine(renderMarkup(markup))).toBe(oneLine(sanitizePostHtml(html)));
  });

  it("writes destinations markdown-it reads back", () => {
    for (const href of ["/search?q=(1)", "https://example.com/a b", "/a\\b", "/x?a=1&amp=2", "/中文"]) {
      const stored = renderMarkup(markupFromHtml(`<p><a href="${href.replace(/&/g, "&amp;")}">链接</a></p>`));
      const read = /href="([^"]*)"/.exec(stored)?.[1]?.replace(/&amp;/g, "&");
      expect(decodeURI(read ?? ""), href).toBe(decodeURI(encodeURI(href)).replace(/%5C/gi, "\\"));
    }
  });
});

describe("hostile HTML", () => {
  const hostile =
    '<p style="background:url(javascript:alert(4))" onclick="alert(5)">段落</p><img src=x onerror="alert(6)"><script>alert(7)</script>' +
    '<a href="jav&#x09;ascript:alert(8)">链接</a><svg onload="alert(9)"></svg><iframe src="javascript:alert(10)"></iframe><a href="/policy">站内</a>' +
    "<style>p{}</style><template><p>模板</p></template><math><mi>x</mi></math><textarea>文本框</textarea>";

  it("becomes markup with nothing that runs, and the same stored HTML as sanitising it", () => {
    const markup = markupFromHtml(hostile);
    expect(markup).not.toMatch(/javascript|alert\(|onerror|onclick|onload|<script|<svg|<iframe|style|模板|文本框/i);
    expect(markup).toBe("段落\n\n链接[站内](/policy)");
    expect(renderMarkup(markup)).toBe('<p>段落</p>\n<p>链接<a href="/policy" rel="nofollow ugc noopener">站内</a></p>');
  });
});

describe("a random corpus of the subset's syntax", () => {
  // Seeded, so a failure names a document that can be replayed. Compared as HTML shows it: runs of whitespace as one,
  // emphasis inside the same emphasis as one, and without the empty elements nothing can show (an empty heading,
  // quote, link or list inside an item: the converter drops them).
  // mulberry32
  let seed = 20260517;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // "! " rather than "!": an image of another site is dropped by the sanitiser, which can leave emphasis that no
  // markup could have written (covered by the Chinese-punctuation cases above). No "_" delimiters (the editor writes
  // only "*"; "_" is escaped in text, the "a_b" token).
  const tokens = [
    "# ",
    "## ",
    "### ",
    "- ",
    "* ",
    "+ ",
    "1. ",
    "2) ",
    "> ",
    "**",
    "*",
    "a_b",
    "[",
    "]",
    "(",
    ")",
    "](/p)",
    `![x](${IMAGE})`,
    "[链接](/policy)",
    "\\",
    "&lt;",
    "&amp;",
    "<b>",
    "中",
    "文",
    "a",
    "b",
    " ",
    "\n",
    "\n",
    "\n\n",
    "“",
    "”",
    "，",
    "! ",
    "---",
    "===",
    "#",
    "\n  ",
    "1.",
    "&",
  ];
  /** <em> in <em> (and <strong> in <strong>) shows as one: drop the inner tags. */
  const unnested = (html: string) => {
    const open: Array<{ name: string; dropped: boolean }> = [];
    return html.replace(
      /<(\/?)([a-z0-9]+)\b[^>]*?(\/?)>/g,
      (tag, closing: string, name: string, selfClosing: string) => {
        if (selfClosing) return tag;
        if (!closing) {
          const dropped = (name === "em" || name === "strong") && open.some((element) => element.name === name);
          open.push({ name, dropped });
          return dropped ? "" : tag;
        }
        return open.pop()?.dropped ? "" : tag;
      },
    );
  };
  const insideItem = (html: string, offset: number) =>
    (html.slice(0, offset).match(/<li>/g) ?? []).length > (html.slice(0, offset).match(/<\/li>/g) ?? []).length;
  const shown = (html: string) => {
    let out = unnested(html).replace(/\s+/g, " ");
    out = out.replace(
      /<(h[234])>(.*?)<\/\1>/g,
      (_match, tag: string, inner: string) => `<${tag}>${inner.replace(/<br \/>/g, " ")}</${tag}>`,
    );
    for (let previous = ""; previous !== out; ) {
      previous = out;
      out = out.replace(/<a [^>]*>((?:<br \/>)*)<\/a>/g, "").replace(/<a [^>]*>( )<\/a>/g, "$1");
      out = out.replace(/(?:<br \/>)+((?:<\/(?:a|strong|em)>)*<\/(?:p|li|h[234])>)/g, "$1");
      out = out.replace(/<(ul|ol)><li><p>((?:(?!<\/?p>).)*)<\/p><\/li><\/\1>/g, "<$1><li>$2</li></$1>");
      out = out.replace(/ ?(<\/?(?:p|h2|h3|h4|ul|ol|li|blockquote)>|<hr \/>|<br \/>) ?/g, "$1");
      out = out
        .replace(/ (<\/(?:a|strong|em)>)/g, "$1 ")
        .replace(/(<(?:a|strong|em)\b[^>]*>) /g, " $1")
        .replace(/ +/g, " ");
      out = out
        .replace(/<(p|h2|h3|h4|blockquote|ul|ol|em|strong)>\s*<\/\1>/g, "")
        .replace(/<li><(ul|ol)><li><\/li><\/\1><\/li>/g, "<li></li>");
      out = out.replace(
        /<(ul|ol)>(?:<li><\/li>)+<\/\1>/g,
        (list: string, _tag: string, offset: number, whole: string) => (insideItem(whole, offset) ? "" : list),
      );
      out = out.replace(/<blockquote>(<(ul|ol)>(<li><\/li>)+<\/\2>)+<\/blockquote>/g, "");
    }
    return out.trim();
  };

  it("reads back every document as the structure it had, and is then a fixed point (3,000 documents)", () => {
    const failures: string[] = [];
    for (let index = 0; index < 3000; index++) {
      let source = "";
      const length = 1 + Math.floor(random() * 14);
      for (let token = 0; token < length; token++) source += tokens[Math.floor(random() * tokens.length)];
      const html = renderMarkup(source);
      const again = renderMarkup(markupFromHtml(html));
      if (shown(again) !== shown(html)) failures.push(`structure: ${JSON.stringify(source)}`);
      if (renderMarkup(markupFromHtml(again)) !== again) failures.push(`not stable: ${JSON.stringify(source)}`);
    }
    expect(failures).toEqual([]);
    // CPU-bound (≈ 1.5 s alone): the ceiling is for a hang, not a budget, and the unit project shares two cores with
    // the build and the integration tests in CI.
  }, 30_000);
});
