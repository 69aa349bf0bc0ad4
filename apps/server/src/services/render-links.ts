import crypto from 'node:crypto';
import { RENDER_LINK_TTL_MS } from '@inkcard/shared';
import type { Db } from '../db/client';
import { deleteExpiredRenderLinks, findRenderLink, insertRenderLink } from '../db/queries/render-links';

/**
 * Keeps a rendered PNG for RENDER_LINK_TTL_MS behind an unguessable id (128 random bits), in the
 * database so any instance can serve it, and drops the ones whose time is up.
 * @param db - the database
 * @param userId - whose render it is
 * @param png - the image
 * @param now - the current time
 * @returns the id and when the link stops working
 */
export async function keepRender(
  db: Db,
  userId: number | null,
  png: Uint8Array,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  await deleteExpiredRenderLinks(db, now);
  const id = crypto.randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + RENDER_LINK_TTL_MS);
  await insertRenderLink(db, { id, userId, data: png, expiresAt });
  return { id, expiresAt };
}

/**
 * A kept PNG while its link is valid.
 * @param db - the database
 * @param id - the link's id
 * @returns the image, or undefined once expired or for an unknown id
 */
export function readKeptRender(db: Db, id: string): Promise<Uint8Array | undefined> {
  return findRenderLink(db, id, new Date());
}
