/**
 * Every business constant of spec §9, defined once and imported by web and server alike.
 */

/** Client API timeout in ms (spec §7). */
export const API_TIMEOUT_MS = 30_000;
/** Delay before the single retry of a failed network call. */
export const API_RETRY_DELAY_MS = 2_000;

/** Passwords: at least 6 characters (spec §5); the upper bound keeps hashing cheap to attack-proof. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 32;
export const EMAIL_MAX_LENGTH = 254;

/** Email verification codes. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/**
 * Wrong guesses count per requester (client address, IPv6 /64), so nobody else's guessing can
 * void an owner's code (issue 31): the requester who asked for a code has this many tries on it
 * (then it is dead and a new one must be asked for); any other requester has this many per code
 * lifetime for that address, and all other requesters together VERIFICATION_CODE_OTHERS_MAX_GUESSES,
 * beyond which they are slowed (429 with Retry-After) while the codes stay good.
 */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_CODE_OTHERS_MAX_GUESSES = 10;
/** Per address, purpose and requester: a new code at most once a minute. */
export const VERIFICATION_RESEND_COOLDOWN_S = 60;
/** Requests for one address from one requester per hour, whether or not a mail went out. */
export const VERIFICATION_SENDS_PER_EMAIL_PER_HOUR = 5;
/** Requests from one requester (client address, IPv6 /64) per hour, for any address. */
export const VERIFICATION_SENDS_PER_IP_PER_HOUR = 20;
/** Mails one requester may cause to reach one mailbox (all its spellings) per hour; more are not sent. */
export const VERIFICATION_MAILS_PER_MAILBOX_PER_HOUR = 5;

/**
 * Sign-in throttling per account (OWASP ASVS 5.0 §6.3.1), on the user and the admin login alike:
 * at most this many failed passwords in a sliding window; further attempts are refused, without
 * checking the password, until the oldest failures age out. A browser that has signed in to the
 * account before (its device cookie) counts on its own, so guesses from elsewhere never lock the
 * owner out there.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/**
 * When an account's throttle refuses a sign-in, its owner is told by mail (issue 31), at most once
 * in this long, with a way in: a sign-in code, or a password reset (either clears the throttle).
 */
export const LOGIN_ALERT_INTERVAL_MS = 60 * 60_000;

/**
 * Requests per minute and requester (client address, IPv6 /64) for each sensitive route, shared
 * by every instance through the database.
 */
export const AUTH_RATE_LIMITS = {
  captcha: 30,
  login: 10,
  adminLogin: 20,
  sendCode: 10,
  verifyCode: 20,
  /** Signing in with an emailed code (issue 31). */
  loginCode: 10,
  register: 10,
  resetPassword: 10,
  logout: 30,
  me: 120,
  config: 120,
  profile: 20,
  password: 10,
  avatar: 10,
  /** Page views and download records (tracking endpoints): generous for a busy shared network. */
  tracking: 120,
  /** AI generation (issue 16); each signed-in user also has AI_GENERATIONS_PER_MINUTE and a daily quota. */
  aiStatus: 60,
  aiGenerate: 20,
  /** The public API and MCP per address, before any token is looked at (each token has its own limit too). */
  api: 240,
  /** Creating, listing and revoking one's API tokens in /settings. */
  apiTokens: 30,
  /** Batches (issue 28): starting one, and reading a batch's status, progress or ZIP. */
  batchCreate: 10,
  batchRead: 240,
  /** Content-Security-Policy violation reports a browser sends (issue 31). */
  cspReports: 30,
  /** A signed-in user's export of all their data, and the deletion of their account (issue 31). */
  accountData: 5,
  accountDelete: 5,
  /** Saved cards (issue 25): reading My cards, a share page's card; saving, renaming, sharing. */
  cardRead: 120,
  cardWrite: 60,
} as const;

