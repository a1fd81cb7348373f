import { describe, expect, it } from 'vitest';
import { installBidiMediaFeaturesShim, installForPlaywrightTest, SHIMMED_COMMAND, type BidiMessage } from './bidiMediaFeaturesShim.ts';

/** A transport as Playwright's: `send` goes to the browser, answers come back through `onmessage`. */
class FakeTransport {
  sent: BidiMessage[] = [];
  onmessage?: ((message: BidiMessage) => void) | undefined;
  send(message: BidiMessage): void {
    this.sent.push(message);
  }
}
installBidiMediaFeaturesShim(FakeTransport);

function connect(): { transport: FakeTransport; received: BidiMessage[] } {
  const transport = new FakeTransport();
  const received: BidiMessage[] = [];
  transport.onmessage = (message) => received.push(message);
  return { transport, received };
}

describe('the BiDi media-features shim', () => {
  it('sends the command on, and turns only its "unknown command" answer into a success', () => {
    const { transport, received } = connect();
    transport.send({ id: 1, method: SHIMMED_COMMAND });
    transport.send({ id: 2, method: 'browsingContext.navigate' });
    expect(transport.sent.map((m) => m.id)).toEqual([1, 2]);
    transport.onmessage?.({ type: 'error', id: 1, error: 'unknown command' });
    transport.onmessage?.({ type: 'error', id: 2, error: 'unknown command' });
    expect(received).toEqual([
      { type: 'success', id: 1, result: {} },
      { type: 'error', id: 2, error: 'unknown command' },
    ]);
  });

  it('is inert when the browser knows the command or refuses it for another reason', () => {
    const { transport, received } = connect();
    transport.send({ id: 3, method: SHIMMED_COMMAND });
    transport.send({ id: 4, method: SHIMMED_COMMAND });
    const event = { method: 'browsingContext.load' };
    transport.onmessage?.(event);
    transport.onmessage?.({ type: 'success', id: 3, result: {} });
    transport.onmessage?.({ type: 'error', id: 4, error: 'invalid argument' });
    expect(received).toEqual([event, { type: 'success', id: 3, result: {} }, { type: 'error', id: 4, error: 'invalid argument' }]);
  });

  it('wraps the answer handler once, and a second install does not wrap send again', () => {
    const { transport, received } = connect();
    installBidiMediaFeaturesShim(FakeTransport);
    transport.send({ id: 5, method: SHIMMED_COMMAND });
    const handler = transport.onmessage;
    transport.send({ id: 6, method: SHIMMED_COMMAND });
    expect(transport.onmessage).toBe(handler);
    expect(transport.sent).toHaveLength(2);
    transport.onmessage?.({ type: 'error', id: 6, error: 'unknown command' });
    expect(received).toEqual([{ type: 'success', id: 6, result: {} }]);
  });

  it("finds the transport of the installed Playwright (a Playwright upgrade that moves it fails here first)", () => {
    expect(installForPlaywrightTest()).toBe(true);
  });
});
