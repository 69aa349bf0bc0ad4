/** English UI strings: gallery. The source of truth; zh/gallery.ts must have the same keys. */
export const gallery = {
  eyebrow: 'Gallery',
  title: 'Sample cards',
  lead: 'Nine cards drawn live by the makers from their example texts. Open one to get the same card in its maker, ready to edit.',
  viewDetails: 'View details',
  viewDetailsOf: 'View details of {{title}}',
  sampleOf: 'Sample {{title}} card',
  community: {
    title: 'From the community',
    lead: 'Cards people made with Inkcard and shared, chosen by our editors. Open one to see it, or make your own from it.',
    open: 'Open {{title}}',
    untitled: 'A community card',
  },
  all: {
    title: 'Every template',
    lead: 'All the templates the makers offer, each drawn live with its own example. Pick one to start from it.',
    count_one: '{{count}} template',
    count_other: '{{count}} templates',
    use: 'Use',
    useOf: 'Use the {{title}} template',
  },
  items: {
    profileCreative: {
      description:
        'A warm, complete profile: nickname, tags, achievements, what you offer and what you are looking for.',
    },
    profileCoder: {
      description: 'Your profile written as code in an editor window, light or dark, with Chinese or English labels.',
    },
    articleHotNews: {
      description:
        'A news bulletin with its reading time, key points, a timeline of global reactions and an impact analysis.',
    },
    articleSkyBlue: {
      description: 'A calm blue project review: the core concept, key achievements as tiles and numbered steps.',
    },
    noteClassic: {
      description: 'A Xiaohongshu note as 3:4 pages: a cover with title and tags, then the body page by page.',
    },
    quoteRedBold: {
      description: 'A bold red poster with a slogan and a handwritten signature.',
    },
    quoteLiterary: {
      description: 'Cream paper, brown ink and corner frames for a line of poetry, with tags on top.',
    },
    blessingClassic: {
      description: 'A festival greeting on deep green with a cloud pattern. No account needed.',
    },
    blessingCreative: {
      description: 'One of nine soft colour schemes with an icon badge, the signature and the date.',
    },
  },
};
