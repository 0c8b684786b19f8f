import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPinSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type AddressResult, MIN_ADDRESS_QUERY_LENGTH, searchAddresses } from '../../lib/geocoder';

/** Debounce before asking the geocoder, ms (spec §9). */
const DEBOUNCE_MS = 300;

export const ADDRESS_SEARCH_UNAVAILABLE = 'Address search is unavailable right now — enter the address in the fields below.';

type AddressSearchProps = {
  onSelect: (address: AddressResult) => void;
};

/**
 * Free-text US address search (spec §2.6). Suggestions come from the public geocoder after 3 characters and a
 * 300 ms pause; picking one fills the address fields. When the service cannot be reached the manual fields
 * below still work, and the box says so.
 */
export function AddressSearch({ onSelect }: AddressSearchProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const enabled = debounced.length >= MIN_ADDRESS_QUERY_LENGTH && debounced !== picked;

  const search = useQuery({
    queryKey: ['geocoder', 'address-search', debounced],
    queryFn: ({ signal }) => searchAddresses(debounced, signal),
    enabled,
  });

  const results = useMemo(() => (enabled ? (search.data ?? []) : []), [enabled, search.data]);
  const noMatches = enabled && search.isSuccess && results.length === 0;

  const handleSubmit = (label: string) => {
    const chosen = results.find((r) => r.label === label);
    if (!chosen) return;
    setPicked(label);
    onSelect(chosen);
  };

  return (
    <div>
      <Autocomplete
        label="Address search"
        description="Type at least 3 characters of a US address, then pick a match to fill the fields below"
        placeholder="e.g. 401 Channelside Dr, Tampa"
        leftSection={<IconMapPinSearch size={16} aria-hidden />}
        value={text}
        onChange={setText}
        data={results.map((r) => r.label)}
        // The geocoder already matched the text; Autocomplete's own substring filter would hide good results.
        filter={({ options }) => options}
        onOptionSubmit={handleSubmit}
        loading={enabled && search.isFetching}
        autoComplete="off"
        comboboxProps={{ withinPortal: true }}
      />
      {enabled && search.isError && (
        <Text size="sm" c="orange" mt={4} role="status">
          {ADDRESS_SEARCH_UNAVAILABLE}
        </Text>
      )}
      {noMatches && (
        <Text size="sm" c="dimmed" mt={4} role="status">
          No US address matches “{debounced}”. Check the spelling or enter the address below.
        </Text>
      )}
    </div>
  );
}
