import { ApiError } from '../errors.ts';
import { sendJson, type Router } from '../router.ts';
import { newId } from '../store.ts';
import { parseBody } from '../validate.ts';
import { hashPassword } from '../verify/passwordHash.ts';
import { requireValidEmail } from '../verify/email.ts';
import { requireE164 } from '../verify/phone.ts';
import { devRoute } from './devRoute.ts';

/**
 * `POST /__dev/api/users`: seeds a user directly, skipping the strength and breach checks of the password routes,
 * so a test can start from a state the API would refuse to create (a user whose password is on the breached list).
 */
export function registerUserDevRoutes(router: Router): void {
  devRoute(router, 'POST', '/__dev/api/users', (ctx) => {
    const body = parseBody(ctx.body, { email: 'string?', phone_number: 'string?', password: 'string?' });
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
    const user = ctx.store.createUser();
    if (body.email !== undefined) user.emails.push({ email_id: newId('email'), email: body.email, verified: false });
    if (body.phone_number !== undefined) {
      user.phone_numbers.push({ phone_id: newId('phone-number'), phone_number: body.phone_number, verified: false });
    }
    if (body.password !== undefined) {
      user.password_hash = hashPassword(body.password);
      user.password_id = newId('password');
    }
    sendJson(ctx.res, 201, { user_id: user.user_id });
  });
}
