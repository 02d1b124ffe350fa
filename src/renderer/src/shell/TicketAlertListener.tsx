import { useNavigation } from '../stores/navigation';
import { useTicketAlerts } from './useTicketAlerts';

/** Opens the ticket an alert names, from whichever workspace is on screen. */
const openTicket = (ticketNumber: string) => useNavigation.getState().openRecord({ kind: 'ticket', number: ticketNumber });

/** Ticket alerts from main's watch, shown over every workspace (main watches whenever a connection is active). */
export function TicketAlertListener() {
  useTicketAlerts(openTicket);
  return null;
}
