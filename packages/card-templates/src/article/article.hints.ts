/** The article kind's format hints; each template picks the ones that apply (pickHints). */
export const ARTICLE_HINTS = {
  zh: {
    title: '“标题：”——文章标题，必填；“副标题：”可选。',
    byline: '“作者：”“作者职位：”——署名，例如“作者：林知远”“作者职位：科技记者”。',
    date: '“日期：”——例如“日期：2025年5月8日”，显示在卡片顶部。',
    lead: '“引言：”——开篇的一句导语。',
    coreConcept: '“核心概念：”（或“核心理念：”）——一句话的中心思想。',
    keyPoints: '“关键要点：”——每行一条，用“1. ”“2. ”编号。',
    quotes: '“重要引述：”——每行一句，可写多句；句末用“——某人”注明说话人。',
    sections: '“章节：”写小标题，其下写“主要内容：”（段落）和“要点：”（每行“- ”开头）；章节可以重复多个。',
    steps: '每个“章节：”显示为一个步骤，按顺序编号；小标题里的“第一步：”会自动去掉。',
    globalReactions: '“全球反应：”——每行一条，格式为“5月8日 14:30 - 标题：内容”。',
    impact: '“潜在影响分析：”——先写一句概述，再每行一条“- 标题：内容”。',
    achievements: '“关键成就：”——每行一条，以“- ”开头。',
    conceptFormat:
      '概念格式：“标题：……”和“内容：……”两行一组，重复多组，组与组之间空一行；另写一个不跟“内容”的“标题”作为总标题。',
    conclusion: '“结论：”和“来源：”——收尾的一句话与出处。',
    conclusionCut: '结论只显示前 50 个字，超出部分以“…”结尾。',
    readingTime: '阅读时间按全文字数 ÷ 500 自动计算，至少 1 分钟。',
    icon: '“图标：”——rocket、globe、lightbulb、trophy 等（也可写“火箭”“地球”）；写在章节下方则属于该章节。',
    colons: '全角“：”和半角“:”都可以；格式不对的行会被跳过，并提示行号。',
  },
  en: {
    title: '“Title:” (标题：) — the headline, required; “Subtitle:” is optional.',
    byline:
      '“Author:” and “Author Position:” — the byline, e.g. “Author: Lin Zhiyuan”, “Author Position: Tech reporter”.',
    date: '“Date:” (日期：) — e.g. “Date: May 8, 2025”, shown at the top.',
    lead: '“Lead:” (引言：) — one opening line.',
    coreConcept: '“Core Concept:” (核心概念：/核心理念：) — the central idea in one sentence.',
    keyPoints: '“Key Points:” (关键要点：) — one per line, numbered “1. ”, “2. ”.',
    quotes: '“Quotes:” (重要引述：) — one per line, as many as you like; end with “— Speaker”.',
    sections:
      '“Section:” (章节：) opens a subheading; under it “Main Content:” (paragraphs) and “Points:” (lines starting with “- ”). Repeat sections freely.',
    steps: 'Each “Section:” becomes a numbered step; a leading “Step 1:” in its title is dropped.',
    globalReactions: '“Global Reactions:” (全球反应：) — one per line as “May 8 14:30 - Title: content”.',
    impact: '“Potential Impact:” (潜在影响分析：) — an overview sentence, then one “- Title: content” per line.',
    achievements: '“Key Achievements:” (关键成就：) — one per line, starting with “- ”.',
    conceptFormat:
      'Concept format: pairs of “Title: …” and “Content: …” lines, repeated, a blank line between pairs; one more “Title:” without content is the headline.',
    conclusion: '“Conclusion:” and “Source:” — the closing line and where it comes from.',
    conclusionCut: 'The conclusion shows its first 50 characters, then “…”.',
    readingTime: 'Reading time is the article’s characters ÷ 500, at least 1 minute.',
    icon: '“Icon:” (图标：) — rocket, globe, lightbulb, trophy…; under a section it belongs to that section.',
    colons: 'Full-width ： and ASCII : both work; lines in the wrong format are skipped and named by line number.',
  },
} as const satisfies Record<'zh' | 'en', Record<string, string>>;

export type ArticleHintId = keyof (typeof ARTICLE_HINTS)['zh'];
