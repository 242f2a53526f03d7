import type { StorageLike } from '../model/memory-storage';
import { readStoredState, type StorageErrorHandler } from '../model/persistence';
import { applyChanges } from './apply-changes';
import { keepStoredDrafts } from './form-actions';

/** Puts a stored snapshot back into the state; false when there was nothing usable. */
export function restoreState(storage: StorageLike, onError?: StorageErrorHandler): boolean {
  const stored = readStoredState(storage, onError);
  if (!stored) return false;
  void applyChanges(stored);
  keepStoredDrafts(stored.drafts);
  return true;
}
