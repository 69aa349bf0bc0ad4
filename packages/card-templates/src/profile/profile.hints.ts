/** The profile kind's format hints; each template picks the ones that apply (pickHints). */
export const PROFILE_HINTS = {
  zh: {
    basics: '每行一项：“姓名：”（必填）、“职位：”、“邮箱：”、“电话：”、“地址：”。',
    bio: '“个人简介：”可以写多行，空行分段。',
    skills: '“技能：”用逗号分隔，例如：设计，写作，摄影。',
    coder: '代码卡片读取“姓名：”（必填）、“职位：”、“邮箱：”和“微信：”，还有“技能：”与“个人简介：”。',
    creativeBasics: '“姓名：”（必填）、“昵称：”、“职位：”、“坐标：”（所在城市）、“公众号：”。',
    creativeTags: '“标签：”用逗号分隔，每个标签显示为一枚小徽章。',
    achievements: '“成就：”下面每行一条，以“1、”“2、”编号。',
    offerings: '“可提供：”和“需要：”下面每行一条，以“-”开头。',
    colons: '全角“：”和半角“:”都可以；不认识的标签会在预览下方提示行号。',
  },
  en: {
    basics: 'One item per line: “Name:” (required), “Title:”, “Email:”, “Phone:”, “Address:”.',
    bio: '“Bio:” may run over several lines; a blank line starts a paragraph.',
    skills: '“Skills:” separated by commas, e.g. Design, Writing, Photography.',
    coder: 'The code card reads “Name:” (required), “Title:”, “Email:” and “WeChat:”, plus “Skills:” and “Bio:”.',
    creativeBasics: '“Name:” (required), “Nickname:”, “Title:”, “Location:”, “Public account:”.',
    creativeTags: '“Tags:” separated by commas; each becomes a small badge.',
    achievements: 'Under “Achievements:”, one per line, numbered “1、” or “1.”.',
    offerings: 'Under “Offerings:” and “Needs:”, one per line, starting with “-”.',
    colons:
      'Full-width ： and ASCII : both work (Chinese labels such as 姓名 too); labels the card does not know are listed under the preview with their line.',
  },
} as const satisfies Record<'zh' | 'en', Record<string, string>>;
