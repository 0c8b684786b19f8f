import '@mantine/spotlight/styles.css';
import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import { IconBuildingStore, IconCrane, IconHammer, IconReceipt, IconSearch, IconUser } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '../../../domain/api/search';
import { errorMessage } from '../../lib/api';
import classes from './global-search.module.css';
import { searchQueries } from './search-queries';
import { searchStore } from './search-store';

const GROUP_LABELS: Record<SearchKind, string> = {
  project: 'Projects',
  expense: 'Expenses',
  employee: 'Employees',
  subcontractor: 'Subcontractors',
  supplier: 'Suppliers',
};

const KIND_ICONS: Record<SearchKind, ReactNode> = {
  project: <IconHammer size={18} aria-hidden />,
  expense: <IconReceipt size={18} aria-hidden />,
  employee: <IconUser size={18} aria-hidden />,
  subcontractor: <IconCrane size={18} aria-hidden />,
  supplier: <IconBuildingStore size={18} aria-hidden />,
};

/**
 * Global search (issue 18): projects, expenses, people and suppliers found by the server (GET /api/search),
 * queried 250 ms after typing stops, grouped by kind; choosing a hit opens its page. Owner and office only.
 * Loaded on first use (GlobalSearchLauncher), which also owns the Ctrl+K shortcut.
 */
export default function GlobalSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 250);
  const searching = q.length >= 2;
  const results = useQuery({ ...searchQueries.results(q), enabled: searching, placeholderData: keepPreviousData });
  const hits = searching ? (results.data?.hits ?? []) : [];

  // Enter opens the first hit: select it whenever the hits change (Spotlight selects only when the text changes).
  const shown = hits.map((h) => `${h.kind}-${h.id}`).join(',');
  useEffect(() => {
    const listId = searchStore.getState().listId;
    const list = listId ? document.getElementById(listId) : null;
    if (!list) return;
    for (const el of list.querySelectorAll('[data-selected]')) el.removeAttribute('data-selected');
    const first = shown ? list.querySelector('[data-action]') : null;
    first?.setAttribute('data-selected', 'true');
    searchStore.updateState((s) => ({ ...s, selected: first ? 0 : -1 }));
  }, [shown]);

  const open = (hit: SearchHit) => navigate(hit.route);

  let status: ReactNode = null;
  if (query.trim().length < 2)
    status = <Text c="dimmed">Type at least 2 characters to search projects, expenses, people and suppliers.</Text>;
  else if (results.isError) status = <Text c="red">{errorMessage(results.error, 'Search failed. Try again.')}</Text>;
  else if (results.isFetching && hits.length === 0)
    status = (
      <Group gap="xs" justify="center">
        <Loader size="xs" aria-hidden />
        <Text c="dimmed">Searching…</Text>
      </Group>
    );
  else if (hits.length === 0 && !results.isFetching && results.data && q === query.trim())
    status = <Text c="dimmed">Nothing found for “{query.trim()}”</Text>;

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
      title="Search"
      classNames={{ header: classes.header, action: classes.action }}
    >
      <Spotlight.Search
        placeholder="Search projects, expenses, people, suppliers…"
        aria-label="Search projects, expenses, people and suppliers"
        leftSection={results.isFetching && searching ? <Loader size="xs" aria-label="Searching" /> : <IconSearch size={18} aria-hidden />}
      />
      <Spotlight.ActionsList aria-label="Search results">
        {SEARCH_KINDS.map((kind) => {
          const ofKind = hits.filter((h) => h.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <Spotlight.ActionsGroup key={kind} label={GROUP_LABELS[kind]}>
              {ofKind.map((hit) => (
                <Spotlight.Action
                  key={`${hit.kind}-${hit.id}`}
                  label={hit.title}
                  description={hit.subtitle || undefined}
                  leftSection={KIND_ICONS[kind]}
                  onClick={() => open(hit)}
                />
              ))}
            </Spotlight.ActionsGroup>
          );
        })}
        {status && <Spotlight.Empty>{status}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