/**
 * CSP violation reports (issue 31): the endpoint the policy names, the largest body it reads, the
 * most reports kept from one body, the most stored per UTC day (beyond, they are counted as
 * dropped, so a flood cannot fill the database) and how long they are kept.
 */
export const CSP_REPORT_PATH = '/api/csp-reports';
export const CSP_REPORT_GROUP = 'csp-endpoint';
export const CSP_REPORT_MAX_BODY_BYTES = 16 * 1024;
export const CSP_REPORTS_PER_BODY = 10;
export const CSP_REPORTS_PER_DAY = 10_000;
export const CSP_REPORT_RETENTION_DAYS = 30;

/** Captchas. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 4;

/**
 * Sessions. Without remember-me a session ends with the browser (the web app keeps its token in a
 * session cookie) and, on the server, after SESSION_IDLE_MS without use, each use pushing that
 * back, and at most SESSION_TTL_MS after sign-in (issue 31). With remember-me: thirty days.
 */
export const SESSION_IDLE_MS = 2 * 3_600_000;
export const SESSION_TTL_MS = 24 * 3_600_000;
export const SESSION_REMEMBER_TTL_MS = 30 * 24 * 3_600_000;
export const ADMIN_SESSION_TTL_MS = 12 * 3_600_000;

/** Avatars (spec §5): JPG, PNG or GIF, at most 2 MB. */
export const AVATAR_MAX_BYTES = 2_097_152;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');
export const AVATAR_UPLOAD_ATTEMPTS = 3;
export const AVATAR_UPLOAD_RETRY_DELAY_MS = 1_000;
/** Side of the stored square WebP avatar, in px. */
export const AVATAR_SIZE_PX = 256;

/** Note cover image: at most 5 MB. */
export const NOTE_IMAGE_MAX_BYTES = 5_242_880;
/** Profile card photo (an upload kept in the browser): at most 5 MB, like the note cover. */
export const PROFILE_PHOTO_MAX_BYTES = 5_242_880;
/** Side of the square the profile photo is stored at, in px (drawn at most ~100 CSS px, exported at 2×). */
export const PROFILE_PHOTO_SIZE_PX = 480;

/** Update notice (spec §1). */
export const UPDATE_NOTICE_VERSION = '2025.05.08';

/** UI timings (spec §9). */
export const RESEND_COUNTDOWN_S = 60;
export const REGISTER_REDIRECT_MS = 1_500;
export const REGISTER_ERROR_CLEAR_MS = 3_000;
export const PARSE_DEBOUNCE_MS = 500;
export const PRE_CAPTURE_WAIT_MS = 300;
export const ARTICLE_REGENERATE_DELAY_MS = 100;
export const LOGIN_REQUIRED_BANNER_MS = 8_000;
export const RESTORED_BANNER_MS = 5_000;
export const IMAGE_LOAD_TIMEOUT_MS = 15_000;

/** Download records: up to 3 tries, 1 s apart. */
export const DOWNLOAD_RECORD_ATTEMPTS = 3;
export const DOWNLOAD_RECORD_RETRY_DELAY_MS = 1_000;
/** Quote text is cut to this many characters in a download record's title. */
export const DOWNLOAD_TITLE_QUOTE_CHARS = 30;

/** Visit tracking (spec §4). */
export const VISIT_FIRST_DELAY_MS = 1_000;
export const VISIT_NAVIGATION_DELAY_MS = 100;
export const VISIT_DEDUPE_MS = 30_000;
export const VISIT_REMEMBERED_PATHS = 10;
export const VISIT_MEMORY_CLEAR_MS = 3_600_000;

/** Tracking field caps. */
export const TRACK_PATH_MAX = 512;
export const TRACK_REFERRER_MAX = 1_024;
export const TRACK_TITLE_MAX = 256;
export const TRACK_TEMPLATE_MAX = 64;

/**
 * The PNG scales (output pixels per CSS pixel) the API accepts; a kind's own default is its
 * `exportScale` in the engine (spec §9), and the engine's EXPORT_SCALES are these (kind-contract.test).
 */
