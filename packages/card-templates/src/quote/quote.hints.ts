/** The quote kind's format hints; each template picks the ones that apply (pickHints). */
export const QUOTE_HINTS = {
  zh: {
    quote: '“名言内容：”——名言本身，必填，可以写多行。',
    author: '“作者：”——说这句话的人。',
    source: '“出处：”——书籍、演讲或诗词。',
    tagsText: '“标签：”——多个词用空格分隔。',
    tagsList: '“标签：”——多个词用空格分隔，每个词显示为一个标签。',
    footer: '“标语：”“组织：”“签名：”会显示在卡片底部。',
    organization: '“组织：”——显示在顶部徽章中。',
    slogan: '“标语：”——底部色带中的醒目标语。',
    signature: '“签名：”——使用签名字体书写。',
    blankLines: '全角“：”和半角“:”都可以；空行用来分隔段落。名言在 50 字以内效果最佳。',
  },
  en: {
    quote: '“Quote:” (名言内容：) — the quote itself, required; it may run over several lines.',
    author: '“Author:” (作者：) — who said it.',
    source: '“Source:” (出处：) — the book, speech or poem.',
    tagsText: '“Tags:” (标签：) — words separated by spaces.',
    tagsList: '“Tags:” (标签：) — words separated by spaces; each becomes a chip.',
    footer: '“Slogan:”, “Organization:” and “Signature:” fill the footer.',
    organization: '“Organization:” (组织：) — shown in the top badge.',
    slogan: '“Slogan:” (标语：) — the bold line in the footer band.',
    signature: '“Signature:” (签名：) — written in the signature font.',
    blankLines:
      'Full-width ： and ASCII : both work; blank lines separate blocks. Quotes under 50 characters look best.',
  },
} as const satisfies Record<'zh' | 'en', Record<string, string>>;
