import type { Catalog } from '../../catalog';
import type { gallery as en } from '../en/gallery';

/** 简体中文界面文案：gallery。 */
export const gallery: Catalog<typeof en> = {
  eyebrow: '作品展示',
  title: '卡片示例',
  lead: '九张卡片均由制作器根据示例文字实时绘制。打开任意一张，即可在对应的制作器里得到同一张卡片，直接修改。',
  viewDetails: '查看详情',
  viewDetailsOf: '查看“{{title}}”详情',
  sampleOf: '“{{title}}”示例卡片',
  community: {
    title: '社区作品',
    lead: '大家用墨卡做的、经编辑精选的卡片。打开即可查看，也能照着做一张自己的。',
    open: '打开“{{title}}”',
    untitled: '一张社区卡片',
  },
  all: {
    title: '全部模板',
    lead: '制作器提供的每一个模板，都用它自己的示例实时绘制。选中一个，就从它开始制作。',
    count_one: '{{count}} 个模板',
    count_other: '{{count}} 个模板',
    use: '使用',
    useOf: '使用“{{title}}”模板',
  },
  items: {
    profileCreative: {
      description: '内容最完整的名片：昵称、标签、成就、我能提供的与我在寻找的。',
    },
    profileCoder: {
      description: '把个人资料写成代码，放进编辑器窗口，深色浅色可选，标签可用中文或英文。',
    },
    articleHotNews: {
      description: '新闻快讯版式：阅读时长、关键要点、全球反应时间线和影响分析。',
    },
    articleSkyBlue: {
      description: '清爽的浅蓝项目回顾：核心概念、关键成就方块和编号步骤。',
    },
    noteClassic: {
      description: '3:4 分页的小红书笔记：封面放标题和标签，正文逐页排好。',
    },
    quoteRedBold: {
      description: '醒目的红色海报，配标语和手写签名。',
    },
    quoteLiterary: {
      description: '米色纸张、棕色墨迹和角花边框，适合一句诗词，标签在上方。',
    },
    blessingClassic: {
      description: '深绿底色配祥云纹样的节日祝福，无需登录即可下载。',
    },
    blessingCreative: {
      description: '九种柔和配色之一，带图标徽章、署名和日期。',
    },
  },
};
