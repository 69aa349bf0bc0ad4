import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from './verification-code-rules';

describe('canonicalMailbox: spellings a provider delivers to one mailbox, and nothing more', () => {
  it.each([
    ['john.doe+news@gmail.com', 'johndoe@gmail.com'],
    ['j.o.h.n.doe@googlemail.com', 'johndoe@gmail.com'],
    ['john.doe+x@outlook.com', 'john.doe@outlook.com'],
    ['me+shop@icloud.com', 'me@icloud.com'],
    // QQ Mail and 163 Mail: a dot or a plus is part of another mailbox's name.
    ['john.doe@qq.com', 'john.doe@qq.com'],
    ['john+doe@qq.com', 'john+doe@qq.com'],
    ['john.doe+x@163.com', 'john.doe+x@163.com'],
    ['a.b+c@example.com', 'a.b+c@example.com'],
  ])('%s → %s', (email, mailbox) => {
    expect(canonicalMailbox(email)).toBe(mailbox);
  });
});
