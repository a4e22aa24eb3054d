import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPES,
  PHOTO_TYPES_MESSAGE,
  displayNameUpdateSchema,
  isPhotoType,
  type AccountIdentity,
} from '../../../shared/profile';
import { HttpError, notFound } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import { countAttempt, enforceLimits } from '../auth/auth-limits';
import type { AuthServices } from '../auth/auth-services';
import { requireSignedIn } from '../auth/session-guard';
import { updateUser, type UserRow } from '../auth/users';
import { storedPhotoOf } from './photo-image';
import { photoUrlOf, type PhotoStore } from './photo-store';

const HOUR_MS = 60 * 60 * 1000;
/** Each upload is decoded and resized: far more than anyone changes their picture. */
const PHOTO_UPLOADS_PER_HOUR = 20;
const UPLOADS_LIMIT_MESSAGE = 'Too many photo uploads. Please try again later.';

const identityOf = (user: Pick<UserRow, 'display_name' | 'photo_url'>): AccountIdentity => ({
  displayName: user.display_name,
  photoURL: user.photo_url,
});

const unsupportedType = () => new HttpError(415, 'unsupported-media-type', PHOTO_TYPES_MESSAGE);

function declaredType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Spec §7 accounts:update (displayName, photoUrl), the hosted client's updateProfile: the
 * signed-in user's display name, and a photo uploaded as the request body, checked, resized
 * and kept in the data folder (decision 195).
 */
export function identityRoutes(
  app: FastifyInstance,
  services: AuthServices,
  photos: PhotoStore,
): void {
  const uploads = services.rateLimits.limit('photo-uploads-by-user', {
    limit: PHOTO_UPLOADS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  const uploaders = new WeakMap<FastifyRequest, UserRow>();

  app.put('/api/users/me/display-name', async (request, reply): Promise<AccountIdentity> => {
    const { user } = await requireSignedIn(services, request, reply);
    const { displayName } = parseRequest(displayNameUpdateSchema, request.body, 'body');
    await updateUser(services.db, user.id, { display_name: displayName }, services.clock.now());
    reply.header('Cache-Control', 'no-store');
    return identityOf({ ...user, display_name: displayName });
  });

  app.get('/api/users/me/photo', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const photo = user.photo_url === null ? null : await photos.read(user.id);
    if (!photo) throw notFound('You have no photo.');
    // The address carries the picture's version, so a new picture is a new address.
    reply.header('Cache-Control', 'private, max-age=31536000, immutable');
    return reply.type('image/webp').send(photo);
  });

  app.delete('/api/users/me/photo', async (request, reply): Promise<AccountIdentity> => {
    const { user } = await requireSignedIn(services, request, reply);
    await updateUser(services.db, user.id, { photo_url: null }, services.clock.now());
    await photos.remove(user.id);
    reply.header('Cache-Control', 'no-store');
    return identityOf({ ...user, photo_url: null });
  });

  // Loaded with the app's other plugins when it starts.
  void app.register((scope, _options, done) => {
    // Only this route takes images; everywhere else keeps the JSON body parser.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      Object.keys(PHOTO_TYPES),
      { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.addContentTypeParser('*', (_request, _payload, parsed) => parsed(unsupportedType()));
    // Strangers, floods and oversized files are turned away before the body is read.
    scope.addHook('preParsing', async (request, reply, payload) => {
      const { user } = await requireSignedIn(services, request, reply);
      if (Number(request.headers['content-length'] ?? 0) > PHOTO_MAX_BYTES) {
        await enforceLimits([[uploads, user.id]], UPLOADS_LIMIT_MESSAGE);
        throw new HttpError(413, 'payload-too-large', PHOTO_SIZE_MESSAGE);
      }
      await countAttempt([[uploads, user.id]], UPLOADS_LIMIT_MESSAGE);
      uploaders.set(request, user);
      return payload;
    });

    scope.put(
      '/api/users/me/photo',
      { bodyLimit: PHOTO_MAX_BYTES },
      async (request, reply): Promise<AccountIdentity> => {
        const user = uploaders.get(request);
        if (!user) throw new Error('the photo upload was not checked');
        const type = declaredType(request);
        if (!isPhotoType(type) || !Buffer.isBuffer(request.body)) throw unsupportedType();
        const photo = await storedPhotoOf(request.body, type);
        await photos.save(user.id, photo);
        const photoURL = photoUrlOf(photo);
        await updateUser(services.db, user.id, { photo_url: photoURL }, services.clock.now());
        reply.header('Cache-Control', 'no-store');
        return identityOf({ ...user, photo_url: photoURL });
      },
    );
    done();
  });
}
