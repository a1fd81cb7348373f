import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing.ts';

const api = useEmulator({
  organizations: [
    {
      organization_id: 'organization-test-initech',
      organization_name: 'Initech',
      organization_slug: 'initech',
      members: [{ member_id: 'member-test-peter', email_address: 'Peter@Initech.test', name: 'Peter', status: 'active' }],
    },
  ],
});

const search = (body: unknown) => api.call('POST', '/b2b/organizations/members/search', body);

describe('POST /b2b/organizations/members/search', () => {
  it('finds a member of a seeded organization, ignoring the case of the email', async () => {
    const res = await search({ email_address: 'peter@initech.test', organization_id: 'organization-test-initech' });
    expect(res.status).toBe(200);
    expect(res.json.data.member).toEqual({
      member_id: 'member-test-peter',
      email_address: 'Peter@Initech.test',
      name: 'Peter',
      status: 'active',
      organization_id: 'organization-test-initech',
    });
    expect(res.json.data.organization).toEqual({
      organization_id: 'organization-test-initech',
      organization_name: 'Initech',
      organization_slug: 'initech',
    });
  });

  it('answers a null member for an email that is not a member', async () => {
    const res = await search({ email_address: 'milton@initech.test', organization_id: 'organization-test-initech' });
    expect(res.status).toBe(200);
    expect(res.json.data.member).toBeNull();
    expect(res.json.data.organization.organization_slug).toBe('initech');
  });

  it('refuses an unknown organization', async () => {
    const res = await search({ email_address: 'peter@initech.test', organization_id: 'organization-test-acme' });
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('organization_not_found');
  });

  it('refuses an invalid email', async () => {
    const res = await search({ email_address: 'peter', organization_id: 'organization-test-initech' });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_email');
  });

  it('refuses a body without organization_id (schema error)', async () => {
    const res = await search({ email_address: 'peter@initech.test' });
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'organization_id', message: 'is required' }]);
  });
});
