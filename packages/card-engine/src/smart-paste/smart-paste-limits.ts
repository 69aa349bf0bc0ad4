/**
 * Longest text smart paste reads, in characters; the rest is left out (and said so). It keeps
 * ranking fast and the labelled text well under the parser's own limit.
 *
 * A module of its own: the maker names it on its first load, while smart paste itself is a chunk
 * loaded on intent. Kept beside defineSmartPaste, a static import of that module would make every
 * maker load its readers (about 8 KB) before its first frame.
 */
export const SMART_PASTE_MAX_CHARS = 12_000;
