import { ApiError } from '../errors.ts';
import type { RouteContext, Router } from '../router.ts';
import { requireSession, withReferenceUser } from '../sessions.ts';
import { publicUser, type Store, type UserRecord } from '../store.ts';
import { BOT_PROTECTION_FIELDS } from '../botProtection/fields.ts';
import { parseBody } from '../validate.ts';

/**
 * A `DELETE /users/{kind}/{id}` route: removes one factor of the signed-in user. Factors the store looks users up by
 * (emails, phone numbers, passkeys, wallets) are removed through it, so its lookups stay in step.
 */
function deleteFactor(
  router: Router,
  path: string,
  what: string,
  remove: (user: UserRecord, id: string, store: Store) => boolean,
) {
  router.sdk(
    'DELETE',
    `/users/${path}/:id`,
    (ctx: RouteContext) => {
      const { user } = requireSession(ctx);
      const id = ctx.params.id ?? '';
      if (!remove(user, id, ctx.store)) throw new ApiError(404, `${what}_not_found`, `No ${what.replaceAll('_', ' ')} with this id on the user.`);
      return withReferenceUser({ user_id: user.user_id, user: publicUser(user) });
    },
    { session: 'required' },
  );
}

/** Removes the entries of a list whose key equals id; true when one was removed. */
function without<T>(list: T[], key: keyof T, id: string): [T[], boolean] {
  const kept = list.filter((entry) => entry[key] !== id);
  return [kept, kept.length !== list.length];
}

/** The signed-in user: read, update metadata, delete factors; and the user search the password flow starts with. */
export function registerUserRoutes(router: Router): void {
  router.sdk(
    'GET',
    '/users/me',
    (ctx) => {
      const { user } = requireSession(ctx);
      return { ...publicUser(user), user_id: user.user_id };
    },
    { session: 'required' },
  );

  router.sdk(
    'PUT',
    '/users/me',
    (ctx) => {
      const body = parseBody(ctx.body, { untrusted_metadata: 'object?' });
      const { user } = requireSession(ctx);
      if (body.untrusted_metadata) {
        // A key set to null is removed, as the provider's merge semantics do. Defined rather than assigned: a key
        // named `__proto__` is data like any other, not the metadata object's prototype.
        for (const [key, value] of Object.entries(body.untrusted_metadata)) {
          if (value === null) delete user.untrusted_metadata[key];
          else Object.defineProperty(user.untrusted_metadata, key, { value, enumerable: true, writable: true, configurable: true });
        }
      }
      return withReferenceUser({ user_id: user.user_id, user: publicUser(user) });
    },
    { session: 'required' },
  );

  deleteFactor(router, 'emails', 'email', (user, id, store) => store.removeEmail(user, id));
  deleteFactor(router, 'phone_numbers', 'phone_number', (user, id, store) => store.removePhone(user, id));
  deleteFactor(router, 'totps', 'totp', (user, id) => {
    const [kept, removed] = without(user.totps, 'totp_id', id);
    user.totps = kept;
    return removed;
  });
  deleteFactor(router, 'oauth', 'oauth_user_registration', (user, id) => {
    const [kept, removed] = without(user.providers, 'oauth_user_registration_id', id);
    user.providers = kept;
    return removed;
  });
  deleteFactor(router, 'webauthn_registrations', 'webauthn_registration', (user, id, store) =>
    store.removeWebauthnRegistration(user, id),
  );
  deleteFactor(router, 'biometric_registrations', 'biometric_registration', (user, id) => {
    const [kept, removed] = without(user.biometric_registrations, 'biometric_registration_id', id);
    user.biometric_registrations = kept;
    return removed;
  });
  deleteFactor(router, 'crypto_wallets', 'crypto_wallet', (user, id, store) => store.removeCryptoWallet(user, id));

  /** Which password path a login form should take for an email. */
  router.sdk('POST', '/users/search', (ctx) => {
    const body = parseBody(ctx.body, { email: 'string', ...BOT_PROTECTION_FIELDS });
    const user = ctx.store.findUserByEmail(body.email);
    const userType = !user ? 'new' : user.password_hash ? 'password' : 'passwordless';
    return { userType };
  });
}