export const EXPORT_SCALE_MIN = 1;
export const EXPORT_SCALE_MAX = 4;

/** Local storage keys (spec §3). */
export const STORAGE_KEYS = {
  language: 'language',
  darkMode: 'darkMode',
  token: 'token',
  user: 'user',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  lastNotificationVersion: 'last-notification-version',
  savedProfileContent: 'savedProfileContent',
  savedTemplate: 'savedTemplate',
  savedRedirectPath: 'savedRedirectPath',
  /** Not in the spec's list: the draft's style, so a login round trip keeps it too (issue 10). */
  savedStyle: 'savedStyle',
  uploadedImage: 'uploadedImage',
  /** Not in the spec's list: the profile card's photo choice and upload (issue 11), kept in the browser. */
  profilePhoto: 'profilePhoto',
} as const;
/**
 * The cookie that holds the user's token when they signed in without remember-me (issue 31): a
 * session cookie, so the session ends with the browser, shared by its tabs. Written and read by
 * the web app only; the server takes tokens from the Authorization header alone.
 */
export const SESSION_TOKEN_COOKIE = 'inkcard_session';
/** Session storage key for the visit tracker's memory. */
export const SESSION_KEY_LAST_TRACKED_PATHS = 'lastTrackedPaths';

/** The header that carries the admin token on /admin/ calls. */
export const ADMIN_TOKEN_HEADER = 'admin-token';
/** The cookie that binds a captcha to its requester; sent to /api, where both logins live. */
export const CAPTCHA_COOKIE = 'inkcard_captcha';
/** The cookie a browser gets when it signs in: its sign-in attempts then count on their own. */
export const DEVICE_COOKIE = 'inkcard_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3_600;

/**
 * AI generation (issue 16): the most characters of text one generation reads (about 8k tokens of
 * Chinese, a long article), the longest template id, and how many generations a signed-in user may
 * start per minute. The daily quota is LLM_DAILY_LIMIT (AI_DAILY_LIMIT_DEFAULT when unset).
 */
export const AI_INPUT_MAX_CHARS = 8_000;
export const AI_TEMPLATE_ID_MAX = 64;
export const AI_GENERATIONS_PER_MINUTE = 5;
export const AI_DAILY_LIMIT_DEFAULT = 50;
/** The longest answer the server passes on, in characters: a card never needs more. */
export const AI_OUTPUT_MAX_CHARS = 12_000;
/**
 * The most bytes read from the model's service for one answer, and for one line of a streamed
 * answer (one event): 2,048 tokens streamed take about 0.6 MB. Past either, reading stops and the
 * connection is closed, before anything is parsed (issue 31: a hostile or broken service).
 */
export const AI_ANSWER_MAX_BYTES = 2 * 1024 * 1024;
export const AI_ANSWER_MAX_LINE_BYTES = 64 * 1024;
/** Tokens a generation may write (the model's max_tokens). */
export const AI_MAX_OUTPUT_TOKENS = 2_048;
/** Default wait for the model to start answering, and the longest pause inside an answer (LLM_TIMEOUT_MS). */
export const AI_TIMEOUT_MS_DEFAULT = 60_000;
/** The longest a whole generation may take, however steadily the model writes. */
export const AI_TOTAL_TIMEOUT_MS = 180_000;
/** One retry of a failed request to the model (5xx, 408, 409, 429, a dropped connection), after this wait. */
export const AI_RETRY_DELAY_MS = 1_000;

/**
 * The public API and MCP server (issue 27). Every call carries a personal token (created in
 * /settings, shown once, stored hashed); each token may make API_TOKEN_RATE_PER_MINUTE calls a
 * minute and API_TOKEN_DAILY_RENDERS renders per UTC day. A server overrides both with
 * API_RATE_LIMIT and API_DAILY_QUOTA.
 */
