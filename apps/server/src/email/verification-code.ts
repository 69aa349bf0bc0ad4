import type { CodePurpose, Locale } from '@inkcard/shared';
import type { MailMessage } from './mailer';

/** Escapes text for HTML element content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The copy of each mail, per language. Kept here, beside its only user, rather than in the web catalog. */
const COPY = {
  zh: {
    brand: '墨卡 Inkcard',
    codeSubject: { register: '墨卡注册验证码', reset: '墨卡重置密码验证码', login: '墨卡登录验证码' },
    codeIntro: {
      register: '您正在注册墨卡账号，请在页面中输入以下验证码：',
      reset: '您正在重置墨卡账号的密码，请在页面中输入以下验证码：',
      login: '您正在用邮箱验证码登录墨卡，请在登录页输入以下验证码：',
    },
    codeLink: '或打开这个一次性登录链接：',
    codeValid: '验证码 {minutes} 分钟内有效，且只能使用一次。',
    codeIgnore: '如果这不是您本人的操作，请忽略这封邮件，您的账号不会有任何变化。',
    existsSubject: '墨卡：该邮箱已注册',
    existsIntro: '有人（可能是您）尝试用这个邮箱注册墨卡账号，但这个邮箱已经注册过了。',
    existsAction: '如果您忘记了密码，可以在登录页点击“忘记密码”重新设置：',
    existsIgnore: '如果这不是您本人的操作，请忽略这封邮件，您的账号是安全的。',
    footer: '这是一封系统邮件，请勿直接回复。',
    alertSubject: '墨卡：有人在尝试登录您的账号',
    alertIntro:
      '最近 15 分钟内，有人用错误的密码多次尝试登录您的墨卡账号（{email}）。为了保护账号，新的浏览器暂时无法用密码登录（最长约 16 分钟）；您以前登录过的浏览器不受影响。',
    alertWayIn: '如果是您本人需要登录，可以用邮箱验证码登录（不需要密码，完成后限制即解除）：',
    alertNotYou: '如果这不是您本人，建议尽快重置密码：在登录页点击“忘记密码”，重置完成后同样会解除限制。',
  },
  en: {
    brand: 'Inkcard 墨卡',
    codeSubject: {
      register: 'Your Inkcard sign-up code',
      reset: 'Your Inkcard password reset code',
      login: 'Your Inkcard sign-in code',
    },
    codeIntro: {
      register: 'You are creating an Inkcard account. Enter this code on the page:',
      reset: 'You are resetting the password of your Inkcard account. Enter this code on the page:',
      login: 'You are signing in to Inkcard with an emailed code. Enter this code on the sign-in page:',
    },
    codeLink: 'Or open this one-time sign-in link:',
    codeValid: 'The code is valid for {minutes} minutes and works once.',
    codeIgnore: 'If this was not you, ignore this email; nothing about any account changes.',
    existsSubject: 'Inkcard: this email is already registered',
    existsIntro:
      'Someone (perhaps you) tried to create an Inkcard account with this email address, but it already has one.',
    existsAction: 'If you forgot your password, use "Forgot password" on the sign-in page to set a new one:',
    existsIgnore: 'If this was not you, ignore this email; your account is safe.',
    footer: 'This is an automated message; replies are not read.',
    alertSubject: 'Inkcard: someone is trying to sign in to your account',
    alertIntro:
      'In the last 15 minutes someone tried to sign in to your Inkcard account ({email}) with wrong passwords many times. To protect it, new browsers cannot sign in with the password for a while (up to about 16 minutes); browsers you have signed in with before are not affected.',
    alertWayIn:
      'If you need to sign in, sign in with an emailed code instead (no password needed; it lifts the pause):',
    alertNotYou:
      'If this was not you, consider resetting your password with "Forgot password" on the sign-in page; a reset lifts the pause too.',
  },
} as const;

