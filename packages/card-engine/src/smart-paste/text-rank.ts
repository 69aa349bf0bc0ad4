import type { Lang } from '../kind';
import { wordsOf } from './sentences';

/** How many sentences are ranked at most: the graph grows with their square. */
export const TEXT_RANK_MAX_SENTENCES = 240;
const DAMPING = 0.85;
const ITERATIONS = 40;

/**
 * Scores sentences with TextRank (Mihalcea & Tarau, 2004): a sentence matters when it shares
 * words with other sentences that matter. Overlap is normalised by the log of both lengths, as
 * in the paper, and PageRank runs a fixed number of rounds, so the result is deterministic.
 * @param sentences - the sentences, in text order (only the first TEXT_RANK_MAX_SENTENCES count)
 * @param lang - their language (for cutting words)
 * @returns one score per sentence; those past the cap score 0
 */
export function rankSentences(sentences: readonly string[], lang: Lang): number[] {
  const n = Math.min(sentences.length, TEXT_RANK_MAX_SENTENCES);
  const words = sentences.slice(0, n).map((s) => new Set(wordsOf(s, lang)));
  const weights: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = words[i]!;
      const b = words[j]!;
      if (a.size === 0 || b.size === 0) continue;
      let shared = 0;
      for (const w of a) if (b.has(w)) shared++;
      if (shared === 0) continue;
      const w = shared / (Math.log(a.size + 1) + Math.log(b.size + 1));
      weights[i]![j] = w;
      weights[j]![i] = w;
    }
  }
  const outSum = weights.map((row) => row.reduce((s, w) => s + w, 0));
  let scores = new Array<number>(n).fill(1);
  for (let round = 0; round < ITERATIONS; round++) {
    const next = new Array<number>(n).fill(1 - DAMPING);
    for (let j = 0; j < n; j++) {
      if (outSum[j] === 0) continue;
      const share = (DAMPING * scores[j]!) / outSum[j]!;
      const row = weights[j]!;
      for (let i = 0; i < n; i++) if (row[i]! > 0) next[i]! += row[i]! * share;
    }
    scores = next;
  }
  return [...scores, ...new Array<number>(sentences.length - n).fill(0)];
}

/** Which sentences `topSentences` may pick. */
export interface TopSentenceOptions {
  /** Shortest sentence worth picking, in characters (default 8). */
  minChars?: number;
  /** Longest sentence worth picking, in characters (default 140). */
  maxChars?: number;
}

/**
 * The best sentences by TextRank, given back in the order the text has them. Sentences outside
 * the length range are skipped unless nothing else is left; ties go to the earlier sentence.
 * @param sentences - the sentences, in text order
 * @param count - how many to pick
 * @param lang - their language
 * @param options - the length range
 * @returns indexes into `sentences`, ascending
 */
export function topSentences(
  sentences: readonly string[],
  count: number,
  lang: Lang,
  options: TopSentenceOptions = {},
): number[] {
  const { minChars = 8, maxChars = 140 } = options;
  const scores = rankSentences(sentences, lang);
  const length = (i: number): number => Array.from(sentences[i]!).length;
  const fits = (i: number): boolean => length(i) >= minChars && length(i) <= maxChars;
  const order = sentences
    .map((_, i) => i)
    .sort((a, b) => Number(fits(b)) - Number(fits(a)) || scores[b]! - scores[a]! || a - b);
  return order.slice(0, Math.max(0, count)).sort((a, b) => a - b);
}
