import { definePrompt } from '../../prompts/define-prompt';
import { profileKind } from './profile.kind';

/** What a language model is asked for to make a profile card from a résumé or an introduction. */
export const profilePrompt = definePrompt(profileKind, {
  card: { zh: '一张个人介绍卡片', en: 'a personal profile card' },
  fields: [
    { field: 'name', required: true, zh: '姓名', en: 'the full name' },
    { field: 'title', zh: '职位或身份，一行', en: 'job title or role, one line' },
    { field: 'location', zh: '所在城市', en: 'the city they are based in' },
    { field: 'bio', zh: '个人简介，用第一人称，不超过 80 个字', en: 'a first-person bio of at most 50 words' },
    { field: 'skills', zh: '3 到 8 项技能，用中文逗号分隔', en: '3 to 8 skills separated by commas' },
    {
      field: 'achievements',
      zh: '最多 5 项成就，每项一行，以“1、”“2、”编号',
      en: 'up to 5 achievements, one per line, numbered "1." "2."',
    },
    { field: 'email', zh: '邮箱', en: 'email address' },
    { field: 'phone', zh: '电话', en: 'phone number' },
    { field: 'wechat', zh: '微信号', en: 'WeChat ID' },
    { field: 'address', zh: '地址', en: 'postal address' },
    { field: 'nickname', zh: '昵称', en: 'nickname' },
    { field: 'tags', zh: '3 到 5 个标签，用中文逗号分隔', en: '3 to 5 tags separated by commas' },
    {
      field: 'offerings',
      zh: '能提供的帮助，每项一行，以“- ”开头',
      en: 'what they can offer, one per line starting with "- "',
    },
    {
      field: 'needs',
      zh: '正在寻找的人或机会，每项一行，以“- ”开头',
      en: 'what they are looking for, one per line starting with "- "',
    },
    { field: 'publicAccount', zh: '微信公众号', en: 'WeChat official account' },
  ],
  example: {
    zh: '姓名：苏小满\n职位：独立插画师 / 手帐博主\n坐标：杭州\n个人简介：用画笔记录生活里的小确幸。\n技能：插画，手帐排版，包装设计\n成就：\n1、出版绘本《小满的四季》\n2、作品入选 2024 东京国际插画展\n邮箱：xiaoman@inkcard.cn',
    en: 'Name: Alex Chen\nTitle: Product Designer at Inkcard Studio\nLocation: San Francisco\nBio: I make complicated things feel simple.\nSkills: User research, Interaction design, Figma\nEmail: alex@inkcard.app',
  },
  templates: {
    'profile/creative': {
      zh: '这张卡片会画出昵称、标签、成就、可提供和需要，原文有这些内容时请写上。',
      en: 'This card shows nickname, tags, achievements, offerings and needs: write them when the text has them.',
    },
    'profile/coderCard': {
      zh: '这张卡片只画姓名、职位、邮箱和微信（没有微信时画电话），简介要短。',
      en: 'This card shows only name, title, email and WeChat (or phone): keep the bio short.',
    },
  },
});
