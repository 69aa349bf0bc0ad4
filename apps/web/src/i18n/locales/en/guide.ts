/** English UI strings: guide. The source of truth; zh/guide.ts must have the same keys. */
export const guide = {
  eyebrow: 'User guide',
  title: 'How to use Inkcard',
  lead: 'Nine short sections take you from your first paste to a finished image: what each maker does, the text formats it reads and a few tips for cards that look great.',
  toc: 'Contents',
  language: 'Guide language',
  example: 'Example',
  tip: 'Tip:',
  openMaker: 'Open the maker',
  sections: {
    overview: {
      title: 'Feature overview',
      body: 'Inkcard turns labelled text into image cards you can preview live and save as PNG.\n\n- Profile cards: five templates (default, tech, creative, blue-white and the coder card).\n- Article cards: thirteen layouts for summaries, including Hot News and Light Blue Sky.\n- Note cards: social-media notes with a cover image, dishes, tips and tags.\n- Quote cards: fashion, bold red and literary styles.\n- Blessing cards: festival greetings in a classic or creative style, no sign-in needed.\n\nEveryone can edit, preview and load examples. Saving images of profile, note, quote and article cards needs a free account.',
    },
    profile: {
      title: 'Profile cards',
      body: 'Pick a template, then write one item per line as label：value. The preview updates half a second after you stop typing. Skills are separated by commas. The creative template also reads 昵称 (nickname), 坐标 (location), 标签 (tags, comma separated), achievements numbered as "1、…" and offerings starting with a dash. The coder card uses a WeChat id instead of a phone number and can switch between a dark and a light window.',
      example:
        '姓名：林小雨\n职位：产品设计师\n邮箱：xiaoyu@example.com\n电话：138 0000 0000\n地址：上海\n个人简介：喜欢把复杂的问题做简单。\n技能：Figma，交互设计，插画',
      tip: 'Changing the template loads its example; when you are signed in, your username is already filled into the name line.',
    },
    article: {
      title: 'Article cards',
      body: 'Choose a template (the page opens on Hot News with its example), paste a labelled summary into the 25-row text box and press "Update". "Clear" empties the text and hides the preview. Key points are numbered lines; both full-width and ASCII colons work.',
      example:
        '标题：远程办公的五个习惯\n副标题：把家变成高效的工作室\n作者：王明\n作者职位：效率顾问\n核心概念：边界感决定效率\n关键要点：\n1. 固定开工仪式\n2. 专用的工作角落\n3. 每天三件要事\n重要引述：自由来自自律。\n结论：好习惯让远程更自由。\n来源：《效率手册》',
      tip: 'Ask your AI assistant to "summarise this article using exactly these labels" and paste its answer.',
    },
    note: {
      title: 'Note cards',
      body: 'Write blocks separated by blank lines, each starting with its label: 标题 (title), 正文 (body), 店铺信息 (shop info), 必点菜品 (must-order dishes), 小贴士 (tips) and 标签 (tags separated by spaces). Upload a cover image (JPG, PNG or GIF, up to 5 MB) and press "Generate card".',
      example:
        '标题：周末早午餐探店\n\n正文：城南新开的小店，阳光很好。\n\n店铺信息：南京西路 88 号 · 9:00–17:00\n\n必点菜品：舒芙蕾松饼、牛油果吐司\n\n小贴士：十点前到不用排队\n\n标签：美食 周末 早午餐 探店',
      tip: 'A note works best with 1–9 images and 3–5 tags.',
    },
    quote: {
      title: 'Quote cards',
      body: 'Choose fashion (white with a pink accent), bold red or literary (cream with brown accents). Each style has its own hints and example, and "Use example" loads it. The preview appears as soon as the text contains a quote. Labels: 名言内容 (quote), 作者 (author), 出处 (source), 标签 (tags), 标语 (slogan), 组织 (organisation) and 签名 (signature). The English labels Quote, Author, Source, Tags, Slogan, Organization and Signature work too.',
      example:
        'Quote: Not all those who wander are lost.\n\nAuthor: J. R. R. Tolkien\n\nSource: The Fellowship of the Ring\n\nTags: journey poetry',
      tip: 'A quote works best under 50 characters.',
    },
    blessing: {
      title: 'Blessing cards',
      body: 'Type the festival name, the blessing (up to four lines fit nicely) and your signature. The classic style lets you set the background and text colours, three font sizes, a pattern (cloud, leaf, snow, moon and more) and a font. The creative style offers nine colour schemes such as Modern Simple, Elegant Purple and Ocean Blue. Cards are 3:4, the shape Xiaohongshu shows uncropped (9:16 for phone screens is one click away); long wishes shrink to fit, and the maker works without an account.',
    },
    templates: {
      title: 'Hot News and Light Blue Sky templates',
      body: 'Two article templates read extra labels.\n\n- Hot News adds 全球反应 (global reactions), one line each as "M月D日 H:MM - title：content", and 潜在影响分析 (potential impact), bullets as "title：content". Reading time is counted automatically.\n- Light Blue Sky adds 关键成就 (key achievements) as bullets and step-by-step sections.',
      example:
        '全球反应：\n5月8日 9:30 - 业界：性能提升显著\n5月8日 11:00 - 市场：相关板块上涨\n\n潜在影响分析：\n- 产业：加速算力竞争\n- 消费者：设备更智能\n\n关键成就：\n- 三个月获得一万名用户\n- 留存率提升到 45%',
    },
    gallery: {
      title: 'Gallery',
      body: 'The gallery shows nine sample cards across every maker. Each has a "View details" link that opens the matching maker in a new tab, so you can keep the gallery open for reference while you work.',
    },
    quickStart: {
      title: 'Quick start',
      body: '- Open a maker from the Tools menu.\n- Press "Use example" to see a finished card.\n- Replace the example with your own text, keeping the labels.\n- Adjust colours, fonts and sizes in the style panel.\n- Sign in and save your card as a PNG.',
    },
  },
};
