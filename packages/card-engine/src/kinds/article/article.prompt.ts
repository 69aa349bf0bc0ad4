import { definePrompt } from '../../prompts/define-prompt';
import { articleKind } from './article.kind';

/**
 * What a language model is asked for to make an article card: the spec's article input format
 * (title, subtitle, author, author position, core concept, key points, quotes, conclusion, source)
 * plus sections. Reactions, impacts and concept blocks belong to particular templates and are
 * asked for only when one of those is chosen.
 */
export const articlePrompt = definePrompt(articleKind, {
  card: { zh: '一张文章摘要卡片', en: 'an article summary card' },
  fields: [
    { field: 'title', required: true, zh: '文章标题', en: 'the headline' },
    { field: 'subtitle', zh: '一句话副标题', en: 'a one-line subtitle' },
    { field: 'author', zh: '作者（原文有才写）', en: 'the author (only if the text says)' },
    { field: 'authorPosition', zh: '作者身份（原文有才写）', en: "the author's role (only if the text says)" },
    { field: 'coreConcept', zh: '全文的核心观点，一句话', en: 'the central idea, in one sentence' },
    {
      field: 'keyPoints',
      zh: '3 到 5 个关键要点，每条一行，以“1. ”编号',
      en: '3 to 5 key points, one per line, numbered "1."',
    },
    {
      field: 'section',
      zh: '章节标题（文章有小标题时，每个章节一组）',
      en: 'a section title (one per subheading the article has)',
    },
    {
      field: 'mainContent',
      zh: '紧跟在章节后，这一节的一两句概括',
      en: 'right after its section: that section in one or two sentences',
    },
    {
      field: 'quotes',
      zh: '原文中的重要引语，每条一行，格式“引语”——说话人',
      en: 'important quotations from the text, one per line: “quote” — speaker',
    },
    { field: 'conclusion', zh: '结论，一句话', en: 'the conclusion, in one sentence' },
    { field: 'source', zh: '来源（原文有才写）', en: 'the source (only if the text says)' },
  ],
  example: {
    zh: '标题：为什么我们越来越难以专注？\n作者：许清和\n核心概念：专注力像肌肉，会因频繁切换而疲劳，也能通过练习重新变强。\n关键要点：\n1. 任务切换后平均需要 20 分钟才能重新专注\n2. 消息提醒制造的是“虚假的紧急”\n3. 环境比意志力更可靠\n章节：把专注找回来\n主要内容：从关闭非必要的通知开始，每天留出两段深度时间。\n重要引述：\n“你的注意力在哪里，你的生活就在哪里。”——威廉·詹姆斯\n结论：专注是一种可以被保护和训练的能力。',
    en: 'Title: Why small habits win\nAuthor: Dana Whitfield\nCore Concept: Small habits compound into results big goals rarely reach.\nKey Points:\n1. A two-minute habit survives a busy week\n2. Environment beats willpower\n3. Systems matter more than goals\nConclusion: Design the system and let the habit take care of itself.',
  },
  templates: {
    'article/hotNews': {
      zh: '这张卡片还能画“全球反应”（每行“M月D日 H:MM - 标题：内容”）和“潜在影响分析”（每行“- 标题：内容”），原文有这些信息时请写上。',
      en: 'This card can also draw "Global Reactions" (lines "May 8 14:30 - Title: content") and "Potential Impact" (lines "- Title: content"): write them when the text has them.',
    },
    'article/skyBlue': {
      zh: '这张卡片还能画“关键成就”，每项一行，以“- ”开头。',
      en: 'This card can also draw "Key Achievements", one per line starting with "- ".',
    },
  },
});
