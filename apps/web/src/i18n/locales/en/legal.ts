/** English UI strings: legal. The source of truth; zh/legal.ts must have the same keys. */
export const legal = {
  updated: 'Last updated: {{date}}',
  updatedDate: '28 November 2026',
  onThisPage: 'On this page',
  related: 'Related pages',
  emailUs: 'Email {{email}}',
  sendFeedback: 'Send feedback by email',
  pages: {
    help: {
      title: 'Help center',
      lead: 'Everything you need to make your first card: how the makers work, the labelled text format and how to save your image.',
      sections: {
        s1: {
          heading: 'Getting started',
          body: 'Open a maker from the Tools menu: profile card, article card, note card, quote card or blessing card. On a wide screen a maker has three columns: the template and text on the left, the live preview in the middle and the style panel on the right. On a phone the preview comes first, with the text below it and the style panel last. The blessing maker shows its preview beside (on a phone, above) its content and style settings.\n\nNot sure what to write? Press "Use example" to load a sample, then edit it line by line. Have plain text already, such as an article, a bio or a post? Paste it into the profile, article, note or quote maker and press "Smart paste": it is arranged into that card\'s labels right in your browser, and "Back to my original text" undoes it.',
        },
        s2: {
          heading: 'The labelled text format',
          body: "Most makers read labelled text: each piece of content starts with a label, a colon and the value. Full-width (：) and ASCII (:) colons both work, and every label has a Chinese and an English form (标题 or Title, 作者 or Author). Blocks are separated by a blank line, and a value may continue over several lines until the next label.\n\n- Labels are written as shown in each maker's Format box, for example 标题 / Title or 作者 / Author.\n- Lines the card cannot use are listed under the preview with their line numbers.\n- Leave out any label you do not need; the card simply omits that part.",
          example:
            'Title: Where to go this weekend\n\nBody: A new brunch place opened south of the river;\nthe pancakes and the pour-over are both excellent.\n\nTags: food weekend brunch',
        },
        s3: {
          heading: 'Profile cards',
          body: 'Write one item per line as "Label: value". Skills are separated by commas. The creative template also reads Nickname, Location, Tags, numbered Achievements ("1. …") and Offerings starting with a dash. The coder card uses Name, Title, Email and a WeChat id.',
          example:
            'Name: Lin Xiaoyu\nTitle: Product designer\nEmail: xiaoyu@example.com\nPhone: +86 138 0000 0000\nAddress: Shanghai\nBio: I like making complicated things simple.\nSkills: Figma, interaction design, illustration',
        },
        s4: {
          heading: 'Note cards',
          body: 'Use the labels Title, Body, Shop info, Must-order dishes, Tips and Tags (separated by spaces). Press "Generate note": a long note becomes a cover and 3:4 content pages, which you can download one by one or as a ZIP. Add a cover image (JPG, PNG, WebP or GIF up to 5 MB) from the upload box; it stays in your browser.',
        },
        s5: {
          heading: 'Quote cards',
          body: 'Choose the fashion, bold red or literary style. Labels: Quote, Author, Source, Tags, Slogan, Organization and Signature. A quote reads best under 50 characters.',
          example:
            'Quote: Life is not about waiting for the storm to pass, but learning to dance in the rain.\n\nAuthor: Vivian Greene\n\nTags: life courage',
        },
        s6: {
          heading: 'Article cards',
          body: 'Paste a summary with Title, Subtitle, Author, Author Position, Core Concept, numbered Key Points, Important Quotes, Conclusion and Source, or paste the article itself and press "Smart paste" to draft them. Press "Update card" to refresh the preview and "Clear" to start over. Changing the template reloads its example.',
        },
        s7: {
          heading: 'Blessing cards',
          body: 'Fill in the festival name, the blessing and your signature, then choose the classic style (colours, font sizes, pattern and font) or the creative style (one of nine colour schemes). The blessing maker works without an account.',
        },
        s8: {
          heading: 'Saving your card',
          body: 'Press the download button at the top of the preview to get a high-resolution PNG (a long note downloads as a ZIP of pages). Saving profile, note, quote and article cards needs a free account: if you are signed out, your text, template and style are kept while you sign in and restored afterwards.',
        },
        s9: {
          heading: 'Troubleshooting',
          body: '- The preview is empty: check that each block starts with a label from the Format box; the lines the card cannot use are listed under the preview.\n- A note page is too full: the maker names the page; shorten that part or choose a smaller body size.\n- The image upload fails: a note cover must be a JPG, PNG, WebP or GIF under 5 MB, an avatar a JPG, PNG or GIF under 2 MB.\n- Still stuck? Write to us from the contact page.',
        },
      },
    },
    faq: {
      title: 'Frequently asked questions',
      lead: 'Short answers to the questions we hear most often.',
      sections: {
        s1: {
          heading: 'Is Inkcard free?',
          body: 'Yes. All makers and templates are free. You only need a free account to save images of profile, note, quote and article cards.',
        },
        s2: {
          heading: 'Why do I need an account to download?',
          body: 'Accounts let us keep the service fair and understand which templates people use. Editing, previewing and the blessing maker work without one, and your text is kept while you sign in.',
        },
        s3: {
          heading: 'Which email addresses can I register with?',
          body: 'Registration currently supports QQ Mail and 163 Mail addresses. We send a verification code to confirm the address.',
        },
        s4: {
          heading: 'Can I use an AI assistant to prepare the text?',
          body: 'Yes. Paste plain text into the profile, article, note or quote maker and press "Smart paste": it arranges the text into the card\'s labels in your browser, without AI. Where this site has a language model set up, "AI generate" writes the labels for you once you are signed in. You can also copy the format from the maker\'s hint box, ask your own assistant to summarise your article in exactly that format, and paste the answer. Check names and facts before you share.',
        },
        s5: {
          heading: 'Why does my card look different from the example?',
          body: 'Each label fills a specific part of the card. If a label is misspelled or missing its colon, that part stays empty. Compare your text with the example line by line.',
        },
        s6: {
          heading: 'What size are the exported images?',
          body: 'Cards export as PNG at two or three times their on-screen size, so they stay sharp on high-resolution phone screens and in print-quality slides.',
        },
        s7: {
          heading: 'Can I use the cards commercially?',
          body: 'The cards you make with your own content are yours to use. Make sure you have the right to use any text, quotes, names and images you put on them.',
        },
        s8: {
          heading: 'Does Inkcard work on my phone?',
          body: 'Yes. Every page works from 375 px wide screens upwards; on a phone the maker columns stack, with the preview above the text.',
        },
        s9: {
          heading: 'How do I switch language or dark mode?',
          body: 'Use the language button and the sun/moon button at the top right. Both choices are remembered on this device.',
        },
      },
    },
    contact: {
      title: 'Contact us',
      lead: 'Questions, partnership ideas or a problem with your account? We are happy to hear from you.',
      sections: {
        s1: {
          heading: 'Email',
          body: 'Write to contact@inkcard.app. This address reaches the whole team and is the fastest way to get help.',
        },
        s2: {
          heading: 'Response time',
          body: 'We answer within two working days (Monday to Friday, China Standard Time). Account and security issues are handled first.',
        },
        s3: {
          heading: 'What to include',
          body: '- The email address of your Inkcard account, if the question is about your account.\n- The page or maker you were using and what you expected to happen.\n- A screenshot, if something looks wrong.',
        },
        s4: {
          heading: 'Privacy requests',
          body: 'To delete your account or ask what data we hold about you, email us from the address you registered with and we will confirm within seven days.',
        },
      },
    },
    feedback: {
      title: 'Feedback',
      lead: 'Inkcard improves because people tell us what works and what does not. Every message is read.',
      subject: 'Inkcard feedback',
      sections: {
        s1: {
          heading: 'How to send feedback',
          body: 'Use the button below to open an email to contact@inkcard.app with the subject "Inkcard feedback" filled in, or write to that address from any mail app.',
        },
        s2: {
          heading: 'Reporting a problem',
          body: '- What you did, step by step.\n- What you expected and what happened instead.\n- Your browser and device, for example Chrome on Windows or Safari on iPhone.\n- The text you pasted, if the card did not come out right.',
        },
        s3: {
          heading: 'Suggesting a feature or template',
          body: 'Tell us what kind of card you would like to make and where you would share it. Examples or sketches help a lot. Popular ideas go on the planned list on the home page.',
        },
      },
    },
    terms: {
      title: 'Terms of service',
      lead: 'These terms apply when you use Inkcard. By using the site you agree to them.',
      sections: {
        s1: {
          heading: 'The service',
          body: 'Inkcard turns text you provide into image cards. Editing and previewing are available to everyone; saving images of some card types requires a free account.',
        },
        s2: {
          heading: 'Your account',
          body: 'Give a valid email address and keep your password secret. You are responsible for activity under your account. Tell us at once if you think someone else has access to it.',
        },
        s3: {
          heading: 'Your content',
          body: "You keep all rights to the text and images you put into Inkcard and to the cards you create. You confirm that you have the right to use that content and that it does not infringe anyone else's rights.",
        },
        s4: {
          heading: 'Acceptable use',
          body: "- Do not create content that is illegal, hateful, deceptive or that infringes the rights of others.\n- Do not attempt to disrupt the service, bypass the captcha or access other people's accounts.\n- Do not use automated tools to register accounts or download cards in bulk.",
        },
        s5: {
          heading: 'Our materials',
          body: 'The Inkcard software, templates and design remain ours. You may use the templates to create cards with Inkcard; you may not copy them into another product.',
        },
        s6: {
          heading: 'Availability and changes',
          body: 'We work to keep Inkcard available but do not guarantee uninterrupted service. We may change or discontinue features, and we will announce significant changes through the update notice.',
        },
        s7: {
          heading: 'Liability',
          body: 'Inkcard is provided as is. To the extent the law allows, we are not liable for indirect losses or for how cards are used after you download them.',
        },
        s8: {
          heading: 'Ending your use',
          body: 'You can stop using Inkcard at any time and ask us to delete your account. We may suspend accounts that break these terms.',
        },
        s9: {
          heading: 'Governing law and contact',
          body: "These terms are governed by the laws of the People's Republic of China. Questions: contact@inkcard.app.",
        },
      },
    },
    privacy: {
      title: 'Privacy policy',
      lead: 'We collect as little as we can, keep it on our own servers and never sell it. This page says what goes where, including when you use AI generation, save a card or share one.',
      sections: {
        s1: {
          heading: 'What we store about your account',
          body: '- Your email address and username.\n- Your password, only as a salted one-way hash; we can never see it.\n- Your avatar image, if you upload one.\n- Your role (for example normal user or member) and the date you registered.\n- Your sign-ins: when each session began and when it ends (the session key itself only as a hash).\n- The emailed codes you ask for (sign-up, password reset, sign-in by code): when, what for and whether they were used; the codes themselves only as hashes. These records are deleted after a day.\n- Your API tokens, if you create any: their names and when they were made and last used (each token only as a hash); and the images you rendered through the API or an AI assistant, kept at their link until it expires.',
        },
        s2: {
          heading: 'Where the text of your cards goes',
          body: '- Making a card happens in your browser: the text you type or paste, its style and any picture you add stay in this browser (the maker keeps your draft in its local storage) and the image is drawn on your device.\n- AI generation sends the text in the editor to our server, which passes it to the AI model service this site is configured with (the AI panel names it), and the labelled text it writes comes back the same way. Our server keeps no copy of your text or of the answer and does not write them to its logs; the AI service handles them under its own terms. Only signed-in users can use it, and we count how many generations each account starts per day.\n- Saved cards (for signed-in users): a card you save is kept on our server, with its text, template, style and picture, until you delete it or your account.\n- Share links: a card you share can be read by anyone who has its link, until you delete the link or the card.\n- Downloads: when you download, copy or share an image we record the card type, the template and the card title, plus your account if you are signed in; the image itself stays on your device.',
        },
        s3: {
          heading: 'Usage statistics',
          body: 'When a page is viewed we record its path, the referring page and the page title. To count daily visitors without tracking anyone, we store a hash of the network address salted with a value that changes every day; the address itself is never stored and the hashes cannot be linked across days. If you are signed in, the view is also linked to your account.',
        },
        s4: {
          heading: 'What we do not collect',
          body: '- No third-party trackers, analytics services or advertising networks.\n- Fonts are served from our own server, so no font provider learns about your visit.\n- Text you never save, share or send to AI generation never leaves your browser.',
        },
        s5: {
          heading: 'Storage on your device',
          body: 'Inkcard keeps your preferences, your drafts and your sign-in in your browser: three cookies and a few local storage entries. The cookie policy lists every one of them and what it holds.',
        },
        s6: {
          heading: 'How long we keep data',
          body: 'Account data is kept while your account exists. When you delete your account, your account, avatar, saved cards, share links, sessions and email codes are removed at once; download and page-view records stay in the statistics without your account. Email code records are deleted after a day; reports of blocked content on our pages (which page, what was blocked) after 30 days.',
        },
        s7: {
          heading: 'Your choices',
          body: 'In the account settings you can change your username, password and avatar, download all your data (everything listed above, as a file) and delete your account yourself, confirming with your password. You can also write to contact@inkcard.app from your registered address.',
        },
        s8: {
          heading: 'Security',
          body: 'Connections are encrypted, passwords and session keys are stored only as hashes, sign-ins and codes are rate-limited, and access to the administration console is limited to a small number of administrators.',
        },
        s9: {
          heading: 'Changes to this policy',
          body: 'If we change what we collect, we will update this page and announce it in the update notice before the change takes effect.',
        },
      },
    },
    disclaimer: {
      title: 'Disclaimer',
      lead: 'Please read this before sharing the cards you make.',
      sections: {
        s1: {
          heading: 'Your content, your responsibility',
          body: 'Cards show the text and images you provide. Inkcard does not review them and is not responsible for their accuracy, legality or the consequences of sharing them.',
        },
        s2: {
          heading: 'Quotes and attributions',
          body: 'Example quotes and sample cards are for illustration. When you quote someone, check the wording and the attribution yourself.',
        },
        s3: {
          heading: 'AI-generated text',
          body: 'If you prepare text with an AI assistant, it may contain mistakes or invented facts. Review names, figures and claims before you publish a card.',
        },
        s4: {
          heading: 'No professional advice',
          body: 'Nothing on Inkcard, including the guide and examples, is legal, financial, medical or other professional advice.',
        },
        s5: {
          heading: 'External links',
          body: 'Links to other websites are provided for convenience. We do not control those sites and are not responsible for their content.',
        },
        s6: {
          heading: 'Service availability',
          body: 'We aim for the service to be available and correct but cannot promise that it will always be free of errors or interruptions.',
        },
      },
    },
    cookies: {
      title: 'Cookie policy',
      lead: 'Inkcard uses three strictly necessary cookies and a few local storage entries, all listed here. There are no advertising or tracking cookies.',
      sections: {
        s1: {
          heading: 'The three cookies',
          body: '- inkcard_captcha binds the captcha image on the sign-in form to your browser, so the answer can be checked; it expires after a few minutes.\n- inkcard_device is set when you sign in (or reset your password) and lets this browser keep signing in even while someone elsewhere is guessing your password; it lasts a year.\n- inkcard_session holds your sign-in when you did not tick “Remember me”: a session cookie, which your browser deletes when you close it, and which only this site’s pages read.\n\nNone of them holds personal data or is shared with anyone else.',
        },
        s2: {
          heading: 'Local storage',
          body: 'These entries stay in your browser and are never shared with third parties:\n\n- language: your interface language (zh or en).\n- darkMode: whether dark mode is on (true or false).\n- token and user: your signed-in session; token only when you ticked “Remember me”, for 30 days.\n- adminToken and adminUser: an administrator console session.\n- last-notification-version: the last update notice you closed.\n- savedProfileContent, savedTemplate, savedStyle and savedRedirectPath: your unsaved card while you sign in, removed once restored.\n- cardDraft.<kind> and cardDraft.<kind>.image: the card you are making in each maker (its text, template, style, and its cover or photo), so it is still there after a reload or on your next visit; “Start fresh” removes it.\n- exportScale.<kind>: the export scale you last chose for that kind of card.\n- cardForm.<kind>: whether that kind of card is drawn as one long card or as 3:4 pages.\n- uploadedImage: a note cover kept by an earlier version, until your note has a cover of its own.\n- profilePhoto: the photo you chose for your profile card (an uploaded picture never leaves your browser).\n\n<kind> is one of profile, article, xiaohongshu, quote and blessing.',
        },
        s3: {
          heading: 'Session storage',
          body: 'These are cleared when you close the tab:\n\n- lastTrackedPaths remembers the last few pages you opened in this tab so a page view is not counted twice.\n- react-router-scroll-positions remembers how far down each page of this tab you had scrolled, so Back returns you there.',
        },
        s4: {
          heading: 'Managing them',
          body: 'You can clear cookies and site data in your browser settings at any time. Clearing them signs you out, deletes your drafts and resets your language and theme choices; blocking the captcha cookie prevents signing in with a password (signing in with an emailed code still works).',
        },
      },
    },
  },
};
