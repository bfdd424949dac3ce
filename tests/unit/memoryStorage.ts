// Local storage for unit tests (node has none): a Map behind the KeyValueStorage the platform code takes.
import type { KeyValueStorage } from '../../src/platform/storage';

export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}
