import { Badge } from '@mantine/core';
import { localToday } from '@shared/domain/overdue';
import { quoteExpiry, SOON_EXPIRING_DAYS, type QuoteValidity } from '@shared/domain/quote-expiry';
import { day } from '../../components/format';

/** The words an expiry flag says, also what a table exports for it. */
export function expiryText(quote: QuoteValidity, today: string = localToday()): string | null {
  const expiry = quoteExpiry(quote, today);
  if (expiry === 'expired') return 'Expired';
  return expiry === 'expiring' ? `Expires within ${SOON_EXPIRING_DAYS} days` : null;
}

/** Expired or soon expiring (row 334), on the user's date; nothing for a quote that is neither. */
export function ExpiryBadge({ quote }: { quote: QuoteValidity }) {
  const expiry = quoteExpiry(quote, localToday());
  if (!expiry) return null;
  return (
    <Badge
      variant="outline"
      size="sm"
      color={expiry === 'expired' ? 'red' : 'orange'}
      title={`Valid until ${day(quote.validUntil)}`}
      data-testid={`quote-${expiry}`}
    >
      {expiry === 'expired' ? 'Expired' : 'Expires soon'}
    </Badge>
  );
}
