import { useEffect, useEffectEvent } from 'react';
import { useNavigation, type RecordRequest } from './navigation';

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
