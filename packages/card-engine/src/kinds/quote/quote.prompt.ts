import { definePrompt } from '../../prompts/define-prompt';
import { quoteKind } from './quote.kind';

/**
 * What a language model is asked for to make a quote card. Slogan, organisation and signature are
 * the card owner's own words, never the text's, so the model is not asked for them.
 */
export const quotePrompt = definePrompt(quoteKind, {
  card: { zh: '一张名言卡片', en: 'a quote card' },
  fields: [
    {
      field: 'quote',
      required: true,
      zh: '一句最值得分享的原话，不加引号，最好不超过 50 个字；诗句可以分行',
      en: 'the one line most worth sharing, in its own words, without quotation marks, ideally under 25 words; verse may keep its line breaks',
    },
    { field: 'author', zh: '说这句话的人（原文有才写）', en: 'who said it (only if the text says)' },
    {
      field: 'source',
      zh: '出处，书名用《》（原文有才写）',
      en: 'where it comes from: a book, speech or article (only if the text says)',
    },
    { field: 'tags', zh: '3 到 5 个关键词，用空格分隔', en: '3 to 5 keywords separated by spaces' },
  ],
  example: {
    zh: '名言内容：人生如逆旅，我亦是行人。\n作者：苏轼\n出处：《临江仙·送钱穆父》\n标签：宋词 人生 豁达',
    en: "Quote: Life isn't about waiting for the storm to pass, it's about learning to dance in the rain.\nAuthor: Vivian Greene\nTags: courage life growth",
  },
  templates: {
    'quote/literary': {
      zh: '这张卡片会把标签画成一个个小标签，请一定写 3 到 5 个标签。',
      en: 'This card draws each tag as a chip: always write 3 to 5 tags.',
    },
  },
});
