/** What the kill test's typist types: a different text per editor, one character per keystroke. */
export const typistEditors = ['tickets.reply', 'storefront.branding', 'purchasing.receive', 'warehouse.adjustment', 'configurator.configuration'] as const;

const sentence = 'Dear customer, the spare part leaves Oslo on Friday; Tromsø «åæø» follows. ';

export function typedText(editor: string, keystrokes: number): string {
  const text = `${editor}: ${sentence.repeat(200)}`;
  return text.slice(0, keystrokes);
}
