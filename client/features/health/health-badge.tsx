import { Badge, Tooltip } from '@mantine/core';
import { todayIso } from '../../../domain/dates';
import { healthLabel, healthMetrics, healthTone } from '../../../domain/health';
import { dollarsToCents } from '../../../domain/money';
import { type Project, plannedDays } from '../../../domain/projects';
import { notFinalScoreColor } from './health-tone';

/**
 * The project's overall health as a coloured badge (spec part 2 §9 colours), from the same formulas as the server.
 * With work priced at $0 for want of a rate the score is too good: grey unless red, and "not final" in its name.
 */
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
  const notFinal = project.unpricedWorkRecords > 0;
  const tone = notFinal && healthTone(m.overallHealth) !== 'red' ? 'gray' : healthTone(m.overallHealth);
  const suffix = notFinal ? ', not final' : '';
  return (
    <Tooltip label={`Budget ${m.budgetHealth} · Timeline ${m.timelineHealth} · Quality ${m.qualityScore} · ${m.riskLevel} risk${suffix}`}>
      <Badge
        color={tone}
        c={notFinalScoreColor(m.overallHealth, notFinal)}
        variant="light"
        aria-label={`Health ${m.overallHealth}, ${healthLabel(m.overallHealth)}${suffix}`}
      >
        Health {Math.round(m.overallHealth)}
      </Badge>
    </Tooltip>
  );
}
