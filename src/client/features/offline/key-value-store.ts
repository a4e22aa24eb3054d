/** The little the offline cache needs of a store; IndexedDB in the browser. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /**
   * Reads and rewrites one entry in one transaction, so two tabs changing it at once cannot
   * lose each other's change. `change` answering undefined deletes the entry.
   */
  update<T>(key: string, change: (held: T | undefined) => T | undefined): Promise<T | undefined>;
  /** Deletes every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
}

const STORE = 'entries';

function done(request: IDBRequest | IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = () =>
        reject(request.error ?? new Error('The offline cache refused a write.'));
      request.onerror = () => reject(request.error ?? new Error('The offline cache failed.'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('The offline cache failed.'));
    }
  });
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The offline cache cannot open.'));
    request.onblocked = () => reject(new Error('The offline cache is held by an older tab.'));
  });
}

/** A KeyValueStore in one IndexedDB database of one object store. */
export async function openIndexedDbStore(
  name: string,
  factory: IDBFactory = indexedDB,
): Promise<KeyValueStore> {
  const database = await openDatabase(factory, name);
  // A newer version of the app elsewhere may need the database: let it, and stop using it here.
  database.onversionchange = () => database.close();

  const transaction = (mode: IDBTransactionMode) =>
    database.transaction(STORE, mode).objectStore(STORE);

  return {
    async get<T>(key: string) {
      const request = transaction('readonly').get(key);
      await done(request);
      return request.result as T | undefined;
    },
    async set(key, value) {
      const store = transaction('readwrite');
      store.put(value, key);
      await done(store.transaction);
    },
    async update<T>(key: string, change: (held: T | undefined) => T | undefined) {
      const store = transaction('readwrite');
      let next: T | undefined;
      let refused: unknown = null;
      const read = store.get(key);
      read.onsuccess = () => {
        try {
          next = change(read.result as T | undefined);
        } catch (error) {
          refused = error;
          store.transaction.abort();
          return;
        }
        if (next === undefined) store.delete(key);
        else store.put(next, key);
      };
      try {
        await done(store.transaction);
      } catch (error) {
        throw refused ?? error;
      }
      return next;
    },
    async deletePrefix(prefix) {
      const store = transaction('readwrite');
      // Every key starting with prefix sorts between it and prefix + the highest code unit.
      store.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
      await done(store.transaction);
    },
  };
}
