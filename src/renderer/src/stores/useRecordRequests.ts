import { useEffect, useEffectEvent } from 'react';
import { useNavigation, type DraftRequest, type RecordRequest } from './navigation';

/**
 * Lets a workspace open records asked for from elsewhere, through the same function its scanner
 * uses. `open` returns false for kinds the workspace does not handle.
 */
export function useRecordRequests(open: (record: RecordRequest) => boolean): void {
  const record = useNavigation((s) => s.record);
  const handle = useEffectEvent((request: RecordRequest) => {
    if (open(request)) useNavigation.setState({ record: null });
  });
  useEffect(() => {
    if (record) handle(record);
  }, [record]);
}

/**
 * Lets a workspace open a kept draft's editor when the Drafts list asks. `open` returns false for
 * editors the workspace does not have.
 */
export function useDraftRequests(open: (draft: DraftRequest) => boolean): void {
  const draft = useNavigation((s) => s.draft);
  const handle = useEffectEvent((request: DraftRequest) => {
    if (open(request)) useNavigation.setState({ draft: null });
  });
  useEffect(() => {
    if (draft) handle(draft);
  }, [draft]);
}
