/** English UI strings: gallery. The source of truth; zh/gallery.ts must have the same keys. */
export const gallery = {
  eyebrow: 'Gallery',
  title: 'Sample cards',
  lead: 'Nine cards made with Inkcard. Open any of them to try the same maker with its example text.',
  viewDetails: 'View details',
  viewDetailsOf: 'View details of {{title}}',
  items: {
    profileDefault: {
      title: 'Profile card · Default',
      description: 'A clean introduction with avatar, contact details and skill tags.',
    },
    profileCoder: {
      title: 'Profile card · Code card',
      description: 'Your profile as a code window, in light or dark, with Chinese or English labels.',
    },
    articleHotNews: {
      title: 'Article card · Hot News',
      description: 'Breaking stories with a timeline of global reactions and an impact analysis.',
    },
    articleSkyBlue: {
      title: 'Article card · Light Blue Sky',
      description: 'A calm layout for key achievements and practical steps.',
    },
    noteBrunch: {
      title: 'Note card · Food review',
      description: 'A cover photo, must-order dishes, tips and tags for a restaurant visit.',
    },
    quoteFashion: {
      title: 'Quote card · Fashion',
      description: 'Bold type on white with a pink accent and tag chips.',
    },
    quoteRedBold: {
      title: 'Quote card · Bold red',
      description: 'A striking red poster with a slogan and a handwritten signature.',
    },
    quoteLiterary: {
      title: 'Quote card · Literary',
      description: 'Cream paper, brown ink, corner frames and a seal for classical lines.',
    },
    blessingClassic: {
      title: 'Blessing card · Classic',
      description: 'A festival greeting on deep green with a cloud pattern, no sign-in needed.',
    },
  },
};
