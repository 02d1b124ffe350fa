import { useMemo } from 'react';
import { useDraftKeys } from '../../drafts/useDraftList';

/** A return receipt's draft is keyed `ticket/return`, so the Drafts list can open the ticket it was begun from. */
export const receiptDraftKey = (ticketNumber: string | null, returnNumber: string) => (ticketNumber ? `${ticketNumber}/${returnNumber}` : returnNumber);
export const ticketOfReceiptKey = (recordKey: string) => recordKey.split('/')[0] ?? recordKey;

/** Per ticket, the kept drafts of its editors, as the list's mark names them ("Reply draft kept"). */
export function useTicketDrafts(): ReadonlyMap<string, string[]> {
  const reply = useDraftKeys('tickets.reply');
  const update = useDraftKeys('tickets.update');
  const returns = useDraftKeys('tickets.return');
  const receipts = useDraftKeys('tickets.receiveReturn');
  return useMemo(() => {
    const marks = new Map<string, string[]>();
    const add = (ticketNumber: string, what: string) => {
      const kept = marks.get(ticketNumber) ?? [];
      if (!kept.includes(what)) marks.set(ticketNumber, [...kept, what]);
    };
    for (const key of reply) add(key, 'Reply draft kept');
    for (const key of update) add(key, 'Status draft kept');
    for (const key of returns) add(key, 'Return draft kept');
    for (const key of receipts) add(ticketOfReceiptKey(key), 'Return draft kept');
    return marks;
  }, [reply, update, returns, receipts]);
}

/** The Drafts list asked to open a dialog's draft (a new return, a receipt): handled once, then cleared. */
export interface DialogRequest {
  editor: 'tickets.return' | 'tickets.receiveReturn';
  recordKey: string;
}
