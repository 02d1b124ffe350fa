/**
 * One open instance of a store per data folder in this process, so every call sees the same
 * records and no second handle appends to a file the first one compacted.
 */
export function perDataFolder<T extends { close(): Promise<void> }>(openIn: (dataDir: string) => Promise<T>) {
  const open = new Map<string, Promise<T>>();
  return {
    get(dataDir: string): Promise<T> {
      let instance = open.get(dataDir);
      if (!instance) {
        instance = openIn(dataDir);
        open.set(dataDir, instance);
        instance.catch(() => open.delete(dataDir));
      }
      return instance;
    },
    /** Closes the instance of a data folder (a restarted app core reads the file afresh). */
    async close(dataDir: string): Promise<void> {
      const instance = open.get(dataDir);
      open.delete(dataDir);
      await (await instance?.catch(() => undefined))?.close();
    },
  };
}
