import {
  AI_INPUT_MAX_CHARS,
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_CONCURRENT,
  BATCH_MAX_ROWS,
  CARDS_PER_USER_MAX,
  CARD_STATE_MAX_BYTES,
} from './limits';
import { UNEXPECTED_ERROR_TEXT } from './error-basics';

/**
 * Every error code an API may answer, with its HTTP status and its message in both languages.
 * Services throw AppError(code); the server's error handler answers
 * `{ success: false, code, message }` in the requester's language; the web client maps `code`
 * back to the same message, so both sides always agree.
 */
export const ERRORS = {
  // generic
  NOT_FOUND: { status: 404, zh: '请求的资源不存在', en: 'The requested resource was not found' },
  ROUTE_NOT_FOUND: { status: 404, zh: '接口不存在', en: 'No such API endpoint' },
  METHOD_NOT_ALLOWED: { status: 405, zh: '不支持该请求方法', en: 'Method not allowed' },
  INVALID_JSON: { status: 400, zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  VALIDATION_FAILED: { status: 400, zh: '请检查表单填写是否正确', en: 'Please check the form and try again' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, zh: '不支持的内容类型', en: 'Unsupported content type' },
  PAYLOAD_TOO_LARGE: { status: 413, zh: '请求内容过大', en: 'The request is too large' },
  RATE_LIMITED: { status: 429, zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    zh: '服务暂时不可用，请稍后再试',
    en: 'The service is temporarily unavailable, please try again later',
  },
  SERVER_DRAINING: {
    status: 503,
    zh: '服务器正在重启，请稍后再试',
    en: 'The server is restarting, please try again in a moment',
  },
  STORAGE_FULL: {
    status: 503,
    zh: '服务器存储空间不足，暂时无法保存，请稍后再试',
    en: 'The server is out of storage space and cannot save right now, please try again later',
  },
  INTERNAL: { status: 500, ...UNEXPECTED_ERROR_TEXT },

  // auth
  REQUIRED_FIELDS: { status: 400, zh: '请填写所有必填项', en: 'Please fill in all required fields' },
  EMAIL_REQUIRED: { status: 400, zh: '请输入邮箱地址', en: 'Please enter your email address' },
  EMAIL_INVALID: { status: 400, zh: '邮箱格式不正确', en: 'That email address is not valid' },
  EMAIL_DOMAIN_NOT_ALLOWED: {
    status: 400,
    zh: '目前仅支持 QQ 邮箱和 163 邮箱',
    en: 'Only QQ Mail and 163 Mail addresses are supported for now',
  },
  EMAIL_AND_CODE_REQUIRED: {
    status: 400,
    zh: '请输入邮箱和验证码',
    en: 'Please enter your email and the verification code',
  },
  CAPTCHA_INVALID: {
    status: 400,
    zh: '图形验证码错误或已过期，请重新输入',
    en: 'The captcha is wrong or has expired, please try again',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    zh: '登录失败，请检查邮箱和密码',
    en: 'Login failed, please check your email and password',
  },
  LOGIN_THROTTLED: {
    status: 429,
    zh: '该账号登录失败次数过多，请稍后再试，或用邮箱验证码登录',
    en: 'Too many failed sign-in attempts for this account; try again later, or sign in with an emailed code',
  },
  UNAUTHENTICATED: { status: 401, zh: '认证已过期，请重新登录', en: 'Your session has expired, please sign in again' },
  FORBIDDEN: { status: 403, zh: '没有权限执行此操作', en: 'You do not have permission to do that' },
  CODE_COOLDOWN: {
    status: 429,
    zh: '验证码发送过于频繁，请 60 秒后再试',
    en: 'Please wait 60 seconds before requesting another code',
  },
  CODE_SEND_LIMIT: {
    status: 429,
    zh: '验证码发送次数过多，请一小时后再试',
    en: 'Too many codes requested, please try again in an hour',
  },
  CODE_INVALID: { status: 400, zh: '验证码错误', en: 'The verification code is incorrect' },
  CODE_EXPIRED: {
    status: 400,
    zh: '验证码已失效，请重新获取',
    en: 'The verification code has expired, please request a new one',
  },
  CODE_GUESSES_LIMITED: {
    status: 429,
    zh: '这个邮箱的验证码尝试次数过多，请稍后再试，或重新获取验证码',
    en: 'Too many tries of codes for this email; please wait a moment, or request a new code',
  },
  CODE_NOT_VERIFIED: { status: 400, zh: '请先验证邮箱验证码', en: 'Please verify your email code first' },
  EMAIL_SEND_FAILED: { status: 503, zh: '发送验证码失败', en: 'Failed to send the verification code' },
  EMAIL_TAKEN: { status: 409, zh: '该邮箱已被注册', en: 'That email address is already registered' },
  USERNAME_TAKEN: { status: 409, zh: '该用户名已被使用', en: 'That username is already taken' },
  USERNAME_INVALID: { status: 400, zh: '用户名需为 2-32 个字符', en: 'Usernames are 2 to 32 characters long' },
  PASSWORD_TOO_SHORT: { status: 400, zh: '密码长度不能少于6位', en: 'Passwords must be at least 6 characters' },
  PASSWORD_TOO_LONG: { status: 400, zh: '密码过长', en: 'That password is too long' },
  PASSWORD_TOO_COMMON: {
    status: 400,
    zh: '这个密码太常见了，请换一个更难猜的密码',
    en: 'That password is too common, please choose a harder one',
  },
  PASSWORD_MISMATCH: { status: 400, zh: '两次输入的密码不一致', en: 'The passwords do not match' },
  CURRENT_PASSWORD_WRONG: { status: 400, zh: '当前密码不正确', en: 'The current password is incorrect' },
  NO_CHANGES: { status: 400, zh: '没有需要保存的更改', en: 'There are no changes to save' },

  // uploads
  AVATAR_MISSING: { status: 400, zh: '请选择要上传的图片', en: 'Please choose an image to upload' },
  AVATAR_TYPE: { status: 415, zh: '只支持JPG、PNG和GIF格式的图片', en: 'Only JPG, PNG and GIF images are supported' },
  AVATAR_TOO_LARGE: { status: 413, zh: '图片大小不能超过2MB', en: 'Images must not exceed 2 MB' },
  AVATAR_UNREADABLE: {
    status: 400,
    zh: '无法读取这张图片，请换一张',
    en: 'That image could not be read, please try another one',
  },

  // admin
  ADMIN_INVALID_CREDENTIALS: { status: 401, zh: '用户名或密码无效', en: 'Invalid username or password' },
  ADMIN_UNAUTHENTICATED: {
    status: 401,
    zh: '管理员登录已过期，请重新登录',
    en: 'Your admin session has expired, please sign in again',
  },
  ROLE_CHANGE_FORBIDDEN: { status: 403, zh: '您无权授予或移除该角色', en: 'You may not grant or remove that role' },
  ROLE_CHANGE_SELF: { status: 403, zh: '不能修改自己的角色', en: 'You cannot change your own role' },
  LAST_SUPER_ADMIN: { status: 403, zh: '不能降级最后一位超级管理员', en: 'The last super admin cannot be demoted' },
  USER_NOT_FOUND: { status: 404, zh: '用户不存在', en: 'User not found' },
  LAST_SUPER_ADMIN_LEAVING: {
    status: 403,
    zh: '你是唯一的超级管理员：请先让另一位用户成为超级管理员，再注销账号',
    en: 'You are the only super admin: make someone else super admin before deleting your account',
  },

  // saved cards and share links (issue 25): another user's card is "not found", never "forbidden"
  CARD_NOT_FOUND: { status: 404, zh: '卡片不存在或已被删除', en: 'This card does not exist or has been deleted' },
  CARD_VERSION_CONFLICT: {
    status: 409,
    zh: '这张卡片已在别处（另一个标签页或设备）修改过，保存会覆盖那边的修改',
    en: 'This card was changed elsewhere (another tab or device) since you opened it; saving would overwrite that',
  },
  CARD_LIMIT_REACHED: {
    status: 409,
    zh: `最多保存 ${CARDS_PER_USER_MAX} 张卡片（包括最近删除的），请先彻底删除一些`,
    en: `You can keep at most ${CARDS_PER_USER_MAX} cards (recently deleted ones included); delete some for good first`,
  },
  CARD_STATE_INVALID: {
    status: 400,
    zh: '无法读取这张卡片的内容',
    en: "This card's content could not be read",
  },
  CARD_STATE_TOO_LARGE: {
    status: 413,
    zh: `卡片内容太大了（最多 ${CARD_STATE_MAX_BYTES / 1_000_000} MB），请换一张小一点的图片或删减文字`,
    en: `This card is too large (at most ${CARD_STATE_MAX_BYTES / 1_000_000} MB); use a smaller picture or less text`,
  },
  CARD_THUMBNAIL_INVALID: {
    status: 400,
    zh: '卡片缩略图不是可读取的 PNG、JPEG 或 WebP 图片',
    en: 'The card thumbnail is not a readable PNG, JPEG or WebP image',
  },
  CARD_THUMBNAIL_TOO_LARGE: { status: 413, zh: '卡片缩略图太大了', en: 'The card thumbnail is too large' },
  CARD_NOT_SHARED: {
    status: 409,
    zh: '请先打开这张卡片的分享链接',
    en: "Turn this card's share link on first",
  },

  // AI generation (issue 16): the provider's own answer is never shown; these say what happened.
  AI_DISABLED: {
    status: 503,
    zh: 'AI 生成未开启：本站没有配置语言模型。可以先用“智能整理”，不需要 AI。',
    en: 'AI generation is off: this site has no language model configured. Smart paste works without AI.',
  },
  AI_INPUT_TOO_LONG: {
    status: 413,
    zh: `文字太长了：AI 生成一次最多读 ${AI_INPUT_MAX_CHARS} 个字，请删减后再试。`,
    en: `The text is too long: AI generation reads at most ${AI_INPUT_MAX_CHARS.toLocaleString('en-US')} characters at a time.`,
  },
  AI_RATE_LIMITED: {
    status: 429,
    zh: 'AI 生成太频繁了，请稍等一分钟再试。',
    en: 'Too many AI generations in a row; please wait a minute.',
  },
  AI_QUOTA_EXCEEDED: {
    status: 429,
    zh: '今天的 AI 生成次数已用完，明天再来；也可以先用“智能整理”。',
    en: "You have used today's AI generations. Come back tomorrow, or use smart paste meanwhile.",
  },
  AI_PROVIDER_AUTH: {
    status: 502,
    zh: 'AI 服务拒绝了本站的密钥，请联系管理员检查配置。',
    en: "The AI service refused this site's key; please ask the administrator to check the settings.",
  },
  AI_PROVIDER_NOT_FOUND: {
    status: 502,
    zh: 'AI 服务找不到配置的模型，请联系管理员检查配置。',
    en: 'The AI service does not know the configured model; please ask the administrator to check the settings.',
  },
  AI_PROVIDER_BUSY: {
    status: 503,
    zh: 'AI 服务现在太忙了，请稍后再试。',
    en: 'The AI service is busy right now; please try again shortly.',
  },
  AI_PROVIDER_ERROR: {
    status: 502,
    zh: 'AI 服务出错了，请稍后再试，或先用“智能整理”。',
    en: 'The AI service failed; please try again later, or use smart paste.',
  },
  AI_TIMEOUT: {
    status: 504,
    zh: 'AI 服务太久没有回应，请稍后再试。',
    en: 'The AI service took too long to answer; please try again later.',
  },
  AI_STREAM_INTERRUPTED: {
    status: 502,
    zh: 'AI 的回答中途断开了，你的文字没有改动，请再试一次。',
    en: 'The AI answer was cut off; your text is unchanged. Please try again.',
  },
  AI_ANSWER_TOO_LARGE: {
    status: 502,
    zh: 'AI 服务的回答过长或格式异常，已停止读取；你的文字没有改动，本次不计入次数。',
    en: 'The AI service sent an answer too long or malformed to read; it was stopped, your text is unchanged and this try does not count.',
  },
  AI_UNPARSABLE: {
    status: 422,
    zh: 'AI 的回答不是这种卡片的格式，你的文字没有改动。可以再试一次，或用“智能整理”。',
    en: "The AI answer was not in this card's format; your text is unchanged. Try again, or use smart paste.",
  },

  // The public API, MCP and the render pool (issue 27).
  API_TOKEN_INVALID: {
    status: 401,
    zh: '需要有效的 API 令牌：请在“账号设置”中创建，并以 Authorization: Bearer <令牌> 发送。',
    en: 'A valid API token is required: create one in Settings and send it as Authorization: Bearer <token>.',
  },
  API_TOKEN_SESSION: {
    status: 403,
    zh: '这是网页登录令牌，不能调用开放接口；请在“账号设置”中创建 API 令牌。',
    en: 'That is a browser sign-in token, which the API does not accept; create an API token in Settings.',
  },
  API_RATE_LIMITED: {
    status: 429,
    zh: '这个 API 令牌的请求太频繁了，请稍后再试。',
    en: 'Too many requests with this API token; please slow down.',
  },
  API_QUOTA_EXCEEDED: {
    status: 429,
    zh: '这个 API 令牌今天的渲染次数已用完，明天（UTC）再来。',
    en: "This API token has used today's renders; the quota resets at midnight UTC.",
  },
  API_TOKEN_LIMIT: {
    status: 409,
    zh: '令牌数量已达上限，请先撤销不用的令牌。',
    en: 'You have reached the token limit; revoke one you no longer use first.',
  },
  API_TOKEN_NOT_FOUND: { status: 404, zh: '令牌不存在或已撤销', en: 'No such token, or it was revoked' },
  TEMPLATE_UNKNOWN: {
    status: 422,
    zh: '没有这个模板：可用的模板见 GET /api/v1/templates。',
    en: 'Unknown template: GET /api/v1/templates lists them.',
  },
  FORM_UNSUPPORTED: {
    status: 422,
    zh: '这个模板没有 3:4 分页形式。',
    en: 'This template has no 3:4 pages form.',
  },
  SIZE_UNSUPPORTED: {
    status: 422,
    zh: '这个模板不提供这个尺寸；可用尺寸见 GET /api/v1/templates。',
    en: 'This template does not offer that size; GET /api/v1/templates lists its sizes.',
  },
  CARD_INVALID: {
    status: 422,
    zh: '卡片的内容、样式或图片不符合要求。',
    en: "The card's content, style or picture is not valid for this kind.",
  },
  TEXT_UNREADABLE: {
    status: 422,
    zh: '这段文字无法读成这种卡片，请检查标签（见 issues）。',
    en: 'The text could not be read as this card; check its labels (see issues).',
  },
  RENDER_UNAVAILABLE: {
    status: 503,
    zh: '本站暂时无法生成图片（服务器缺少 Chromium 或尚未构建）。',
    en: 'This site cannot render images right now (the server has no Chromium, or no build).',
  },
  RENDER_BUSY: {
    status: 503,
    zh: '图片生成排队已满，请稍后再试。',
    en: 'The render queue is full; please try again shortly.',
  },
  RENDER_TIMEOUT: {
    status: 504,
    zh: '这张卡片生成超时，请稍后再试或缩短文字。',
    en: 'This card took too long to render; try again, or shorten the text.',
  },
  // batches (issue 28)
  BATCH_NOT_FOUND: {
    status: 404,
    zh: '批量任务不存在或已过期删除',
    en: 'No such batch, or it has expired and been deleted',
  },
  BATCH_FILE_TOO_LARGE: {
    status: 413,
    zh: `表格文件不能超过 ${BATCH_FILE_MAX_BYTES / 1_048_576} MB`,
    en: `The spreadsheet must not exceed ${BATCH_FILE_MAX_BYTES / 1_048_576} MB`,
  },
  BATCH_TOO_MANY_ROWS: {
    status: 400,
    zh: `一次批量最多 ${BATCH_MAX_ROWS} 行，请把表格拆成几份`,
    en: `A batch takes at most ${BATCH_MAX_ROWS} rows; please split the spreadsheet`,
  },
  BATCH_UNREADABLE: {
    status: 400,
    zh: '读不出这个表格，请用 CSV（逗号或制表符分隔）或 JSON 数组',
    en: 'This spreadsheet could not be read; use CSV (comma or tab separated) or a JSON array',
  },
  BATCH_NO_CARDS: {
    status: 400,
    zh: '没有一行能做成卡片，请检查列的对应和每行的内容',
    en: 'No row makes a card; check the column mapping and the rows',
  },
  BATCH_TOO_MANY_RUNNING: {
    status: 429,
    zh: `同时最多进行 ${BATCH_MAX_CONCURRENT} 个批量任务，请等前面的完成`,
    en: `At most ${BATCH_MAX_CONCURRENT} batches can run at once; please wait for one to finish`,
  },
  BATCH_NOT_DONE: { status: 409, zh: '这个批量任务还没有完成', en: 'This batch has not finished yet' },
  BATCH_CANCELLED: { status: 409, zh: '这个批量任务已取消', en: 'This batch was cancelled' },
} as const satisfies Record<string, { status: number; zh: string; en: string }>;

export type ErrorCode = keyof typeof ERRORS;
export type Locale = 'zh' | 'en';

/** The body of every failed API answer. */
export interface ErrorResponse {
  success: false;
  /** A stable machine-readable code; clients map it to a message. */
  code: string;
  /** A human message in the requester's language. */
  message: string;
  /** Per-field problems, when validation failed. */
  fields?: Record<string, string>;
  /** The public API's 422: what the parser or the schema found, line by line or field by field. */
  issues?: unknown[];
  /** What to do about it (the render pool's 503: how to install chromium). */
  hint?: string;
  /** A save's 409 CARD_VERSION_CONFLICT: the card as it is now (CardConflictResponse). */
  card?: unknown;
}

/**
 * The message for an error code in a language.
 * @param code - the error code
 * @param locale - zh or en
 * @returns the localised message
 */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return ERRORS[code][locale];
}

