/** English UI strings: guide. The source of truth; zh/guide.ts must have the same keys. */
export const guide = {
  eyebrow: 'User guide',
  title: 'How to use Inkcard',
  lead: 'Nine short sections take you from your first paste to a finished image: what each maker does, the text it reads and a few tips for cards that look great. Every card on this page is drawn live by the same templates the makers use.',
  toc: 'Contents',
  language: 'Guide language',
  example: 'Example text (the card beside it is made from it)',
  tip: 'Tip:',
  openTemplate: 'Open {{name}} in its maker',
  makers: 'The five makers and their templates',
  sampleOf: 'Sample {{name}} card',
  sections: {
    overview: {
      title: 'Feature overview',
      body: 'Inkcard turns labelled text into image cards. You paste or type a few lines such as "Title: …", the card is drawn beside your text as you work, and you save it as a high-resolution PNG.\n\nEveryone can edit, preview and load examples without an account. Downloading profile, article, note and quote cards needs a free account; when you sign in from a maker, your text, template and style are kept and restored. Blessing cards download without an account.\n\nNo labels yet? The profile, article, note and quote makers have a "Smart paste" button: paste plain text (an article, a bio, a post) and it is arranged into the card\'s labels right in your browser, with a way back to your original. Where the site has a language model set up, "AI generate" writes the labels for you once you are signed in.\n\nThe interface works in Chinese and English, in light and dark mode, and on phones as well as desktops.',
    },
    profile: {
      title: 'Profile cards',
      body: 'Choose one of the five templates, then write one item per line as "Label: value". Press "Generate card" to draw it; from then on the card follows your typing half a second after you stop.\n\n- Name, Title, Email, Phone, Address, Bio and Skills (separated by commas) work in every template.\n- Creative also reads Nickname, Location, Tags, Achievements, Offerings and Needs (one item per line).\n- The Code card writes your profile as code, uses a WeChat id in place of the phone, and has switches for a dark or light theme and Chinese or English labels.\n- The Photo box puts your account avatar or a picture from this device on the card; the picture never leaves your browser.',
      tip: 'Choosing a template loads its example. When you are signed in, your username is already on the name line.',
    },
    article: {
      title: 'Article cards',
      body: 'The maker opens on Hot News with its example. Paste a labelled summary into the 25-row text box and press "Update card"; "Clear" empties the text and hides the preview. Choosing another of the thirteen templates loads its example.\n\n- Title, Subtitle, Author, Author Position, Date and Lead introduce the article.\n- Core Concept is one sentence; Key Points are numbered lines ("1. …").\n- Quotes, one per line, may end with "— Speaker"; Conclusion and Source close the card.\n- Section, Main Content and Points build chapters and may repeat.\n\nEach template shows the labels it reads in its Format box. A line the card cannot use is listed under the preview with its line number.',
      tip: 'Paste the whole article and press "Smart paste" for a first draft of the labels. Or ask your AI assistant to "summarise this article using exactly these labels", give it the labels from the Format box, then paste its answer here.',
    },
    note: {
      title: 'Note cards (Xiaohongshu)',
      body: 'Write blocks separated by blank lines, each starting with its label: Title (required), Body, Shop info, Must-order dishes, Tips and Tags (separated by spaces). Inside the body, "## " starts a heading, "1." and "-" start list items, and a line of "---" starts a new page.\n\nPress "Generate note": a short note is one 3:4 page; a longer one becomes a cover with the title and tags followed by content pages, and after that the pages follow your typing. Add a cover image (JPG, PNG, WebP or GIF up to 5 MB); it stays in your browser. Download one page, or all of them as a ZIP.',
      tip: 'A Xiaohongshu post works best with 1–9 images, so keep a note to nine pages or fewer, and give it 3–5 tags.',
    },
    quote: {
      title: 'Quote cards',
      body: 'Choose Fashion (white with a pink accent), Red bold or Literary (cream paper with brown accents). Each has its own format hints and example, and "Use example" loads it. The card appears as soon as your text contains a quote and follows your typing.\n\nLabels: Quote, Author, Source, Tags (separated by spaces), Slogan, Organization and Signature; the Chinese labels 名言内容, 作者, 出处, 标签, 标语, 组织 and 签名 work too. The style panel changes colours, fonts, sizes, card width, corners and decorations.',
      tip: 'A quote works best under 50 characters: short lines stay large and easy to read.',
    },
    blessing: {
      title: 'Blessing cards',
      body: 'Fill in the festival name, the blessing (up to four lines fit nicely) and your signature; the date is today unless you change it. The Classic style lets you set the background and text colours, three font sizes, a pattern (clouds, leaves, snow, moon and more) and a font. The Creative style offers nine colour schemes, such as Modern Simple, Elegant Purple and Ocean Blue, and an icon.\n\nCards are 3:4, the shape Xiaohongshu shows uncropped (9:16 for phone screens is one click away); long wishes shrink to fit, and cards download without an account.',
    },
    templates: {
      title: 'The Hot News and Light Blue Sky templates',
      body: 'Two article templates read labels of their own.\n\n- Hot News adds Global Reactions, one per line as "May 8 14:30 - Title: content", and Potential Impact, an overview sentence followed by "- Title: content" lines. Its reading time is counted for you: the characters divided by 500, at least one minute.\n- Light Blue Sky adds Key Achievements, one per line starting with "- ", and turns every Section into a numbered step.',
      tip: 'Open either template from here to start from its full example.',
    },
    gallery: {
      title: 'Gallery',
      body: 'The gallery shows nine featured cards across every maker, then every template kind by kind, all drawn live from the templates and their examples. "View details" or "Use" opens that maker in a new tab on the same template with the same text, so you can keep the gallery open while you make your own.',
    },
    quickStart: {
      title: 'Quick start',
      body: '1. Open a maker from the Tools menu.\n2. Press "Use example" to see a finished card.\n3. Replace the example with your own text, keeping the labels, or paste plain text and press "Smart paste".\n4. Adjust colours, fonts and sizes in the style panel.\n5. Press the download button to save a PNG (sign in first, except for blessing cards).',
    },
  },
  api: {
    title: 'Appendix: the API, the command line and the MCP server',
    lead: 'Cards without a browser: scripts, Obsidian plug-ins and AI assistants get the same templates and the same PNG as the download button, drawn by this site’s own headless Chromium.',
    tokensTitle: 'Tokens',
    tokens:
      'Create a personal token in Settings → API tokens (it is shown once) and send it with every call as “Authorization: Bearer ink_…”. Each token may make {{perMinute}} calls a minute and {{perDay}} renders a day (UTC) unless the site says otherwise; API renders are counted like downloads. Revoking a token stops it at once.',
    templates:
      'Lists every kind with the labels its text reads (quote: 名言内容 / Quote, 作者 / Author…) and every template with its Chinese and English name, description, sizes, forms and default style.',
    render: 'Draws one card. A JSON body with these fields:',
    fieldsCaption: 'The fields of a render request',
    kindEntry: '{{id}} ({{name}})',
    kindSeparator: ', ',
    field: 'Field',
    meaning: 'Meaning',
    fields: {
      kind: 'Required, one of: {{kinds}}.',
      template: 'Required: the template id, with or without its kind (quote/redBold or redBold).',
      lang: 'zh (default) or en: the card’s language, and the language of error messages.',
      text: 'Labelled text, one “Label: value” block per field, as in the makers. Without text or content the template’s example is drawn.',
      content: 'The kind’s content as JSON instead of text (the blessing’s festival, blessing and signer).',
      style: 'Style fields over the template’s default style (colours, fonts, sizes, width).',
      size: 'auto, 3:4, 1:1 or 9:16 where the template offers them; a ratio is 1080 px wide at the kind’s scale.',
      form: 'card (default) or pages: an article template’s 3:4 pages, answered as a ZIP.',
      scale: '1–4 pixels per CSS pixel; 3 for quotes and blessings, 2 otherwise.',
      today: 'YYYY-MM-DD: the date a blessing shows instead of today’s.',
      image: 'A note’s cover or a profile’s photo as a data:image/…;base64 URL (about 1.5 MB at most).',
      background: 'opaque (default: square corners on the card’s colour) or transparent rounded corners.',
    },
    answer:
      'The answer is image/png (or application/zip of 01.png, 02.png… for pages). Its headers say X-Inkcard-Pages, X-Inkcard-Fit (fits, shrunk or overflow), X-Inkcard-Shrunk, X-Inkcard-Width, X-Inkcard-Height and X-Inkcard-Renders-Left.',
    errors:
      'Errors are JSON { success: false, code, message } in the request’s language: 401 without a valid token, 403 for a browser sign-in token, 422 for an unknown template, size or form and for text the card cannot read (issues lists each line with its message), 413 for a body over 3 MB, 429 past the token’s limits and 503 when the queue is full or the server has no Chromium, with Retry-After.',
    cliTitle: 'Command line',
    cli: 'In a clone of Inkcard, “npm run render” draws cards with no server running (it builds the app once if needed). Text comes from --in or standard input, the PNG goes to --out or standard output; errors are one line and exit code 2 for bad input. --server and --token send the job to a running Inkcard instead.',
    mcpTitle: 'MCP for AI assistants',
    mcp: 'The MCP server offers list_templates, render_card and format_text (plain text → a kind’s labelled text, no AI). render_card answers the PNG as an image, a link to it (kept {{hours}} hours) and data: pages, size, whether the text was shrunk. Use the Streamable HTTP endpoint /mcp with your token, or run “npm run mcp” locally over stdio.',
    openapi: 'Every field and answer, machine-readable:',
  },
};
