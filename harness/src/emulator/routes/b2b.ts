import { ApiError } from '../errors.ts';
import type { Router } from '../router.ts';
import { parseBody } from '../validate.ts';

/** The same shape the widget checks: something@domain.tld with a TLD of two letters or more. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** B2B organizations: the member search that organization flows start with. */
export function registerB2bRoutes(router: Router): void {
  router.sdk('POST', '/b2b/organizations/members/search', (ctx) => {
    const body = parseBody(ctx.body, { email_address: 'string', organization_id: 'string' });
    if (!EMAIL_PATTERN.test(body.email_address)) {
      throw new ApiError(400, 'invalid_email', 'email_address must be an email address.');
    }
    const organization = ctx.store.project.organizations.find((o) => o.organization_id === body.organization_id);
    if (!organization) {
      throw new ApiError(404, 'organization_not_found', 'No organization with this organization_id in the project.');
    }
    const wanted = body.email_address.toLowerCase();
    const member = organization.members.find((m) => m.email_address.toLowerCase() === wanted);
    return {
      member: member ? { ...member, organization_id: organization.organization_id } : null,
      organization: {
        organization_id: organization.organization_id,
        organization_name: organization.organization_name,
        organization_slug: organization.organization_slug,
      },
    };
  });
}
