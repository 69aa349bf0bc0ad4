import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  UpdateProfileRequestSchema,
  successMessage,
  type AvatarResponse,
  type ErrorCode,
  type OkResponse,
  type UpdateProfileResponse,
} from '@inkcard/shared';
import { authenticateUser } from '../../middleware/authenticate';
import { requestLocale } from '../../middleware/locale';
import { rateLimitFor } from '../../middleware/rate-limit';
import { AppError } from '../../errors';
import { presentUser } from '../../presenters/user';
import { changePassword } from '../../services/change-password';
import { deleteAccount } from '../../services/delete-account';
import { exportAccountData } from '../../services/export-account-data';
import { updateProfile } from '../../services/update-profile';
import { uploadAvatar } from '../../services/upload-avatar';
import { passwordCode, validate } from '../../middleware/validate';

/** The multipart plugin's limit errors, by code, and what they mean for an avatar upload. */
const MULTIPART_LIMITS: Record<string, ErrorCode> = {
  FST_REQ_FILE_TOO_LARGE: 'AVATAR_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * What a failure to read a multipart body answers. Besides its limits, the parser throws plain
 * errors for bodies it cannot read (no boundary, a part cut short, a stream it ended itself after
 * too many fields): all the client's doing, so all 4xx.
 * @param error - what reading the body threw
 * @returns the error to answer
 */
function multipartError(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  const mapped = typeof code === 'string' ? MULTIPART_LIMITS[code] : undefined;
  return new AppError(mapped ?? 'VALIDATION_FAILED', { cause: error });
}

/**
 * Reads the multipart field `avatar` whole, mapping every way a body can be malformed to a 4xx.
 * @param req - a multipart request
 * @returns its bytes
 */
async function readAvatarPart(req: FastifyRequest): Promise<Buffer> {
  let file: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    const files = req.files();
    const first = await files.next();
    file = first.done ? undefined : first.value;
    if (!file || file.fieldname !== 'avatar') throw new AppError('AVATAR_MISSING');
    bytes = await file.toBuffer();
    // A limit crossed before the file (too many fields) is reported only to a reader that asks
    // for the next part, so the body is read to its end.
    for await (const rest of files) rest.file.resume();
  } catch (error) {
    throw error instanceof AppError ? error : multipartError(error);
  }
  if (file.file.truncated) throw new AppError('AVATAR_TOO_LARGE');
  return bytes;
}

/**
 * The users resource (spec §7): the signed-in user's username, password and avatar; and (issue 31)
 * the export of everything the server keeps about them and the deletion of their account.
 * @param app - the Fastify instance, prefixed with /api/users
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { env } = deps;
  // Only the avatar upload reads multipart bodies; scoping the plugin here keeps its hooks off
  // every other route.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  app.put('/profile', { config: rateLimitFor(env, 'profile') }, async (req) => {
    const { user } = await authenticateUser(req);
    const body = validate(UpdateProfileRequestSchema, req.body, {
      required: { fields: ['username'], code: 'REQUIRED_FIELDS' },
      fields: { username: 'USERNAME_INVALID' },
    });
    const updated = await updateProfile(deps, user, body.username);
    return {
      success: true,
      user: presentUser(updated),
      message: successMessage('PROFILE_SAVED', requestLocale(req)),
    } satisfies UpdateProfileResponse;
  });

  app.put('/password', { config: rateLimitFor(env, 'password') }, async (req) => {
    const { user, token } = await authenticateUser(req);
    const body = validate(ChangePasswordRequestSchema, req.body, {
      required: { fields: ['currentPassword', 'newPassword'], code: 'REQUIRED_FIELDS' },
      fields: { currentPassword: 'CURRENT_PASSWORD_WRONG', newPassword: passwordCode },
    });
    await changePassword(deps, user, { ...body, keepToken: token });
    return { success: true, message: successMessage('PASSWORD_UPDATED', requestLocale(req)) } satisfies OkResponse;
  });

  app.get('/me/data', { config: rateLimitFor(env, 'accountData') }, async (req, reply) => {
    const { user } = await authenticateUser(req);
    const data = await exportAccountData(deps, user);
    return reply
      .header('Content-Disposition', `attachment; filename="inkcard-data-${user.id}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/me', { config: rateLimitFor(env, 'accountDelete') }, async (req) => {
    const { user } = await authenticateUser(req);
    const body = validate(DeleteAccountRequestSchema, req.body, {
      required: { fields: ['password'], code: 'REQUIRED_FIELDS' },
      fields: { password: 'CURRENT_PASSWORD_WRONG' },
    });
    await deleteAccount(deps, user, body.password);
    return { success: true, message: successMessage('ACCOUNT_DELETED', requestLocale(req)) } satisfies OkResponse;
  });

  app.post('/avatar', { config: rateLimitFor(env, 'avatar') }, async (req) => {
    const { user } = await authenticateUser(req);
    if (!req.isMultipart()) throw new AppError('AVATAR_MISSING');
    const bytes = await readAvatarPart(req);
    const updated = await uploadAvatar(deps, user, bytes);
    return {
      success: true,
      avatar: updated.avatar!,
      user: presentUser(updated),
      message: successMessage('AVATAR_UPDATED', requestLocale(req)),
    } satisfies AvatarResponse;
  });
}
