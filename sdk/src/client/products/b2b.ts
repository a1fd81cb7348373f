import type { BaseResponse } from '../../protocol/types.ts';
import { checkUsage, type ClientContext } from '../core/kernel.ts';

/** A member of an organization. */
export interface OrganizationMember {
  member_id: string;
  organization_id: string;
  email_address: string;
  name: string;
  status: 'active' | 'invited' | 'pending' | (string & {});
}

/** An organization as the member search names it. */
export interface Organization {
  organization_id: string;
  organization_name: string;
  organization_slug: string;
}

/** The answer of `POST /b2b/organizations/members/search`: the member, or null when the email is not one. */
export interface MemberSearchResponse extends BaseResponse {
  member: OrganizationMember | null;
  organization: Organization;
}

/** The `b2b` namespace: organization (B2B) calls. No widget screen uses them. */
export function createB2bApi(ctx: ClientContext) {
  return {
    organizations: {
      members: {
        /** `POST /b2b/organizations/members/search`: finds the member of an organization with an email address. */
        async search(options: { email_address: string; organization_id: string }): Promise<MemberSearchResponse> {
          checkUsage('b2b.organizations.members.search', [
            ['email_address', options?.email_address, 'string'],
            ['organization_id', options?.organization_id, 'string'],
          ]);
          return ctx.network.request<MemberSearchResponse>({
            method: 'POST',
            path: '/b2b/organizations/members/search',
            answer: 'memberSearch',
            body: { email_address: options.email_address, organization_id: options.organization_id },
          });
        },
      },
    },
  };
}

/** The `b2b` namespace of a client. */
export type B2bApi = ReturnType<typeof createB2bApi>;
