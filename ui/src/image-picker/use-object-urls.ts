import { useEffect, useReducer, useRef } from 'react';

/** An object URL per file for previews, revoked when the file leaves the list or on unmount. */
export function useObjectUrls(files: readonly File[]): ReadonlyMap<File, string> {
  const urls = useRef(new Map<File, string>());
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const map = urls.current;
    let changed = false;
    for (const file of files) {
      if (map.has(file)) continue;
      map.set(file, URL.createObjectURL(file));
      changed = true;
    }
    for (const [file, url] of map) {
      if (files.includes(file)) continue;
      URL.revokeObjectURL(url);
      map.delete(file);
      changed = true;
    }
    if (changed) rerender();
  }, [files]);

  useEffect(() => {
    const map = urls.current;
    return () => {
      map.forEach((url) => URL.revokeObjectURL(url));
      map.clear();
    };
  }, []);

  return urls.current;
}
