/** The five card makers in the tools menu, in the spec's order (§2). */
export const TOOL_LINKS = [
  { to: '/profile', labelKey: 'common.tools.profile', descKey: 'common.tools.profileDesc', icon: 'profile' },
  { to: '/article-card', labelKey: 'common.tools.article', descKey: 'common.tools.articleDesc', icon: 'article' },
  { to: '/xiaohongshu', labelKey: 'common.tools.note', descKey: 'common.tools.noteDesc', icon: 'note' },
  { to: '/quote', labelKey: 'common.tools.quote', descKey: 'common.tools.quoteDesc', icon: 'quote' },
  { to: '/blessing-card', labelKey: 'common.tools.blessing', descKey: 'common.tools.blessingDesc', icon: 'blessing' },
] as const;

/** A tool link's icon name. */
export type ToolIconName = (typeof TOOL_LINKS)[number]['icon'];

/** The footer's link columns; every footer page of spec §2 appears once. */
export const FOOTER_COLUMNS = [
  {
    titleKey: 'common.footer.product',
    links: TOOL_LINKS.map((l) => ({ to: l.to, labelKey: l.labelKey })),
  },
  {
    titleKey: 'common.footer.help',
    links: [
      { to: '/help', labelKey: 'common.footer.helpCenter' },
      { to: '/faq', labelKey: 'common.footer.faq' },
      { to: '/about', labelKey: 'common.footer.guide' },
      { to: '/gallery', labelKey: 'common.footer.gallery' },
    ],
  },
  {
    titleKey: 'common.footer.about',
    links: [
      { to: '/terms', labelKey: 'common.footer.terms' },
      { to: '/privacy', labelKey: 'common.footer.privacy' },
      { to: '/disclaimer', labelKey: 'common.footer.disclaimer' },
      { to: '/cookies', labelKey: 'common.footer.cookies' },
    ],
  },
  {
    titleKey: 'common.footer.contact',
    links: [
      { to: '/contact', labelKey: 'common.footer.contactUs' },
      { to: '/feedback', labelKey: 'common.footer.feedback' },
    ],
  },
] as const;
