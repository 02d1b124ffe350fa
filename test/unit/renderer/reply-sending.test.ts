import { describe, expect, it } from 'vitest';
import { canSendReply, type ReplyState } from '../../../src/renderer/src/workspaces/tickets/reply-sending';

const ready: ReplyState = { body: 'Thanks, on its way.', closed: false, awaitingChoice: false, pending: false, allowed: true };

describe('sending a reply (button and Ctrl+Enter)', () => {
  it('sends a typed reply on an open ticket, also before the scopes are known', () => {
    expect(canSendReply(ready)).toBe(true);
    expect(canSendReply({ ...ready, allowed: null })).toBe(true);
  });

  it('sends nothing empty or only blank', () => {
    expect(canSendReply({ ...ready, body: '' })).toBe(false);
    expect(canSendReply({ ...ready, body: ' \n\t' })).toBe(false);
  });

  it('waits for the agent to choose when the ticket changed meanwhile, never sending over it', () => {
    expect(canSendReply({ ...ready, awaitingChoice: true })).toBe(false);
  });

  it('sends nothing twice, nothing on a closed ticket and nothing the credential may not write', () => {
    expect(canSendReply({ ...ready, pending: true })).toBe(false);
    expect(canSendReply({ ...ready, closed: true })).toBe(false);
    expect(canSendReply({ ...ready, allowed: false })).toBe(false);
  });
});
