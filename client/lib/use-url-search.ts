import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's search text, starting from ?search= of the URL (the global search opens a page this way) and
 * taking it again whenever the URL's value changes; typing changes only the page's state.
 */
export function useUrlSearch(): [string, (value: string) => void] {
  const [params] = useSearchParams();
  const fromUrl = params.get('search') ?? '';
  const [value, setValue] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    setValue(fromUrl);
  }
  return [value, setValue];
}
