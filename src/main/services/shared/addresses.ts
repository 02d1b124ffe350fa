/** The delivery address as printable lines, whatever shape the ERP gives it (purchase and sales orders). */
export function addressLines(address: unknown): string[] {
  if (typeof address === 'string') return address.split('\n').filter(Boolean);
  if (!address || typeof address !== 'object') return [];
  const a = address as Record<string, unknown>;
  const text = (key: string) => (typeof a[key] === 'string' && a[key] ? (a[key] as string) : null);
  const cityLine = [text('postalCode'), text('city')].filter(Boolean).join(' ');
  return [text('name'), text('street1'), text('street2'), cityLine || null, text('countryCode')].filter((l): l is string => !!l);
}
