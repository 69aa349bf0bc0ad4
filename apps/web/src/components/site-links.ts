import { MAKERS, MAKER_KINDS, makerName } from '../makers';

/** Every card maker in the tools menu, in the spec's order (§2), from the makers' table. */
export const TOOL_LINKS = MAKER_KINDS.map((kind) => ({
  to: MAKERS[kind].path,
  labelKey: makerName(kind),
  descKey: `${makerName(kind)}Desc` as const,
  icon: kind,
}));

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
