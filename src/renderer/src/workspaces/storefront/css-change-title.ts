import type { DiffCounts } from '@shared/domain/line-diff';

const lines = (n: number) => (n === 1 ? '1 line' : `${n} lines`);

/** "The ERP dropped 2 lines and changed 4 lines of your CSS": each kind named apart, none left out. */
export function cssChangeTitle({ dropped, changed, added }: DiffCounts): string {
  const parts = [dropped && `dropped ${lines(dropped)}`, changed && `changed ${lines(changed)}`, added && `added ${lines(added)}`].filter(
    (p): p is string => !!p,
  );
  if (!parts.length) return 'The ERP changed only blank lines of your CSS';
  const said = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `The ERP ${said} of your CSS`;
}
