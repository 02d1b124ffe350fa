import { Alert, List } from '@mantine/core';
import type { ContrastIssue } from '@shared/contract/storefront';

/** Text/background pairs below the WCAG AA ratio; reported, the merchandiser decides. */
export function ContrastFindings({ issues }: { issues: ContrastIssue[] }) {
  if (!issues.length) return null;
  return (
    <Alert color="orange" title="Low contrast: some text will be hard to read" data-testid="contrast-findings">
      <List size="sm">
        {issues.map((issue) => (
          <List.Item key={issue.pair}>
            {issue.pair}: {issue.foreground} on {issue.background} is {issue.ratio}:1; at least {issue.required}:1 is needed.
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
