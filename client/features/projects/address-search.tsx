import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPinSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { geocodingApi } from '../../../domain/api/geocoding';
import { type AddressResult, MIN_ADDRESS_QUERY_LENGTH } from '../../../domain/geocoding';
import { ApiError, errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { settingsQueries } from '../settings/settings-queries';

/** Debounce before asking the server, ms (docs/product/rules.md §9); it also keeps typing under the server's 1 request per second. */
const DEBOUNCE_MS = 300;

export const ADDRESS_SEARCH_UNAVAILABLE = 'Address search is unavailable right now — enter the address in the fields below.';
export const ADDRESS_SEARCH_OFF = 'Address search is off (Settings → Address search)';

type AddressSearchProps = {
  onSelect: (address: AddressResult) => void;
};

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * Free-text US address search (docs/product/screens.md §2.6) through the server (GET /api/geocoding/search), only while the owner has
 * address search on; otherwise a short note and the fields are typed by hand. Suggestions come after 3 characters and
 * a 300 ms pause; picking one fills the address fields. A busy answer (429) is asked again once after a second.
 */
export function AddressSearch({ onSelect }: AddressSearchProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const settings = useQuery(settingsQueries.geocoding());
  const on = settings.data?.enabled === true;
  const enabled = on && debounced.length >= MIN_ADDRESS_QUERY_LENGTH && debounced !== picked;

  const search = useQuery({
    queryKey: ['geocoding', 'address-search', debounced],
    queryFn: () => callApi(geocodingApi.search, { query: { q: debounced } }),
    enabled,
    retry: (count, error) => count < 1 && isStatus(error, 429),
    retryDelay: 1000,
  });

  const results = useMemo(() => (enabled ? (search.data ?? []) : []), [enabled, search.data]);
  const noMatches = enabled && search.isSuccess && results.length === 0;
  // Turned off meanwhile (409): the settings refresh with the change; until then say it is off.
  const off = (settings.isSuccess && !on) || (enabled && isStatus(search.error, 409));

  const handleSubmit = (label: string) => {
    const chosen = results.find((r) => r.label === label);
    if (!chosen) return;
    setPicked(label);
    onSelect(chosen);
  };

  if (off) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {ADDRESS_SEARCH_OFF}
      </Text>
    );
  }

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
        disabled={!on}
        autoComplete="off"
        comboboxProps={{ withinPortal: true }}
      />
      {enabled && search.isError && (
        <Text size="sm" c="orange" mt={4} role="status">
          {isStatus(search.error, 429) ? errorMessage(search.error, ADDRESS_SEARCH_UNAVAILABLE) : ADDRESS_SEARCH_UNAVAILABLE}
        </Text>
      )}
      {settings.isError && (
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