/**
 * Whether an unknown string is one of our error codes.
 * @param code - a value read from a response
 * @returns true when it names a known code
 */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

/**
 * Success messages the server answers in `message` (spec §8), in both languages, so the web
 * client can show the same text when it prefers its own catalog.
 */
export const SUCCESS_MESSAGES = {
  CODE_SENT: { zh: '验证码已发送到您的邮箱，请查收', en: 'A verification code has been sent to your email' },
  CODE_VERIFIED: { zh: '验证成功', en: 'Verified' },
  REGISTERED: { zh: '注册成功', en: 'Registered' },
  LOGGED_IN: { zh: '登录成功', en: 'Signed in' },
  ACCOUNT_DELETED: { zh: '账号已注销，你的数据已删除', en: 'Your account has been deleted, along with your data' },
  LOGGED_OUT: { zh: '已退出登录', en: 'Signed out' },
  PROFILE_SAVED: { zh: '基本信息已保存', en: 'Profile saved' },
  PASSWORD_UPDATED: { zh: '密码已更新', en: 'Password updated' },
  PASSWORD_RESET: { zh: '密码已重置，请使用新密码登录', en: 'Your password has been reset, please sign in' },
  AVATAR_UPDATED: { zh: '头像更新成功', en: 'Avatar updated' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type SuccessMessageKey = keyof typeof SUCCESS_MESSAGES;

/**
 * The success message for a key in a language.
 * @param key - the message key
 * @param locale - zh or en
 * @returns the localised message
 */
export function successMessage(key: SuccessMessageKey, locale: Locale): string {
  return SUCCESS_MESSAGES[key][locale];
}
