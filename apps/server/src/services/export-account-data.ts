import type { AccountDataExport } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import {
  findUserAvatarImage,
  listCodeRequests,
  listUserApiTokens,
  listUserDownloads,
  listUserRenderLinks,
  listUserSessions,
  listUserVisits,
} from '../db/queries/account-data';
import { listOwnerCardsForExport } from '../db/queries/cards';
import type { UserRow } from '../db/schema';
import { presentUser } from '../presenters/user';
import { trackingWriterFor } from '../tracking/tracking-writer';
import { aiGenerationsLeft } from './ai-usage';

/** One part of a user's data export: its name in the file and how it is read. */
export interface AccountDataSection {
  name: string;
  read: (deps: AppDeps, user: UserRow) => Promise<unknown>;
}

/**
 * What a user's export holds, section by section (issue 31): everything the server keeps of them.
 * A feature that stores something of a user adds its section here and its removal to
 * deleteAccountRows (saved cards go with their owner's row: ON DELETE CASCADE).
 */
export const ACCOUNT_DATA_SECTIONS: AccountDataSection[] = [
  {
    name: 'account',
    read: async (_deps, user) => ({ ...presentUser(user), updatedAt: new Date(user.updatedAt).toISOString() }),
  },
  { name: 'sessions', read: (deps, user) => listUserSessions(deps.database.db, user.id) },
  {
    name: 'avatar',
    read: async (deps, user) => {
      const image = await findUserAvatarImage(deps.database.db, user.id);
      if (!image) return null;
      const base64 = Buffer.from(image.data).toString('base64');
      return {
        fileName: image.fileName,
        createdAt: image.createdAt,
        dataUrl: `data:${image.mimeType};base64,${base64}`,
      };
    },
  },
  { name: 'downloads', read: (deps, user) => listUserDownloads(deps.database.db, user.id) },
  { name: 'pageViews', read: (deps, user) => listUserVisits(deps.database.db, user.id) },
  {
    name: 'aiGenerations',
    read: async (deps, user) =>
      deps.llm
        ? {
            dailyLimit: deps.env.LLM_DAILY_LIMIT,
            usedToday: deps.env.LLM_DAILY_LIMIT - (await aiGenerationsLeft(deps, user.id)),
          }
        : null,
  },
  { name: 'emailCodes', read: (deps, user) => listCodeRequests(deps.database.db, user.email) },
  { name: 'apiTokens', read: (deps, user) => listUserApiTokens(deps.database.db, user.id) },
  { name: 'renderLinks', read: (deps, user) => listUserRenderLinks(deps.database.db, user.id) },
  { name: 'cards', read: (deps, user) => listOwnerCardsForExport(deps.database.db, user.id) },
];

/**
 * Everything the server keeps about a user, for them to download.
 * @param deps - the app dependencies
 * @param user - the signed-in user
 * @param sections - what to read (every section by default)
 * @returns the export
 */
export async function exportAccountData(
  deps: AppDeps,
  user: UserRow,
  sections: readonly AccountDataSection[] = ACCOUNT_DATA_SECTIONS,
): Promise<AccountDataExport> {
  // Page views and downloads wait a second in memory before they are written: write them first.
  await trackingWriterFor(deps).flush();
  const read = await Promise.all(sections.map(async (s) => [s.name, await s.read(deps, user)] as const));
  return {
    about:
      '墨卡 Inkcard 保存的你的全部数据 / Everything Inkcard keeps about you. Card text you never saved or sent to AI stayed in your browser.',
    exportedAt: new Date().toISOString(),
    sections: Object.fromEntries(read),
  };
}
