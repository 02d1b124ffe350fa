import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TicketDetail } from '@shared/contract/tickets';
import { call } from '../../api/client';
import { queryKeyOf } from '../../api/hooks';

/** Tickets that arrived or changed since the agent opened the workspace, until they open them. */
export type Highlights = Record<string, 'new' | 'updated'>;

export const POLL_MS = 15_000;

/**
 * The cheap delta poll: every 15 s while the workspace is open, ask what changed since the last
 * watermark, mark those tickets and refresh the list and counts. The open ticket is not reloaded
 * under the agent's hands: its detail shows that it changed (and the reply guard catches it).
 */
export function useTicketChanges(watermarkFromList: string | null, openTicket: string | null) {
  const client = useQueryClient();
  const watermark = useRef<string | null>(null);
  const [openedAt] = useState(() => Date.now());
  const [highlights, setHighlights] = useState<Highlights>({});
  const [changedWhileOpen, setChangedWhileOpen] = useState<string | null>(null);
  const openRef = useRef(openTicket);
  useEffect(() => {
    openRef.current = openTicket;
  }, [openTicket]);
  useEffect(() => {
    if (watermark.current === null && watermarkFromList) watermark.current = watermarkFromList;
  }, [watermarkFromList]);

  const poll = useCallback(async () => {
    if (!watermark.current) return;
    try {
      const changes = await call('tickets.changes', { watermark: watermark.current });
      watermark.current = changes.watermark;
      // What the agent did themselves comes back in the poll too: the loaded ticket already has it.
      const foreign = changes.changed.filter(
        (t) => client.getQueryData<TicketDetail>(['tickets.ticket', { ticketNumber: t.ticketNumber }])?.modifiedDate !== t.modifiedDate,
      );
      if (!changes.changed.length && !changes.removed.length) return;
      setHighlights((h) => {
        const next = { ...h };
        for (const t of foreign) {
          const created = t.createdDate ? Date.parse(t.createdDate) : 0;
          next[t.ticketNumber] = next[t.ticketNumber] === 'new' || created >= openedAt ? 'new' : 'updated';
        }
        for (const n of changes.removed) delete next[n];
        return next;
      });
      if (openRef.current && foreign.some((t) => t.ticketNumber === openRef.current)) setChangedWhileOpen(openRef.current);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf('tickets.list') }),
        client.invalidateQueries({ queryKey: queryKeyOf('tickets.queues') }),
      ]);
    } catch {
      // A failed poll is retried on the next tick; the list shows its own errors when it reloads.
    }
  }, [client, openedAt]);

  useEffect(() => {
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => clearInterval(timer);
  }, [poll]);

  const seen = useCallback((ticketNumber: string) => {
    setHighlights((h) => {
      if (!(ticketNumber in h)) return h;
      const next = { ...h };
      delete next[ticketNumber];
      return next;
    });
    setChangedWhileOpen((c) => (c === ticketNumber ? null : c));
  }, []);

  return { highlights, changedWhileOpen, seen, poll };
}
