import { DEFAULT_USER_ROLE } from '@auth-widget/sdk/protocol';
import { ApiError, errors } from '../errors.ts';
import type { ProjectConfig } from '../project.ts';
import { sendJson, type Router } from '../router.ts';
import { newId, publicUser } from '../store.ts';
import { parseBody } from '../validate.ts';
import { hashPassword } from '../verify/passwordHash.ts';
import { requireValidEmail } from '../verify/email.ts';
import { requireE164 } from '../verify/phone.ts';
import { devRoute } from './devRoute.ts';

/**
 * A user's roles once `assigned` replaces those assigned to it: the default role first, then each assigned role
 * once. As the provider does when it assigns roles, the default role is refused (every user has it, it cannot be
 * assigned or taken away), and so is a role that is not in the project's RBAC policy.
 */
function rolesWith(project: ProjectConfig, assigned: string[]): string[] {
  if (assigned.includes(DEFAULT_USER_ROLE)) {
    throw new ApiError(400, 'cannot_assign_default_rbac_role_id', `${DEFAULT_USER_ROLE} is every user's role: it cannot be assigned or removed.`);
  }
  // `role?.`: the project route checks that the policy has a roles array, not what each entry is.
  const known = new Set(project.rbac_policy?.roles.map((role) => role?.role_id) ?? []);
  const unknown = assigned.filter((role) => !known.has(role));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'invalid_rbac_role_id',
      `Not a role of the project's rbac_policy: ${unknown.map((role) => JSON.stringify(role)).join(', ')}. Add each role there first (PUT /__dev/api/project).`,
    );
  }
  return [DEFAULT_USER_ROLE, ...new Set(assigned)];
}

/**
 * `POST /__dev/api/users`: seeds a user directly, skipping the strength and breach checks of the password routes,
 * so a test can start from a state the API would refuse to create (a user whose password is on the breached list).
 * `PUT /__dev/api/users/{user_id}`: assigns roles to a user, as the provider's dashboard and backend API do (the
 * SDK calls cannot); the user's next answers carry them, and so do its sessions'.
 */
export function registerUserDevRoutes(router: Router): void {
  devRoute(router, 'POST', '/__dev/api/users', (ctx) => {
    const body = parseBody(ctx.body, { email: 'string?', phone_number: 'string?', password: 'string?', roles: 'string[]?' });
    if (body.email === undefined && body.phone_number === undefined) {
      throw new ApiError(400, 'invalid_user', 'A seeded user needs an email or a phone_number.');
    }
    if (body.email !== undefined) {
      requireValidEmail(body.email);
      if (ctx.store.findUserByEmail(body.email)) throw new ApiError(400, 'duplicate_email', 'A user with this email already exists.');
    }
    if (body.phone_number !== undefined) {
      requireE164(body.phone_number);
      if (ctx.store.findUserByPhone(body.phone_number)) {
        throw new ApiError(400, 'duplicate_phone_number', 'A user with this phone number already exists.');
      }
    }
    if (body.password !== undefined && body.email === undefined) {
      throw new ApiError(400, 'invalid_user', 'A password signs in with an email: give the email too.');
    }
    const roles = body.roles === undefined ? undefined : rolesWith(ctx.store.project, body.roles);
    const user = ctx.store.createUser();
    if (roles) user.roles = roles;
    if (body.email !== undefined) ctx.store.addEmail(user, { email_id: newId('email'), email: body.email, verified: false });
    if (body.phone_number !== undefined) {
      ctx.store.addPhone(user, { phone_id: newId('phone-number'), phone_number: body.phone_number, verified: false });
    }
    if (body.password !== undefined) {
      user.password_hash = hashPassword(body.password);
      user.password_id = newId('password');
    }
    sendJson(ctx.res, 201, { user_id: user.user_id });
  });

  devRoute(router, 'PUT', '/__dev/api/users/:user_id', (ctx) => {
    // The provider's semantics: the roles given replace every role assigned before.
    const body = parseBody(ctx.body, { roles: 'string[]' });
    const user = ctx.store.state.users[ctx.params.user_id ?? ''];
    if (!user) throw errors.userNotFound();
    user.roles = rolesWith(ctx.store.project, body.roles);
    sendJson(ctx.res, 200, { user: publicUser(user) });
  });
}
