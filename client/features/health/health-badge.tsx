import { Badge, Tooltip } from '@mantine/core';
import { todayIso } from '../../../domain/dates';
import { healthLabel, healthMetrics, healthTone } from '../../../domain/health';
import { dollarsToCents } from '../../../domain/money';
import { type Project, plannedDays } from '../../../domain/projects';
import { healthColor } from './health-tone';

/** The project's overall health as a coloured badge (spec part 2 §9 colours), from the same formulas as the server. */
export function HealthBadge({ project }: { project: Project }) {
  const m = healthMetrics(
    {
      // Health judges a job against its price: the contract value (budget + approved change orders), as the server.
      budgetCents: dollarsToCents(project.contractValue),
      spentCents: dollarsToCents(project.totalExpenses),
      startDate: project.startDate,
      endDate: project.endDate,
      plannedDays: plannedDays(project),
      hasPhotos: project.hasBeforePhotos || project.hasCompletionPhotos,
      completed: project.status === 'completed',
      active: project.isActive,
    },
    todayIso(),
  );
  const tone = healthTone(m.overallHealth);
  return (
    <Tooltip label={`Budget ${m.budgetHealth} · Timeline ${m.timelineHealth} · Quality ${m.qualityScore} · ${m.riskLevel} risk`}>
      <Badge
        color={tone}
        c={healthColor(m.overallHealth)}
        variant="light"
        aria-label={`Health ${m.overallHealth}, ${healthLabel(m.overallHealth)}`}
      >
        Health {Math.round(m.overallHealth)}
      </Badge>
    </Tooltip>
  );
}
