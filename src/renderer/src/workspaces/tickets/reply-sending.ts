/** What decides whether the reply can go out now, by button or by keyboard alike. */
export interface ReplyState {
  body: string;
  closed: boolean;
  /** The ticket changed while the reply was written: the agent must choose first. */
  awaitingChoice: boolean;
  pending: boolean;
  /** null while the credential's scopes are not yet known: the ERP decides. */
  allowed: boolean | null;
}

/**
 * Whether a plain send (one that asks first when the ticket moved) may start: something to send,
 * an open ticket, no send under way, no collision waiting for the agent's choice, and a
 * credential that may write. Ctrl+Enter and the Send button answer to the same rule.
 */
export function canSendReply(state: ReplyState): boolean {
  return !!state.body.trim() && !state.closed && !state.awaitingChoice && !state.pending && state.allowed !== false;
}
