import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { REPORT_PROJECT_SETS, type ReportProjectSet } from '../../../domain/api/job-cost-reports';

const LABELS: Record<ReportProjectSet, string> = { active: 'Active', all: 'All' };

/** The Active/All choice of a company report, with its download buttons (links to the server's files). */
export function ProjectSetControl({
  label,
  value,
  onChange,
  downloads,
}: {
  label: string;
  value: ReportProjectSet;
  onChange: (v: ReportProjectSet) => void;
  downloads: { label: string; href: string }[];
}) {
  return (
    <Group justify="space-between" gap="sm" mb="sm">
      <SegmentedControl
        aria-label={label}
        value={value}
        onChange={(v) => onChange(v as ReportProjectSet)}
        data={REPORT_PROJECT_SETS.map((s) => ({ value: s, label: LABELS[s] }))}
      />
      <Group gap="xs">
        {downloads.map((d) => (
          <Button
            key={d.label}
            component="a"
            href={d.href}
            download
            variant="default"
            size="compact-sm"
            leftSection={<IconDownload size={16} />}
          >
            {d.label}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
