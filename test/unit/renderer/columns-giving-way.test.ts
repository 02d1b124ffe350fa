import type { Column } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { columnsGivingWay, columnWidths, type ContentKind } from '../../../src/renderer/src/components/content-fit';

type Spec = { id: string; size: number; minSize?: number; content?: ContentKind; giveWay?: number };
const columns = (specs: Spec[]) =>
  specs.map(
    ({ id, size, minSize, content, giveWay }) =>
      ({ id, getSize: () => size, columnDef: { minSize, meta: { content, giveWay } } }) as unknown as Column<unknown, unknown>,
  );

// The ticket list: identifiers keep their width, text shrinks to 70 %, four columns may give way.
const tickets = columns([
  { id: 'ticket', size: 110, content: 'identifier' },
  { id: 'title', size: 200, content: 'text' },
  { id: 'due', size: 150, content: 'identifier' },
  { id: 'priority', size: 80, content: 'identifier' },
  { id: 'status', size: 120, content: 'identifier' },
  { id: 'customer', size: 150, content: 'text', giveWay: 1 },
  { id: 'type', size: 110, content: 'text', giveWay: 3 },
  { id: 'queue', size: 70, content: 'identifier', giveWay: 2 },
  { id: 'changed', size: 130, content: 'text', giveWay: 4 },
]);
const content = { due: 170 };

describe('columns that give way on a narrow table', () => {
  it('hides nothing while every column fits at its narrowest, or before the width is known', () => {
    expect(columnsGivingWay(tickets, content, 1000)).toEqual([]);
    expect(columnsGivingWay(tickets, content, 0)).toEqual([]);
  });

  it('hides the highest ranks first, only as many as needed', () => {
    // Narrowest: 110 + 140 + 170 + 80 + 120 + 105 + 77 + 70 + 91 = 963.
    expect(columnsGivingWay(tickets, content, 962)).toEqual(['changed']);
    expect(columnsGivingWay(tickets, content, 872)).toEqual(['changed']);
    expect(columnsGivingWay(tickets, content, 871)).toEqual(['changed', 'type']);
    expect(columnsGivingWay(tickets, content, 540)).toEqual(['changed', 'type', 'queue', 'customer']);
  });

  it('never hides a column without a rank, even when the rest still does not fit', () => {
    const hidden = columnsGivingWay(tickets, content, 300);
    expect(hidden).toEqual(['changed', 'type', 'queue', 'customer']);
    const shown = tickets.filter((c) => !hidden.includes(c.id));
    expect(shown.map((c) => c.id)).toEqual(['ticket', 'title', 'due', 'priority', 'status']);
    // What is left is drawn at its narrowest and scrolls: the deadline keeps its width.
    expect(columnWidths(shown, content, 300)).toMatchObject({ due: 170, title: 140 });
  });

  it('of equal ranks hides the one further right first', () => {
    const same = columns([
      { id: 'a', size: 100, content: 'identifier', giveWay: 1 },
      { id: 'b', size: 100, content: 'identifier', giveWay: 1 },
      { id: 'c', size: 100, content: 'identifier' },
    ]);
    expect(columnsGivingWay(same, {}, 250)).toEqual(['b']);
  });

  it('lets a text column with a minSize give up more than 30 % before others give way', () => {
    const titled = columns([
      { id: 'ticket', size: 110, content: 'identifier' },
      { id: 'title', size: 200, minSize: 90, content: 'text' },
      { id: 'customer', size: 150, content: 'text', giveWay: 1 },
    ]);
    // Narrowest: 110 + 90 + 105 = 305, where a title without a minSize would need 140 and push the customer out.
    expect(columnsGivingWay(titled, {}, 305)).toEqual([]);
    expect(columnWidths(titled, {}, 305)).toEqual({ ticket: 110, title: 90, customer: 105 });
    // With room, the title takes its share first: the same scale as the other text, never below its floor.
    expect(columnWidths(titled, {}, 390)).toEqual({ ticket: 110, title: 160, customer: 120 });
  });
});