/** Wraps body rows in a small, client-safe HTML layout (tables and inline styles only). */
function layout(locale: Locale, title: string, rows: string[]): string {
  const copy = COPY[locale];
  return `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif;color:#374151;">
<tr><td style="padding:24px 32px 8px;font-size:18px;font-weight:600;color:#4f46e5;">${escapeHtml(copy.brand)}</td></tr>
${rows.map((row) => `<tr><td style="padding:8px 32px;font-size:15px;line-height:1.6;">${row}</td></tr>`).join('\n')}
<tr><td style="padding:16px 32px 24px;font-size:12px;color:#9ca3af;">${escapeHtml(copy.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** Replaces {name} placeholders. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The mail carrying a verification code, as HTML plus text in the requester's language.
 * @param options - recipient, code, purpose, language and validity in minutes
 * @returns the message
 */
export function verificationCodeEmail(options: {
  to: string;
  code: string;
  purpose: CodePurpose;
  locale: Locale;
  minutes: number;
  /** The app's public URL: a sign-in code also comes as a one-time link to the sign-in page. */
  publicUrl?: string;
}): MailMessage {
  const copy = COPY[options.locale];
  const values = { code: options.code, minutes: String(options.minutes) };
  const subject = fill(copy.codeSubject[options.purpose], values);
  const intro = copy.codeIntro[options.purpose];
  const valid = fill(copy.codeValid, values);
  const link =
    options.purpose === 'login' && options.publicUrl
      ? signInLink(options.publicUrl, options.to, options.code)
      : undefined;
  const text = [
    intro,
    '',
    `    ${options.code}`,
    '',
    ...(link ? [copy.codeLink, link, ''] : []),
    valid,
    copy.codeIgnore,
    '',
    '—',
    copy.brand,
  ].join('\n');
  const html = layout(options.locale, subject, [
    escapeHtml(intro),
    `<div style="margin:8px 0;padding:16px;background:#eef2ff;border-radius:8px;text-align:center;font-size:32px;font-weight:700;letter-spacing:8px;color:#312e81;font-family:Menlo,Consolas,monospace;">${escapeHtml(options.code)}</div>`,
    ...(link
      ? [`${escapeHtml(copy.codeLink)}<br><a href="${escapeHtml(link)}" style="color:#4f46e5;">${escapeHtml(link)}</a>`]
      : []),
    escapeHtml(valid),
    `<span style="color:#6b7280;">${escapeHtml(copy.codeIgnore)}</span>`,
  ]);
  return { to: options.to, subject, text, html };
}

/**
 * The sign-in page with an emailed code filled in: the page shows the code form with it, and
 * signing in still takes a press (a mail scanner opening links signs nobody in).
 * @param publicUrl - the app's public URL
 * @param email - the account's address
 * @param code - the sign-in code
 * @returns the link
 */
export function signInLink(publicUrl: string, email: string, code: string): string {
  const url = new URL(`${publicUrl.replace(/\/+$/, '')}/login`);
  url.searchParams.set('email', email);
  url.searchParams.set('code', code);
  return url.toString();
}

/**
 * The mail telling an account's owner that its sign-in throttle tripped (someone is guessing the
 * password), in both languages since the guesser's language says nothing about the owner's, with
 * the ways in that lift the pause: a sign-in by emailed code, or a password reset.
 * @param options - the account's address and the app's public URL
 * @returns the message
 */
export function signInAlertEmail(options: { to: string; publicUrl: string }): MailMessage {
  const loginUrl = `${options.publicUrl.replace(/\/+$/, '')}/login?by=code`;
  const parts = (['zh', 'en'] as const).map((locale) => {
    const copy = COPY[locale];
    const intro = fill(copy.alertIntro, { email: options.to });
    return { copy, intro };
  });
  const subject = `${COPY.zh.alertSubject} / ${COPY.en.alertSubject}`;
  const text = parts
    .flatMap(({ copy, intro }) => [intro, '', copy.alertWayIn, loginUrl, '', copy.alertNotYou, '', '—', copy.brand, ''])
    .join('\n');
  const html = layout(
    'zh',
    subject,
    parts.flatMap(({ copy, intro }) => [
      escapeHtml(intro),
      `${escapeHtml(copy.alertWayIn)}<br><a href="${escapeHtml(loginUrl)}" style="color:#4f46e5;">${escapeHtml(loginUrl)}</a>`,
      `<span style="color:#6b7280;">${escapeHtml(copy.alertNotYou)}</span>`,
    ]),
  );
  return { to: options.to, subject, text, html };
}

/**
 * The mail sent instead of a code when someone asks to register an address that already has an
 * account: the owner learns it and how to reset, while the requester sees the usual answer.
 * @param options - recipient, language and the app's public URL
 * @returns the message
 */
export function accountExistsEmail(options: { to: string; locale: Locale; publicUrl: string }): MailMessage {
  const copy = COPY[options.locale];
  const loginUrl = `${options.publicUrl.replace(/\/+$/, '')}/login`;
  const text = [copy.existsIntro, '', copy.existsAction, loginUrl, '', copy.existsIgnore, '', '—', copy.brand].join(
    '\n',
  );
  const html = layout(options.locale, copy.existsSubject, [
    escapeHtml(copy.existsIntro),
    `${escapeHtml(copy.existsAction)}<br><a href="${escapeHtml(loginUrl)}" style="color:#4f46e5;">${escapeHtml(loginUrl)}</a>`,
    `<span style="color:#6b7280;">${escapeHtml(copy.existsIgnore)}</span>`,
  ]);
  return { to: options.to, subject: copy.existsSubject, text, html };
}
