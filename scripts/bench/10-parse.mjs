// Budget (issue 5): parsing a 10 KB labelled text takes under 2 ms (median), and a 1 MB paste is
// refused (tooLong) in under 2 ms too, before any tokenizing. Runs the real
// card-engine source through tsx, in this Node process.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { quoteKind, blessingKind, profileKind, articleKind } = await tsImport(
  '../../packages/card-engine/src/index.ts',
  import.meta.url,
);
const parseQuote = quoteKind.parse;
const parseBlessing = blessingKind.parse;

const line = '生活不是等待风暴过去，而是学会在雨中跳舞。Life is about dancing in the rain. ';
const body = Array.from({ length: 110 }, (_, i) => `${i}. ${line}`).join('\n');
const quoteText = `名言内容：${body}\n\n作者：维维安·格林\n出处：《人生的智慧》\n标签：励志 生活 勇气\n标语：每天进步一点点\n组织：墨卡读书会\n签名：墨卡`;
const blessingText = `节日：春节\n祝福语：${body}\n署名：墨卡\n日期：2025年1月29日`;
// Profile: every field, a long multi-line bio and lists, so each line also meets the unknown-label check.
const profileText = [
  '姓名：林晓雨',
  '职位：产品设计师',
  '邮箱：xiaoyu@inkcard.cn',
  `个人简介：${body}`,
  `技能：${Array.from({ length: 40 }, (_, i) => `技能${i}`).join('，')}`,
  '标签：设计，摄影，徒步',
  '成就：',
  ...Array.from({ length: 20 }, (_, i) => `${i + 1}、完成第 ${i + 1} 个项目`),
  '可提供：',
  '- 设计咨询',
  '需要：',
  '- 合作伙伴',
  '公众号：晓雨说设计',
].join('\n');
const bytes = Buffer.byteLength(quoteText, 'utf8');
// The article: a long summary with every label family, sections and reactions repeated.
const articleText = fs.readFileSync(path.join(root, 'e2e/fixtures/articles/long-zh.txt'), 'utf8').repeat(2);
const articleBytes = Buffer.byteLength(articleText, 'utf8');

function median(run, n = 400) {
  for (let i = 0; i < 50; i++) run(); // warm the JIT
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)], p95: times[Math.floor(n * 0.95)] };
}

const q = median(() => parseQuote(quoteText, { tagMode: 'list' }));
const b = median(() => parseBlessing(blessingText));
const p = median(() => profileKind.parse(profileText));
const a = median(() => articleKind.parse(articleText));
const megabyte = `Quote: ${'x'.repeat(1_048_576)}`;
const refuse = median(() => parseQuote(megabyte), 100);
if (parseQuote(megabyte).ok || profileKind.parse(megabyte).ok) throw new Error('a 1 MB text must be refused');
if (
  !parseQuote(quoteText).ok ||
  !parseBlessing(blessingText).ok ||
  !profileKind.parse(profileText).ok ||
  !articleKind.parse(articleText).ok
) {
  throw new Error('bench inputs must parse');
}
const result = {
  inputKB: +(bytes / 1024).toFixed(1),
  quoteMedianMs: +q.median.toFixed(3),
  quoteP95Ms: +q.p95.toFixed(3),
  blessingMedianMs: +b.median.toFixed(3),
  profileKB: +(Buffer.byteLength(profileText, 'utf8') / 1024).toFixed(1),
  profileMedianMs: +p.median.toFixed(3),
  profileP95Ms: +p.p95.toFixed(3),
  articleKB: +(articleBytes / 1024).toFixed(1),
  articleMedianMs: +a.median.toFixed(3),
  articleP95Ms: +a.p95.toFixed(3),
  refuse1MBMedianMs: +refuse.median.toFixed(3),
  budgetMs: 2,
};
console.table(result);
fs.writeFileSync(path.join(root, 'bench-results/parse.json'), JSON.stringify(result, null, 2));
const ok =
  bytes >= 10 * 1024 &&
  Buffer.byteLength(profileText, 'utf8') >= 10 * 1024 &&
  articleBytes >= 10 * 1024 &&
  q.median < 2 &&
  b.median < 2 &&
  p.median < 2 &&
  a.median < 2 &&
  refuse.median < 2;
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exit(ok ? 0 : 1);
