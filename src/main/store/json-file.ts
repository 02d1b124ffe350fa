import { existsSync, readFileSync } from 'node:fs';

/** Reads a JSON file of an earlier version, or the fallback when it does not exist. */
export function readJsonFile<T>(path: string, fallback: T): T {
  if (!existsSync(path)) return fallback;
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}