export const API_TOKEN_RATE_PER_MINUTE = 60;
export const API_TOKEN_DAILY_RENDERS = 500;
/** Live tokens one account may hold at once. */
export const API_TOKENS_PER_USER = 10;
export const API_TOKEN_NAME_MAX = 64;
/** A token's last use is written at most this often (not on every call). */
export const API_TOKEN_LAST_USED_EVERY_MS = 60_000;
/** Labelled text a render reads at most (the maker's own limit, MAX_INPUT_CHARS in the engine). */
export const RENDER_TEXT_MAX_CHARS = 50_000;
/** A render's picture (note cover, profile photo) as a data: URL: about 1.5 MB of image. */
export const RENDER_IMAGE_MAX_CHARS = 2_000_000;
/** The largest render request body (text, content, style and picture). */
export const RENDER_BODY_MAX_BYTES = 3 * 1_048_576;
/** How long a render link (`/api/v1/renders/<id>.png`, what the MCP tool answers) stays valid. */
export const RENDER_LINK_TTL_MS = 24 * 3_600_000;

/**
 * Batches (issue 28): a spreadsheet of rows into a ZIP of cards. A file of at most
 * BATCH_FILE_MAX_BYTES and BATCH_MAX_ROWS rows; up to BATCH_BROWSER_MAX_ROWS render in the
 * browser, larger ones on the server, where each user may have BATCH_MAX_CONCURRENT batches
 * waiting or rendering at once. Results are kept BATCH_RESULT_TTL_MS, then deleted.
 */
export const BATCH_FILE_MAX_BYTES = 5 * 1_048_576;
export const BATCH_MAX_ROWS = 1_000;
export const BATCH_BROWSER_MAX_ROWS = 50;
export const BATCH_MAX_CONCURRENT = 2;
export const BATCH_RESULT_TTL_MS = 24 * 3_600_000;
/** Cards the maker previews before a batch starts. */
export const BATCH_PREVIEW_CARDS = 3;
/** A card's render is tried this many times (a killed worker's try does not count) before its row is marked failed. */
export const BATCH_JOB_MAX_ATTEMPTS = 3;
/** A worker that has not reported for this long is taken for dead; its cards go back to the queue. */
export const BATCH_WORKER_STALE_MS = 15_000;
/** How often a worker reports that it is alive (and its counts). */
export const BATCH_WORKER_HEARTBEAT_MS = 3_000;

/**
 * Saved cards (issue 25). A user keeps at most CARDS_PER_USER_MAX cards, recently deleted ones
 * included until they are purged (CARD_PURGE_AFTER_DAYS after deletion) or deleted for good; a
 * card's state is at most CARD_STATE_MAX_BYTES of JSON (UTF-8), room for the largest picture a
 * state carries (the note's cover, about 1.5 MB) and a long text.
 */
export const CARDS_PER_USER_MAX = 200;
export const CARD_STATE_MAX_BYTES = 2_500_000;
export const CARD_PURGE_AFTER_DAYS = 30;
/** The longest title a user may give a card (a title taken from the card is cut shorter). */
export const CARD_TITLE_MAX_CHARS = 80;
/** A card's thumbnail as uploaded (PNG, JPEG or WebP) and as stored (a JPEG at most this wide and tall). */
export const CARD_THUMBNAIL_MAX_BYTES = 1_048_576;
export const CARD_THUMBNAIL_MAX_WIDTH_PX = 600;
export const CARD_THUMBNAIL_MAX_HEIGHT_PX = 1_200;
export const CARD_THUMBNAIL_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The characters of a share id: base64url of 12 random bytes (96 bits). */
export const CARD_SHARE_ID_LENGTH = 16;
/**
 * The longest "copy link" a card may make without an account (its state compressed into the
 * URL's fragment): chat apps cut or refuse longer links. A bigger card asks to be saved instead.
 */
export const CARD_LINK_MAX_CHARS = 4_000;
