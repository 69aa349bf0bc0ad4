/** English UI strings: home. The source of truth; zh/home.ts must have the same keys. */
export const home = {
  hero: {
    badge: 'New in V1.0.4: the code card',
    titleStart: 'Turn your words into',
    titleAccent: 'cards worth sharing',
    lead: 'Paste a few labelled lines, pick a template and Inkcard lays them out as a polished image card, ready for WeChat, Xiaohongshu or your slides. Free, bilingual and right in your browser.',
    start: 'Start creating',
    gallery: 'View gallery',
    point1: 'No design skills needed',
    point2: 'Live preview',
    point3: 'High-resolution PNG',
  },
  art: {
    label:
      "Three cards made with Inkcard from the makers' examples: a profile written as code, a bold red quote and a profile card",
  },
  features: {
    eyebrow: 'Tools',
    title: 'One text box, many kinds of cards',
    lead: 'Each maker understands its own labelled format, so a summary from your AI assistant drops straight in.',
    open: 'Open the maker',
    profile: {
      title: 'Profile card',
      body: 'Introduce yourself with five templates, including a code-window card for developers.',
    },
    article: {
      title: 'Article card',
      body: 'Condense a long read into key points, quotes and a conclusion on one scrolling image.',
    },
    note: {
      title: 'Note card',
      body: 'Turn a restaurant visit or a trip into a social-media note with a cover, tips and tags.',
    },
    quote: {
      title: 'Quote card',
      body: 'Give a sentence the stage it deserves in fashion, bold red or literary style.',
    },
  },
  updates: {
    eyebrow: 'Updates',
    title: 'What is new and what is next',
    latest: 'Latest release',
    latestVersion: 'V1.0.4',
    latest1: 'V1.0.4 is out, with faster previews and sharper exports.',
    latest2: 'Profile cards gain a code-card (coderCard) template with light and dark themes.',
    latest3: 'The name on a profile card can now be customised.',
    planned: 'Planned',
    plannedBadge: 'In the works',
    planned1: 'One-click AI card generation: a language model turns your article into a finished card.',
    planned2: 'Custom image upload for backgrounds and illustrations on every card type.',
    planned3: 'Synchronised article writing: edit the text and the card side by side.',
    planned1Live:
      'One-click AI card generation is live: press “AI generate” in the profile, article, note and quote makers.',
    liveBadge: 'Live',
  },
  steps: {
    eyebrow: 'How it works',
    title: 'A card in three steps',
    step: 'Step {{n}}',
    one: { title: 'Choose a tool', body: 'Pick the kind of card you need and a template you like.' },
    two: {
      title: 'Paste your text',
      body: 'Write in the labelled format, or use the example and edit it. The preview follows along.',
    },
    three: {
      title: 'Save the image',
      body: 'Tune colours and fonts, then download a crisp PNG to share anywhere.',
    },
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions, answered',
    more: 'More answers in the FAQ',
    q1: 'Is Inkcard free?',
    a1: 'Yes. Every maker and template is free to use. Editing and previewing need no account; saving images of profile, note, quote and article cards needs a free account.',
    q2: 'What text format should I use?',
    a2: 'Each maker shows a hint and an example. Lines start with a label and a colon, such as 标题：, and blocks are separated by blank lines. Full-width and ASCII colons both work.',
    q3: 'Can an AI assistant write the text for me?',
    a3: 'Yes, that is how many people use Inkcard: ask your assistant to summarise an article in the labelled format shown in the maker, then paste the result.',
    q4: 'Where is my content stored?',
    a4: 'Your card text stays in your browser, and images are created on your device, unless you send the text to AI generation (it goes to our server and the AI service, which keep no copy for us) or save or share a card (kept on our server). We keep your account details and, when you download a card, its type, template and title. The privacy policy has the details.',
  },
  cta: {
    title: 'Your next card is one paste away',
    body: 'Start with an example and make it yours in a minute.',
    button: 'Make a profile card',
  },
};
