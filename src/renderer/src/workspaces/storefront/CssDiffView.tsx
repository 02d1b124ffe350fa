import { Box, Code, Text, VisuallyHidden } from '@mantine/core';
import type { CssDiffLine } from '@shared/contract/storefront';

const marks = { same: ' ', dropped: '−', added: '+' } as const;
/** What a screen reader hears before a marked line: a publish diff, or an earlier look against the draft. */
const spoken = {
  publish: { same: '', dropped: 'Dropped by the ERP: ', added: 'Stored instead: ' },
  compare: { same: '', dropped: 'Only in the earlier branding: ', added: 'Only in the draft: ' },
} as const;

/** The CSS sent against the CSS stored, line by line; what the ERP dropped stands out in red. */
export function CssDiffView({ lines, label, meaning = 'publish' }: { lines: CssDiffLine[]; label: string; meaning?: keyof typeof spoken }) {
  const words = spoken[meaning];
  if (!lines.length)
    return (
      <Text size="sm" c="dimmed">
        No custom CSS.
      </Text>
    );
  return (
    <Code block aria-label={label} data-testid="css-diff" style={{ maxHeight: 320, overflow: 'auto', padding: 0 }}>
      {lines.map((line, index) => (
        <Box
          key={index}
          data-kind={line.kind}
          px="xs"
          bg={line.kind === 'dropped' ? 'var(--mantine-color-red-light)' : line.kind === 'added' ? 'var(--mantine-color-teal-light)' : undefined}
          c={line.kind === 'dropped' ? 'var(--mantine-color-red-text)' : line.kind === 'added' ? 'var(--mantine-color-teal-text)' : undefined}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <span aria-hidden>{marks[line.kind]} </span>
          {words[line.kind] && <VisuallyHidden>{words[line.kind]}</VisuallyHidden>}
          {line.text || ' '}
        </Box>
      ))}
    </Code>
  );
}
