import type { Catalog } from '../../catalog';
import type { gallery as en } from '../en/gallery';

/** 简体中文界面文案：gallery。 */
export const gallery: Catalog<typeof en> = {
  eyebrow: '作品展示',
  title: '示例卡片',
  lead: '九张用墨卡制作的卡片。打开任意一张，即可用同一个制作器和示例文字亲手试试。',
  viewDetails: '查看详情',
  viewDetailsOf: '查看 {{title}} 的详情',
  items: {
    profileDefault: {
      title: '个人名片 · 默认',
      description: '头像、联系方式和技能标签，一张清爽的自我介绍。',
    },
    profileCoder: {
      title: '个人名片 · 代码卡片',
      description: '把个人资料写成代码窗口，支持浅色与深色、中文或英文标签。',
    },
    articleHotNews: {
      title: '文章卡片 · 热点新闻',
      description: '带全球反应时间线和影响分析的热点报道。',
    },
    articleSkyBlue: {
      title: '文章卡片 · 浅蓝天空',
      description: '沉静的版式，适合展示关键成就与实践步骤。',
    },
    noteBrunch: {
      title: '小红书卡片 · 探店笔记',
      description: '封面图、必点菜品、小贴士和标签，一次探店全记录。',
    },
    quoteFashion: {
      title: '名言卡片 · 时尚',
      description: '白底粗体配粉色点缀，附带标签。',
    },
    quoteRedBold: {
      title: '名言卡片 · 红色醒目',
      description: '醒目的红色海报，配标语和手写签名。',
    },
    quoteLiterary: {
      title: '名言卡片 · 文艺',
      description: '米色纸张、棕色墨迹、角框与印章，适合古典诗句。',
    },
    blessingClassic: {
      title: '祝福卡片 · 经典',
      description: '深绿底色配祥云图案的节日祝福，无需登录。',
    },
  },
};
