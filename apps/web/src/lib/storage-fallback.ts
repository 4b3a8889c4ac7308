/**
 * A Storage kept in memory, for the page's life only. Used when the browser
 * refuses localStorage: the back-office frames the preview and correction
 * screens from another site, and a browser that blocks third-party cookies
 * ("Access is denied for this document") then throws on every access.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}

function storageUsable(target: Window): boolean {
  try {
    const probe = '__storage_probe__';
    target.localStorage.setItem(probe, probe);
    target.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces a refused localStorage by a MemoryStorage, so that every reader
 * (session, API base, language, drafts) keeps working: an embedded trainer
 * gets the session by message anyway (docs/embeds.md). Returns whether it did.
 */
export function installStorageFallback(target: Window = window): boolean {
  if (storageUsable(target)) return false;
  Object.defineProperty(target, 'localStorage', { value: new MemoryStorage(), configurable: true });
  return true;
}
