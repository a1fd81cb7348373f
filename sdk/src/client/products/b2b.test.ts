import { describe, expect, test } from 'vitest';
import { recordingFetch } from '../../../test/client/recordingFetch.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient({
  organizations: [
    {
      organization_id: 'organization-test-acme',
      organization_name: 'Acme',
      organization_slug: 'acme',
      members: [{ member_id: 'member-test-ada', email_address: 'ada@acme.test', name: 'Ada', status: 'active' }],
    },
  ],
});

describe('b2b.organizations.members.search', () => {
  test('finds a member by email, case-insensitively, with the organization', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const answer = await client.b2b.organizations.members.search({
      email_address: 'ADA@acme.test',
      organization_id: 'organization-test-acme',
    });
    expect(recorder.paths()).toEqual(['POST /b2b/organizations/members/search']);
    expect(recorder.lastBody('/b2b/organizations/members/search')).toEqual({
      email_address: 'ADA@acme.test',
      organization_id: 'organization-test-acme',
    });
    expect(answer.member).toMatchObject({ member_id: 'member-test-ada', organization_id: 'organization-test-acme', status: 'active' });
    expect(answer.organization).toEqual({
      organization_id: 'organization-test-acme',
      organization_name: 'Acme',
      organization_slug: 'acme',
    });
  });

  test('an email that is not a member answers member null', async () => {
    const client = env.client();
    const answer = await client.b2b.organizations.members.search({ email_address: 'eve@acme.test', organization_id: 'organization-test-acme' });
    expect(answer.member).toBeNull();
  });

  test('an unknown organization and a malformed email are refused by the provider', async () => {
    const client = env.client();
    await expect(
      client.b2b.organizations.members.search({ email_address: 'ada@acme.test', organization_id: 'organization-test-nope' }),
    ).rejects.toMatchObject({ code: 'api_error', status: 404, errorType: 'organization_not_found' });
    await expect(
      client.b2b.organizations.members.search({ email_address: 'not-an-email', organization_id: 'organization-test-acme' }),
    ).rejects.toMatchObject({ code: 'api_error', errorType: 'invalid_email' });
  });

  test('both fields must be strings: one line per wrong field, nothing sent', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(
      client.b2b.organizations.members.search({ email_address: 1, organization_id: undefined } as unknown as {
        email_address: string;
        organization_id: string;
      }),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to b2b.organizations.members.search\nemail_address must be a string\norganization_id must be a string',
    });
    await expect(
      client.b2b.organizations.members.search(undefined as unknown as { email_address: string; organization_id: string }),
    ).rejects.toMatchObject({ code: 'usage_error' });
    expect(recorder.calls).toEqual([]);
  });
});
