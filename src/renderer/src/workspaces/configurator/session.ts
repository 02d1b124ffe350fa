import type { ConfigurationDetail } from '@shared/contract/configurator';
import type { Answers } from './configuration-values';
import { answersFrom } from './configuration-values';

/** What is on the Configure screen; kept by the workspace so switching tabs loses nothing. */
export interface ConfigureSession {
  itemNumber: string | null;
  itemName: string | null;
  customerNumber: string | null;
  customerName: string | null;
  quantity: string;
  answers: Answers;
  /** The saved configuration being changed, as last read or written; null for a new one. */
  opened: ConfigurationDetail | null;
}

export const emptySession: ConfigureSession = {
  itemNumber: null,
  itemName: null,
  customerNumber: null,
  customerName: null,
  quantity: '1',
  answers: {},
  opened: null,
};

/** A saved configuration put back on the screen. */
export function sessionOf(detail: ConfigurationDetail): ConfigureSession {
  return {
    itemNumber: detail.itemNumber,
    itemName: detail.itemName,
    customerNumber: detail.customerNumber,
    customerName: detail.customerName,
    quantity: detail.quantity ?? '1',
    answers: answersFrom(detail.values),
    opened: detail,
  };
}

/** Ordered configurations are frozen: shown, never changed. */
export const isFrozen = (session: ConfigureSession): boolean => !!session.opened?.salesOrderNumber;
