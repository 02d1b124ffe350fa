import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ScanTiming } from './scan-classifier';

/**
 * The scanner's timing, kept per machine (localStorage): scanners differ, and a slow one on a
 * busy PC needs a wider threshold than a fast one. 35 ms sits well below human typing
 * (80-200 ms between keys even for fast typists) and above common wedge scanners (2-20 ms).
 */
export const scannerDefaults: ScanTiming = { thresholdMs: 35, minLength: 4 };
export const scannerLimits = { thresholdMs: { min: 5, max: 200 }, minLength: { min: 2, max: 64 } } as const;

interface ScannerSettingsState extends ScanTiming {
  setThresholdMs: (value: number) => void;
  setMinLength: (value: number) => void;
  reset: () => void;
}

function clamp(value: number, { min, max }: { min: number; max: number }, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
}

export const useScannerSettings = create<ScannerSettingsState>()(
  persist(
    (set) => ({
      ...scannerDefaults,
      setThresholdMs: (value) => set({ thresholdMs: clamp(value, scannerLimits.thresholdMs, scannerDefaults.thresholdMs) }),
      setMinLength: (value) => set({ minLength: clamp(value, scannerLimits.minLength, scannerDefaults.minLength) }),
      reset: () => set(scannerDefaults),
    }),
    {
      name: 'quartermaster.scanner',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ thresholdMs, minLength }) => ({ thresholdMs, minLength }),
    },
  ),
);
