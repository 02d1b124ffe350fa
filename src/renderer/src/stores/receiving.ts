import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Where the Receive goods dialog starts each open line, kept per machine beside the scanner
 * settings (localStorage; docs/api-assumptions.md row 319): at what remains, ticked (a delivery
 * checked against its note), or at zero, unticked, filled by scanning (scanner-first receiving).
 */
export type ReceiveStart = 'remainder' | 'zero';

interface ReceivingSettings {
  start: ReceiveStart;
  setStart: (start: ReceiveStart) => void;
}

const isStart = (value: unknown): value is ReceiveStart => value === 'remainder' || value === 'zero';

export const useReceivingSettings = create<ReceivingSettings>()(
  persist((set) => ({ start: 'remainder', setStart: (start) => set({ start: isStart(start) ? start : 'remainder' }) }), {
    name: 'quartermaster.receiving',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ start }) => ({ start }),
    merge: (stored, current) => {
      const start = (stored as { start?: unknown } | undefined)?.start;
      return { ...current, start: isStart(start) ? start : 'remainder' };
    },
  }),
);
