import { describe, expect, it } from 'vitest';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk/protocol';
import { MESSAGES_PER_ADDRESS } from '../inboxIndex.ts';
import { useEmulator } from '../testing.ts';

const api = useEmulator();

function deliverSome() {
  const store = api.emulator.store;
  store.deliver({ channel: 'email', to: 'Ada@Example.com', subject: 'Your code', body: 'Your code is 123456', code: '123456', link: null });
  store.deliver({ channel: 'sms', to: '+15555550100', subject: 'SMS', body: 'Your code is 654321', code: '654321', link: null });
  store.deliver({
    channel: 'email',
    to: 'ada@example.com',
    subject: 'Log in <b>now</b>',
    body: 'Click the link',
    code: null,
    link: `http://localhost:3000/auth?${TOKEN_TYPE_PARAM}=magic_links&token=abc`,
  });
}

describe('GET /__dev/api/messages', () => {
  it('lists every message newest first, in the documented shape', async () => {
    deliverSome();
    const res = await api.raw('GET', '/__dev/api/messages');
    expect(res.status).toBe(200);
    expect(res.json.messages.map((m: { subject: string }) => m.subject)).toEqual(['Log in <b>now</b>', 'SMS', 'Your code']);
    expect(Object.keys(res.json.messages[0]).sort()).toEqual(['body', 'channel', 'code', 'created_at', 'link', 'subject', 'to']);
    expect(res.json.messages[1]).toMatchObject({ channel: 'sms', to: '+15555550100', code: '654321', link: null });
  });

  it('filters by recipient: emails case-insensitively, phone numbers with a raw or encoded plus', async () => {
    deliverSome();
    const email = await api.raw('GET', '/__dev/api/messages?to=ADA@example.COM');
    expect(email.json.messages.map((m: { subject: string }) => m.subject)).toEqual(['Log in <b>now</b>', 'Your code']);
    const raw = await api.raw('GET', '/__dev/api/messages?to=+15555550100');
    expect(raw.json.messages).toHaveLength(1);
    const encoded = await api.raw('GET', '/__dev/api/messages?to=%2B15555550100');
    expect(encoded.json.messages[0].code).toBe('654321');
    expect((await api.raw('GET', '/__dev/api/messages?to=nobody@example.com')).json.messages).toEqual([]);
  });

  it('shows a passcode the OTP route sent', async () => {
    const sent = await api.call('POST', '/otps/email/login_or_create', { email: 'grace@example.com' });
    expect(sent.status).toBe(200);
    const res = await api.raw('GET', '/__dev/api/messages?to=grace@example.com');
    expect(res.json.messages[0].code).toMatch(/^\d{6}$/);
  });
});

describe('GET /__dev/inbox', () => {
  it('is an escaped, self-refreshing page, newest first, links clickable only when http(s)', async () => {
    deliverSome();
    api.emulator.store.deliver({ channel: 'email', to: 'x@example.com', subject: 'Bad link', body: '', code: null, link: 'javascript:alert(1)' });
    const page = await api.raw('GET', '/__dev/inbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<meta http-equiv="refresh" content="2">');
    expect(page.text).toContain('location.reload()');
    expect(page.text).toContain('}, 2000);');
    expect(page.text).toContain('Log in &lt;b&gt;now&lt;/b&gt;');
    expect(page.text).not.toContain('<b>now</b>');
    expect(page.text).toContain(`<a href="http://localhost:3000/auth?${TOKEN_TYPE_PARAM}=magic_links&amp;token=abc"`);
    expect(page.text).not.toContain('href="javascript:');
    expect(page.text).toContain('<code>javascript:alert(1)</code>');
    expect(page.text).toContain('123456');
    expect(page.text.indexOf('Bad link')).toBeLessThan(page.text.indexOf('Your code'));
  });

  it('filters by ?to= and says when there is nothing', async () => {
    deliverSome();
    const page = await api.raw('GET', '/__dev/inbox?to=%2B15555550100');
    expect(page.text).toContain('654321');
    expect(page.text).not.toContain('Your code is 123456');
    expect(page.text).toContain('value="+15555550100"');
    const empty = await api.raw('GET', '/__dev/inbox?to=nobody@example.com');
    expect(empty.text).toContain('No messages for nobody@example.com yet.');
  });
});

describe('the inbox\'s bounds', () => {
  it(`keeps the newest ${MESSAGES_PER_ADDRESS} messages of a recipient, and says so on the page`, async () => {
    const store = api.emulator.store;
    store.deliver({ channel: 'sms', to: '+15555550100', subject: '', body: 'Your code is 000000', code: '000000', link: null });
    for (let i = 0; i < MESSAGES_PER_ADDRESS + 5; i += 1) {
      store.deliver({ channel: 'email', to: i % 2 ? 'ada@example.com' : 'ADA@example.com', subject: `Message ${i}`, body: '', code: null, link: null });
    }
    const res = await api.raw('GET', '/__dev/api/messages?to=ada@example.com');
    const subjects = res.json.messages.map((m: { subject: string }) => m.subject);
    expect(subjects).toHaveLength(MESSAGES_PER_ADDRESS);
    expect(subjects[0]).toBe(`Message ${MESSAGES_PER_ADDRESS + 4}`);
    expect(subjects.at(-1)).toBe('Message 5');
    // Another recipient's older message stays.
    expect((await api.raw('GET', '/__dev/api/messages?to=%2B15555550100')).json.messages).toHaveLength(1);
    expect((await api.raw('GET', '/__dev/api/messages')).json.messages).toHaveLength(MESSAGES_PER_ADDRESS + 1);

    const page = await api.raw('GET', '/__dev/inbox?to=ada@example.com');
    expect(page.text).toContain(`The inbox keeps the newest ${MESSAGES_PER_ADDRESS} messages of each recipient and the newest 10,000 in all`);
    expect(page.text).not.toContain('Message 4<');
    expect(page.text).not.toContain('Showing the newest');
  });

  it('shows the newest 200 unfiltered, and says how to see the others', async () => {
    for (let i = 0; i < 205; i += 1) {
      api.emulator.store.deliver({ channel: 'email', to: `user-${i}@example.com`, subject: `Message ${i}`, body: '', code: null, link: null });
    }
    const page = await api.raw('GET', '/__dev/inbox');
    expect(page.text).toContain('<h2>Message 204</h2>');
    expect(page.text).toContain('<h2>Message 5</h2>');
    expect(page.text).not.toContain('<h2>Message 4</h2>');
    expect(page.text).toContain('Showing the newest 200 of 205 messages: filter by recipient to see older ones.');
    expect((await api.raw('GET', '/__dev/inbox?to=user-4@example.com')).text).toContain('<h2>Message 4</h2>');
  });
});
