import { Badge } from '@mantine/core';
import { localToday } from '@shared/domain/overdue';
import { quoteExpiry, type QuoteValidity } from '@shared/domain/quote-expiry';
import { day } from '../../components/format';

const words = { expired: 'Expired', expiring: 'Expires soon' } as const;

/** The words the expiry flag says (row 334) on the user's date, also what a table exports for it. */
export function expiryText(quote: QuoteValidity): string | null {
  const expiry = quoteExpiry(quote, localToday());
  return expiry ? words[expiry] : null;
}

/** Expired or soon expiring; nothing for a quote that is neither. */
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
      {words[expiry]}
    </Badge>
  );
}
