import type { LabelPreferences } from '@shared/contract/labels';
import { DEFAULT_LABEL_SIZE } from '@shared/domain/labels/sizes';
import { DEFAULT_SYMBOLOGY } from '@shared/domain/labels/content';
import { DurableStore } from './durable-store';

/**
 * The label size, symbology and printer chosen once on this computer (row 347): one record of
 * the one durable store, for the whole app (the printer stands on the desk, whichever ERP the
 * user works in), each change fsync'd.
 */
export const LABEL_PREFERENCES_FILE = 'label-preferences.jsonl';
const KEY = 'labels';

export const defaultLabelPreferences: LabelPreferences = { size: DEFAULT_LABEL_SIZE, symbology: DEFAULT_SYMBOLOGY, printerName: null, printSilently: false };

export class LabelPreferenceStore {
  private constructor(private readonly store: DurableStore<LabelPreferences>) {}

  static async open(dataDir: string): Promise<LabelPreferenceStore> {
    return new LabelPreferenceStore(await DurableStore.open<LabelPreferences>(dataDir, LABEL_PREFERENCES_FILE));
  }

  get(): LabelPreferences {
    return { ...defaultLabelPreferences, ...this.store.get(KEY) };
  }

  /** Printing without a dialog needs a printer named: choosing none withdraws the permission. */
  async set(change: Partial<LabelPreferences>): Promise<LabelPreferences> {
    const next = { ...this.get(), ...change };
    if (next.printerName === null) next.printSilently = false;
    await this.store.put(KEY, next, { sync: true });
    return next;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
