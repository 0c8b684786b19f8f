import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchInputProps = {
  /** Visible label, e.g. 'Search suppliers'. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box above a record list. */
export function SearchInput({ label, placeholder, value, onChange }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      type="search"
      maw={{ base: '100%', sm: 360 }}
    />
  );
}
