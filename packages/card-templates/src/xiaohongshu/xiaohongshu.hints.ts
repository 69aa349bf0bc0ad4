/** The note kind's format hints; each template picks the ones that apply (pickHints). */
export const XIAOHONGSHU_HINTS = {
  zh: {
    blocks: '每段以标签开头，段与段之间空一行：标题、正文、店铺信息、必点菜品、小贴士、标签。“标题：”必填。',
    tags: '“标签：”——多个词用空格分隔，可以带 #。',
    structure: '正文里以 ## 或【】开头的一行是小标题，1. 或 - 开头的是列表。',
    pages: '文字多时自动分成 3:4 的多页图文（封面 + 内容页），单独一行 --- 可以强制换页。',
    cover: '在下方上传封面图片（5MB 以内），只保存在你的浏览器里。',
  },
  en: {
    blocks:
      'Start each block with a label and leave a blank line between blocks: Title, Body, Shop info, Must-order, Tips, Tags. “Title:” is required.',
    tags: '“Tags:” (标签：) — words separated by spaces; a leading # is fine.',
    structure: 'In the body, a line starting with ## or 【】 is a heading; 1. or - starts a list item.',
    pages: 'Long text becomes a carousel of 3:4 pages (a cover, then content); a line with --- starts a new page.',
    cover: 'Upload a cover image below (up to 5 MB); it stays in your browser.',
  },
} as const satisfies Record<'zh' | 'en', Record<string, string>>;
