// Files a player chose in a file field, held in memory under an id. The form's data stays plain JSON (the
// field's value is the id), the validator checks the file's name and size through it, and the upload call
// sends the file itself. Each upload's progress and its cancel are kept here too, by the same id, so the
// field shows the progress of the call the form's submit action made. Browser memory only, never stored.

export interface UploadProgress { loaded: number; total: number; cancel?: () => void }

const files = new Map<string, File>();
const progress = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();
let counter = 0;

/** Holds a chosen file; its id is the field's value. */
export function holdFile(file: File): string {
  const id = `file-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  files.set(id, file);
  return id;
}

export const heldFile = (id: unknown): File | undefined => (typeof id === 'string' ? files.get(id) : undefined);

/** Forgets a file the field no longer shows (another was chosen, or the field went away). */
export function releaseFile(id: unknown): void {
  if (typeof id !== 'string') return;
  files.delete(id);
  setUploadProgress(id, null);
}

export function setUploadProgress(id: string, value: UploadProgress | null): void {
  if (value) progress.set(id, value);
  else if (!progress.delete(id)) return;
  for (const listener of listeners) listener();
}

export const uploadProgress = (id: unknown): UploadProgress | undefined => (typeof id === 'string' ? progress.get(id) : undefined);

/** For useSyncExternalStore. */
export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
