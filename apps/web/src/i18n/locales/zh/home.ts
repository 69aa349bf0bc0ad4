import type { Catalog } from '../../catalog';
import type { home as en } from '../en/home';

/** 简体中文界面文案：home。 */
export const home: Catalog<typeof en> = {
  hero: {
    badge: 'V1.0.4 新增：代码卡片',
    titleStart: '把你的文字，变成',
    titleAccent: '值得分享的卡片',
    lead: '粘贴几行带标签的文字，选一个模板，墨卡就会把它排成一张精美的图片卡片，适合朋友圈、小红书和演示文稿。免费、双语，打开浏览器就能用。',
    start: '开始创作',
    gallery: '查看作品',
    point1: '无需设计基础',
    point2: '实时预览',
    point3: '高清 PNG 导出',
  },
  art: {
    label: '用墨卡制作的卡片示例',
    name: '林小雨',
    role: '产品设计师',
    skills: 'Figma · 交互 · 插画',
    quote: '求知若饥，虚心若愚。',
    quoteAuthor: '史蒂夫·乔布斯',
    noteTitle: '周末早午餐探店',
    noteTag: '#美食 #周末',
    codeTitle: 'profile.ts',
  },
  features: {
    eyebrow: '工具',
    title: '一个输入框，多种卡片',
    lead: '每个制作器都认得自己的标签格式，AI 助手生成的摘要可以直接粘贴进来。',
    open: '打开制作器',
    profile: {
      title: '个人名片',
      body: '五种模板介绍自己，还有专为开发者设计的代码窗口卡片。',
    },
    article: {
      title: '文章卡片',
      body: '把长文浓缩为要点、引述和结论，做成一张可滚动阅读的长图。',
    },
    note: {
      title: '小红书卡片',
      body: '把一次探店或旅行写成带封面、小贴士和标签的笔记卡片。',
    },
    quote: {
      title: '名言卡片',
      body: '时尚、红色醒目或文艺风格，让一句话得到应有的舞台。',
    },
  },
  updates: {
    eyebrow: '更新',
    title: '最新动态与未来计划',
    latest: '最新版本',
    latestVersion: 'V1.0.4',
    latest1: 'V1.0.4 正式发布，预览更快，导出更清晰。',
    latest2: '个人名片新增代码卡片（coderCard）模板，支持浅色与深色主题。',
    latest3: '个人名片上的姓名现在可以自定义。',
    planned: '计划中',
    plannedBadge: '开发中',
    planned1: '一键 AI 生成卡片：由大语言模型把你的文章直接变成成品卡片。',
    planned2: '自定义图片上传：为各类卡片添加背景与插图。',
    planned3: '文章同步写作：一边编辑文字，一边查看卡片。',
    planned1Live: '一键 AI 生成卡片已上线：在名片、文章、笔记和名言制作器里点“AI 生成”。',
    liveBadge: '已上线',
  },
  steps: {
    eyebrow: '使用方法',
    title: '三步做出一张卡片',
    step: '第 {{n}} 步',
    one: { title: '选择工具', body: '挑选需要的卡片类型和喜欢的模板。' },
    two: {
      title: '粘贴文字',
      body: '按标签格式书写，或使用示例后修改，预览随之更新。',
    },
    three: {
      title: '保存图片',
      body: '调整颜色与字体，下载高清 PNG，随处分享。',
    },
  },
  faq: {
    eyebrow: '常见问题',
    title: '你可能想知道',
    more: '查看更多常见问题',
    q1: '墨卡收费吗？',
    a1: '完全免费。所有制作器和模板都可以免费使用。编辑和预览无需账号；保存个人名片、小红书、名言和文章卡片的图片需要注册一个免费账号。',
    q2: '文字应该用什么格式？',
    a2: '每个制作器都有提示和示例。每行以标签加冒号开头，例如“标题：”，段落之间用空行分隔。全角和半角冒号都可以。',
    q3: '可以让 AI 助手帮我写内容吗？',
    a3: '可以，很多人正是这样使用墨卡的：让 AI 助手按制作器中展示的标签格式总结文章，再把结果粘贴进来。',
    q4: '我的内容存放在哪里？',
    a4: '卡片文字保存在你的浏览器中，图片在你的设备上生成。我们只保存账号信息，以及下载卡片时的卡片类型、模板和标题，用于使用统计。',
  },
  cta: {
    title: '下一张卡片，只差一次粘贴',
    body: '从示例开始，一分钟就能做成你自己的卡片。',
    button: '制作个人名片',
  },
};
