import { definePrompt } from '../../prompts/define-prompt';
import { xiaohongshuKind } from './xiaohongshu.kind';

/** What a language model is asked for to make a Xiaohongshu note from an article or a review. */
export const xiaohongshuPrompt = definePrompt(xiaohongshuKind, {
  card: { zh: '一篇小红书笔记', en: 'a Xiaohongshu (RedNote) note' },
  fields: [
    {
      field: 'title',
      required: true,
      zh: '吸引人的标题，不超过 20 个字，可以带一个表情',
      en: 'a catchy title of at most 12 words, one emoji allowed',
    },
    {
      field: 'body',
      zh: '正文，口语化，分成几个短段落，段落之间空一行；小标题用“## ”开头，列表用“1. ”或“- ”',
      en: 'the body, conversational, in short paragraphs with a blank line between them; subheadings start with "## ", lists with "1. " or "- "',
    },
    {
      field: 'shopInfo',
      zh: '店铺信息：店名、📍地址、⏰营业时间、人均（探店时才写）',
      en: 'shop info: name, 📍 address, ⏰ hours, price (reviews only)',
    },
    {
      field: 'dishes',
      zh: '必点菜品，每道一行，以“1. ”编号（探店时才写）',
      en: 'must-order dishes, one per line numbered "1." (reviews only)',
    },
    { field: 'tips', zh: '一两条实用小贴士', en: 'one or two practical tips' },
    { field: 'tags', zh: '3 到 6 个话题，用空格分隔，不带 #', en: '3 to 6 topics separated by spaces, without #' },
  ],
  example: {
    zh: '标题：人均80吃到扶墙！藏在弄堂里的本帮菜\n\n正文：周末去了这家开了二十多年的老店，门口排队的都是本地阿姨爷叔。\n\n## 整体感受\n浓油赤酱，但一点都不腻。\n\n店铺信息：📍 上海市黄浦区复兴中路 123 号\n⏰ 11:00-21:00\n\n必点菜品：\n1. 红烧肉\n2. 油爆虾\n\n小贴士：周末建议 11 点前到。\n\n标签：上海美食 本帮菜 探店',
    en: 'Title: The Tiny Noodle Bar Worth the Queue\n\nBody: Tucked behind a laundromat, this eight-seat counter serves the best hand-pulled noodles in town.\n\n## What it felt like\nWarm, loud and fast.\n\nTips: Go before noon on weekdays. Cash only.\n\nTags: NYC food noodles Chinatown',
  },
});
