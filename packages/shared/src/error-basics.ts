/*
 * What the web client's first page needs to report a failed call, apart from errors.ts: a bundler
 * puts a module in one chunk whole, so the first page importing anything from errors.ts would carry
 * every code's message in both languages (about 5 KB gzip of its 150 KB budget).
 */

/**
 * What a client shows when an answer carries no message of its own (a proxy's error page, a body
 * cut short): INTERNAL's text.
 */
export const UNEXPECTED_ERROR_TEXT = {
  zh: '服务器开小差了，请稍后再试',
  en: 'Something went wrong on our side, please try again later',
} as const;

/** What a client shows when a call never reached the server. */
export const NETWORK_ERROR_TEXT = {
  zh: '网络连接失败，请检查网络后重试',
  en: 'Network error, please check your connection',
} as const;

/**
 * Whether a value read from an answer has the shape of an error code (upper-case words joined by
 * '_'), known to this build or not: a client built before a server that added a code still keeps
 * that code and shows the server's message. Needs no table, so it costs the first page nothing.
 * @param code - a value read from a response
 * @returns true when it is shaped like a code
 */
export function isErrorCodeShaped(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(code) && code.length <= 64;
}
